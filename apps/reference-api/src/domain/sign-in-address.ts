/**
 * Where a signed-in user is sent (login answer `urlApp`): the application's urlApp as the console saved it
 * (administration spec §3) when the portal would follow it, that is when its origin is the page's own or on
 * REFERENCE_REDIRECT_ALLOWLIST; otherwise the page's origin with the application's landing path, as before.
 * An administered address never widens the allowlist: an administrator who types another site gets the
 * landing path, not a redirect the portal would refuse (or, worse, one it would follow).
 */
export function signInAddress(
  urlApp: string,
  pageOrigin: string,
  allowlist: readonly string[],
  landingPath: string,
): string {
  const fallback = `${pageOrigin}${landingPath}`;
  let url: URL;
  try {
    url = new URL(urlApp);
  } catch {
    return fallback;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return fallback;
  return url.origin === pageOrigin || allowlist.includes(url.origin) ? url.href : fallback;
}
