import { Api, Limits } from "@gse/contract";
import type { SignInRuntime } from "../runtime.ts";
import { tabSessionId } from "../session/session-store.ts";
import { sendWithPasswords } from "./send-with-passwords.ts";

/** Login sends a fixed placeholder instead of the client's address (spec §9). */
export const loginIpPlaceholder = "0.0.0.0";

/** Who signs in: a user name, or a certificate's document type and number (spec §3). */
export type LoginIdentity =
  | { readonly user: string }
  | { readonly documentType: string; readonly documentNumber: string };

export type LoginCredentials = LoginIdentity & {
  /** In clear: encrypted here, with the cipher loaded on first use rather than with the login page. */
  readonly password: string;
  readonly captchaToken?: string | undefined;
  /** The app picker logs in to another application than the page's. */
  readonly application?: string;
};

/** POST /api/Login with the fields of spec §3, for a user or a certificate; a refusal (R11, R13, ...) still comes back as a login answer. */
export async function sendLogin(runtime: SignInRuntime, credentials: LoginCredentials) {
  const { env } = runtime;
  return sendWithPasswords(runtime, Api.authentication.login, (encrypt) => ({
    headers: { tenant: env.tenant, tenantLanguage: env.tenantLanguage },
    body: {
      ...("user" in credentials
        ? { user: credentials.user }
        : { documentType: credentials.documentType, documentNumber: credentials.documentNumber }),
      password: encrypt(credentials.password),
      appname: credentials.application ?? env.application,
      ip: loginIpPlaceholder,
      Browser: (globalThis.navigator?.userAgent ?? "").slice(0, 300),
      TypeDeviceId: Limits.typeDeviceId,
      idSessionTab: tabSessionId(env.sessionStorage),
      page: env.currentSearch(),
      tokenCaptcha: credentials.captchaToken ?? null,
    },
  }));
}
