/** Where a server-given address may take the page. */
export interface RedirectPolicy {
  /** The page's own origin: always allowed. */
  readonly pageOrigin: string;
  /** Other origins the deployment trusts (runtime config `redirectAllowlist`). */
  readonly allowlist: readonly string[];
}

export type RedirectCheck =
  | { readonly allowed: true; readonly url: string }
  | { readonly allowed: false; readonly reason: string };

/**
 * Checks an address the server handed the page (urlApp, the federated sign-in address, the address after
 * revoke, an app landing). Only http(s) addresses on the page's origin or an allowlisted origin pass:
 * a `javascript:` or `data:` URL, or any other origin, is refused with a reason to log.
 */
export function checkRedirect(address: string | null | undefined, policy: RedirectPolicy): RedirectCheck {
  if (!address) return { allowed: false, reason: "no address to redirect to" };
  let url: URL;
  try {
    url = new URL(address, policy.pageOrigin);
  } catch {
    return { allowed: false, reason: `not a URL: ${address}` };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { allowed: false, reason: `refused ${url.protocol} address: ${address}` };
  }
  if (url.origin !== policy.pageOrigin && !policy.allowlist.includes(url.origin)) {
    return { allowed: false, reason: `origin ${url.origin} is not on the redirect allowlist: ${address}` };
  }
  return { allowed: true, url: url.href };
}

/**
 * A 'page to go to' from navigation state: only ever an in-app path (`/login`, `/users?x=1`).
 * Anything else (`//evil.test`, `https://...`, `javascript:`) gives the fallback.
 */
export function inAppPath(value: unknown, fallback = "/Login"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  const url = new URL(value, "http://in-app.invalid");
  return url.origin === "http://in-app.invalid" ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
