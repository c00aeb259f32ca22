/**
 * The password cipher, loaded on first use rather than with the login page. Its chunk comes from the same
 * server as the API: when that server is down the import fails, and callers answer as for a call that got no
 * response ('Error al realizar la petición.') instead of hanging on a rejected promise.
 */
export async function loadCipher(): Promise<typeof import("./password-cipher.ts") | undefined> {
  try {
    return await import("./password-cipher.ts");
  } catch {
    return undefined;
  }
}
