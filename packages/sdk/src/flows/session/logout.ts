import { Api } from "@gse/contract";
import { loginRoute } from "../../guards/routes.ts";
import type { SignInRuntime } from "../../runtime.ts";

export const loggedOutMessage = "Sesión finalizada exitosamente";

/**
 * Revokes the session's refresh token on the server (RevokeToken, spec §7); nothing to revoke without one.
 * Resolves with the address the answer's `information` names on a 200, if any.
 */
export async function revokeSession(runtime: SignInRuntime): Promise<string | undefined> {
  const { session, env, client } = runtime;
  const { refreshToken, claims } = session.getState();
  if (!refreshToken || !claims) return undefined;
  // The session's token goes along while it lasts; the server revokes by the refresh token alone.
  const revoked = await client.call(
    Api.authentication.revokeToken,
    {
      body: {
        UserName: claims.unique_name,
        Quantity: 1,
        AppName: env.application,
        RefreshToken: refreshToken,
      },
    },
    { withSession: true },
  );
  return revoked.ok ? (revoked.value.information ?? undefined) : undefined;
}

/**
 * Logout (spec §4): revokes the refresh token; a 200 clears the session and goes to the address the answer's
 * `information` names (when the redirect policy allows it), otherwise the session is cleared and the user
 * goes to login with 'Sesión finalizada exitosamente'.
 */
export async function logout(runtime: SignInRuntime): Promise<void> {
  const address = await revokeSession(runtime);
  runtime.session.getState().signOut();
  if (address && /^https?:\/\//.test(address) && runtime.follow(address)) return;
  runtime.env.navigate(loginRoute, { message: loggedOutMessage });
}
