/**
 * The state and PKCE verifier of one federated sign-in, kept in sessionStorage between leaving for
 * the identity provider and its callback: the state proves the callback answers a sign-in this tab started
 * (no login CSRF), the verifier that whoever spends the code is the tab that asked for it.
 */
export interface OidcRequest {
  readonly state: string;
  readonly codeVerifier: string;
}

/** The sessionStorage key of the pending federated sign-in. */
export const oidcRequestKey = "gse_oidc_request";

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const randomText = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** A new request, remembered in `storage` (a newer sign-in replaces an older one). */
export function startOidcRequest(storage: Storage): OidcRequest {
  const request = { state: randomText(), codeVerifier: randomText() };
  storeOidcRequest(storage, request);
  return request;
}

export function storeOidcRequest(storage: Storage, request: OidcRequest): void {
  storage.setItem(oidcRequestKey, JSON.stringify(request));
}

/** The pending request, forgotten as it is read: a callback gets one chance. */
export function takeOidcRequest(storage: Storage): OidcRequest | undefined {
  const raw = storage.getItem(oidcRequestKey);
  storage.removeItem(oidcRequestKey);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === "object" &&
      "state" in parsed &&
      "codeVerifier" in parsed &&
      typeof parsed.state === "string" &&
      typeof parsed.codeVerifier === "string"
    ) {
      return { state: parsed.state, codeVerifier: parsed.codeVerifier };
    }
  } catch {
    // A value another script wrote: no pending request.
  }
  return undefined;
}

/** RFC 7636's S256 challenge: base64url(SHA-256(verifier)). Needs a secure context (https or localhost). */
export async function codeChallengeOf(codeVerifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(codeVerifier));
  return base64url(new Uint8Array(digest));
}
