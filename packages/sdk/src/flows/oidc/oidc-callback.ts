import { Api } from "@gse/contract";
import type { SignInRuntime } from "../../runtime.ts";
import { signInAndLeave } from "../session/sign-in-and-leave.ts";
import { takeOidcRequest } from "./oidc-request.ts";

export const oidcFailureMessage = "Lo sentimos, no hemos podido verificar tu credencial";

export type OidcOutcome =
  | { readonly kind: "redirecting" }
  | { readonly kind: "failed"; readonly message: string };

/**
 * /signin-credential/callback (spec §2, §7): exchanges the `code` query parameter with the PKCE verifier kept
 * when the sign-in started; A10 signs in and leaves for urlApp. No code, a `state` other than the one this tab
 * kept (a callback it did not start), a refusal or a refused redirect is the failure the landing screen shows.
 */
export async function exchangeOidcCode(runtime: SignInRuntime, query: URLSearchParams): Promise<OidcOutcome> {
  const failed = { kind: "failed", message: oidcFailureMessage } as const;
  const { env } = runtime;
  const pending = takeOidcRequest(env.sessionStorage);
  const code = query.get("code");
  if (!code || !pending || query.get("state") !== pending.state) return failed;
  const result = await runtime.client.call(Api.authentication.generateTokenOidc, {
    body: {
      code,
      tenant: env.tenant ?? null,
      appName: env.application,
      tenantLanguage: env.tenantLanguage ?? null,
      codeVerifier: pending.codeVerifier,
    },
  });
  if (!result.ok) return failed;
  const answer = result.value;
  if (answer.informationCode !== "A10" || !answer.token || !answer.urlApp) return failed;
  const leaving = signInAndLeave(runtime, {
    url: answer.urlApp,
    token: answer.token,
    refreshToken: answer.refreshToken ?? undefined,
  });
  return leaving ? { kind: "redirecting" } : failed;
}
