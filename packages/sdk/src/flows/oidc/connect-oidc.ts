import { Api, ConnectOidcAnswerSchema } from "@gse/contract";
import type { SignInRuntime } from "../../runtime.ts";

/** GET connect-ciam-oidc (spec §7): the identity provider's address for this application and tenant. */
export function connectOidc(runtime: SignInRuntime) {
  const { env } = runtime;
  return runtime.client.send({
    service: "authentication",
    ...Api.authentication.connectOidc,
    headers: { appName: env.application, tenant: env.tenant, tenantLanguage: env.tenantLanguage },
    answer: ConnectOidcAnswerSchema,
  });
}
