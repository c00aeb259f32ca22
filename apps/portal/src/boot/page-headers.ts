/**
 * The response headers of the page's own address (spec §1: the server names the application and tenant
 * there). A HEAD asks for them without the body; a failure reads as no headers, so the default brand is used.
 * It goes to the page's origin and path only: the query may hold a token or a link payload, which must not
 * travel again to be logged (issue 19).
 */
export async function readPageHeaders(fetcher: typeof fetch, pageUrl: string): Promise<Headers> {
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
