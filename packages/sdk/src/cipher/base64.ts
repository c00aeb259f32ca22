const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Standard base64 (with padding) of some bytes. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The bytes of a standard, padded, canonical base64 text, or undefined when the text is not exactly that. */
export function base64ToBytes(text: string): Uint8Array | undefined {
  if (!BASE64.test(text)) return undefined;
  const bytes = Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  return bytesToBase64(bytes) === text ? bytes : undefined;
}
