import type { SignInRuntime } from "../../runtime.ts";

/**
 * Spec §4 'success with urlApp marks the session authenticated and redirects to that url', in the order a real
 * backend needs: the address is checked against the redirect policy before anything is stored, so a refused
 * urlApp leaves no session behind (the login page stays and says why); an allowed one gets the tokens handed
 * to the page it loads, and this page's session is left alone so that the route guard does not visit `/`
 * (and start its requests) on the way out. False when the address was refused.
 */
export function signInAndLeave(
  runtime: SignInRuntime,
  {
    url,
    token,
    refreshToken,
  }: { readonly url: string; readonly token: string | undefined; readonly refreshToken: string | undefined },
): boolean {
  const target = runtime.allowedAddress(url);
  if (target === undefined) return false;
  if (token) runtime.session.getState().handOff({ token, refreshToken });
  runtime.env.leave(target);
  return true;
}
