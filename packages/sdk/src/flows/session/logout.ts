import { Api, InformationAnswerSchema } from "@gse/contract";
import { loginRoute } from "../../guards/routes.ts";
import type { SignInRuntime } from "../../runtime.ts";

export const loggedOutMessage = "Sesión finalizada exitosamente";

/**
 * Logout (spec §4): revokes the refresh token; a 200 clears the session and goes to the address the answer's
 * `information` names (when the redirect policy allows it), otherwise the session is cleared and the user
 * goes to login with 'Sesión finalizada exitosamente'.
 */
export async function logout(runtime: SignInRuntime): Promise<void> {
  const { session, env, client } = runtime;
  const { refreshToken, claims } = session.getState();
  const revoked =
    refreshToken && claims
      ? await client.send({
          service: "authentication",
          ...Api.authentication.revokeToken,
          body: {
            UserName: claims.unique_name,
            Quantity: 1,
            AppName: env.application,
            RefreshToken: refreshToken,
          },
          answer: InformationAnswerSchema,
          withSession: true,
        })
      : undefined;
  session.getState().signOut();
  const address = revoked?.ok ? revoked.value.information : undefined;
  if (address && /^https?:\/\//.test(address) && runtime.follow(address)) return;
  env.navigate(loginRoute, { message: loggedOutMessage });
}
