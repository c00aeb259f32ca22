import { loadCipher } from "../cipher/load-cipher.ts";
import type { SignInRuntime } from "../runtime.ts";
import type { ApiCall } from "./api-client.ts";
import { type ApiResult, noResponse } from "./api-failure.ts";

/**
 * Sends a call whose body carries passwords, encrypted as the backend expects (spec §9). The cipher loads on
 * first use; when its chunk cannot be fetched the call answers as one that got no response.
 */
export async function sendWithPasswords<T>(
  runtime: SignInRuntime,
  build: (encrypt: (password: string) => string) => ApiCall<T>,
): Promise<ApiResult<T>> {
  const cipher = await loadCipher();
  if (!cipher) return { ok: false, failure: noResponse };
  return runtime.client.send(
    build((password) => cipher.encryptPassword(password, runtime.env.config.cipher)),
  );
}
