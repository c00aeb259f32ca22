const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** An unsigned JWT with the given claims: the page only reads claims, the server checks signatures. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return [
    base64url(JSON.stringify({ alg: "none", typ: "JWT" })),
    base64url(JSON.stringify(claims)),
    "sig",
  ].join(".");
}
