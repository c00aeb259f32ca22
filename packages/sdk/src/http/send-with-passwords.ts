import type { CallAnswer, CallDescriptor, CallInput } from "@gse/contract";
import { loadCipher } from "../cipher/load-cipher.ts";
import type { SignInRuntime } from "../runtime.ts";
import type { CallArguments, CallOptions } from "./api-client.ts";
import { type ApiResult, noResponse } from "./api-failure.ts";

/**
 * Sends a call whose body carries passwords, encrypted as the backend expects (spec §9). The cipher loads on
 * first use; when its chunk cannot be fetched the call answers as one that got no response.
 */
export async function sendWithPasswords<TCall extends CallDescriptor>(
  runtime: SignInRuntime,
  call: TCall,
  input: (encrypt: (password: string) => string) => CallInput<TCall>,
  options?: CallOptions,
): Promise<ApiResult<CallAnswer<TCall>>> {
  const cipher = await loadCipher();
  if (!cipher) return { ok: false, failure: noResponse };
  const encrypt = (password: string) => cipher.encryptPassword(password, runtime.env.config.cipher);
  return runtime.client.call(call, ...([input(encrypt), options] as CallArguments<TCall>));
}
