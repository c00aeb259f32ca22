import { PAGE_HEADERS_BLOCK_ID } from "@gse/sdk";

/**
 * The brand headers the server wrote into the page itself, or undefined when it wrote none (the dev server, an
 * older deployment) or wrote something else: then the boot asks its own address as before.
 */
function inlineHeaders(document: Document | undefined): Headers | undefined {
  const text = document?.getElementById(PAGE_HEADERS_BLOCK_ID)?.textContent;
  if (!text) return undefined;
  try {
    // No valibot here (the portal app does not depend on it, and every byte of the boot counts against the login
    // budget): the Headers constructor is the check. It refuses what is not a record or a list of pairs, and
    // whatever it takes is only ever read with `get` for two names, as strings, whose values the brand lookup
    // then checks against the known brands.
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? new Headers(parsed as HeadersInit) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The response headers of the page's own address (spec §1: the server names the application and tenant
 * there). When the server also wrote them into the page (a JSON data block) they are read there: no request,
 * one round trip less before the brand. Otherwise a HEAD asks for them without the body; a failure
 * reads as no headers, so the default brand is used. It goes to the page's origin and path only: the query may
 * hold a token or a link payload, which must not travel again to be logged.
 */
export async function readPageHeaders(
  fetcher: typeof fetch,
  pageUrl: string,
  document?: Document,
): Promise<Headers> {
  const written = inlineHeaders(document);
  if (written) return written;
  const url = new URL(pageUrl);
  try {
    const response = await fetcher(`${url.origin}${url.pathname}`, { method: "HEAD", cache: "no-store" });
    return response.headers;
  } catch {
    return new Headers();
  }
}

/** A header value as a brand key part: trimmed, lowercase, or undefined when absent or blank. */
export function headerValue(headers: Headers, name: string): string | undefined {
  const value = headers.get(name)?.trim().toLowerCase();
  return value ? value : undefined;
}
