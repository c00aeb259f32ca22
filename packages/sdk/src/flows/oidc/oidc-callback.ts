import { Api, LoginAnswerSchema } from "@gse/contract";
import type { SignInRuntime } from "../../runtime.ts";

export const oidcFailureMessage = "Lo sentimos, no hemos podido verificar tu credencial";

export type OidcOutcome =
  | { readonly kind: "redirecting" }
  | { readonly kind: "failed"; readonly message: string };

/**
 * /signin-credential/callback (spec §2, §7): exchanges the `code` query parameter; A10 signs in and leaves
 * for urlApp; no code, a refusal or a refused redirect is the failure the landing screen shows.
 */
export async function exchangeOidcCode(runtime: SignInRuntime, code: string | null): Promise<OidcOutcome> {
  const failed = { kind: "failed", message: oidcFailureMessage } as const;
  if (!code) return failed;
  const { env, session } = runtime;
  const result = await runtime.client.send({
    service: "authentication",
    ...Api.authentication.generateTokenOidc,
    body: {
      code,
      tenant: env.tenant ?? null,
      appName: env.application,
      tenantLanguage: env.tenantLanguage ?? null,
    },
    answer: LoginAnswerSchema,
    answerOnRefusal: true,
  });
  if (!result.ok) return failed;
  const answer = result.value;
  if (answer.informationCode !== "A10" || !answer.token || !answer.urlApp) return failed;
  session.getState().signIn({ token: answer.token, refreshToken: answer.refreshToken ?? undefined });
  return runtime.follow(answer.urlApp) ? { kind: "redirecting" } : failed;
}
