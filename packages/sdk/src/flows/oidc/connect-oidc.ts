import { Api } from "@gse/contract";
import type { SignInRuntime } from "../../runtime.ts";
import { codeChallengeOf, startOidcRequest } from "./oidc-request.ts";

/**
 * GET connect-ciam-oidc (spec §7): the identity provider's address for this application and tenant. A new
 * state and PKCE verifier are kept in sessionStorage first; the address carries the state and the challenge.
 */
export async function connectOidc(runtime: SignInRuntime) {
  const { env } = runtime;
  const request = startOidcRequest(env.sessionStorage);
  return runtime.client.call(Api.authentication.connectOidc, {
    headers: {
      appName: env.application,
      tenant: env.tenant,
      tenantLanguage: env.tenantLanguage,
      state: request.state,
      codeChallenge: await codeChallengeOf(request.codeVerifier),
    },
  });
}
