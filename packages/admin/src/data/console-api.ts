import type { CallAnswer, CallDescriptor, CallInput, InputOptional } from "@gse/contract";
import type { ApiClient, ApiFailure, CallArguments } from "@gse/sdk";
import { failureMessage } from "@gse/sdk";
import { type QueryClient, queryOptions } from "@tanstack/react-query";

/** A console call that did not give its answer, carrying the SDK's failure so a screen can read code and text. */
export class ConsoleApiError extends Error {
  constructor(
    readonly call: Pick<CallDescriptor, "method" | "path">,
    readonly failure: ApiFailure,
  ) {
    super(
      `${call.method} ${call.path}: ${failure.kind === "invalidAnswer" ? failure.problem : failureMessage(failure)}`,
    );
    this.name = "ConsoleApiError";
  }

  /** What the user reads (spec §8): the server's text, or the generic no-response text. */
  get userMessage(): string {
    return failureMessage(this.failure);
  }
}

/** A console call's input after its descriptor: left out when nothing in it is required. */
export type ConsoleArguments<TCall extends CallDescriptor> =
  InputOptional<TCall> extends true ? [input?: CallInput<TCall>] : [input: CallInput<TCall>];

/**
 * Sends a call of the contract (`AdminApi.role.list`, ...) through the SDK's client with the session (Bearer
 * token, single-flight refresh, 403 notice) and answers its parsed answer, or throws: TanStack Query's functions
 * report failure by throwing.
 */
export async function request<TCall extends CallDescriptor>(
  client: ApiClient,
  call: TCall,
  ...[input]: ConsoleArguments<TCall>
): Promise<CallAnswer<TCall>> {
  const args = [input, { withSession: true }] as CallArguments<TCall>;
  const result = await client.call(call, ...args);
  if (result.ok) return result.value;
  throw new ConsoleApiError(call, result.failure);
}

/**
 * A call's query key, from its descriptor: method and path, then the input when there is one. Invalidating
 * `callKey(call)` reloads every read of that call, whatever its input.
 */
export function callKey<TCall extends CallDescriptor>(
  call: TCall,
  input?: CallInput<TCall>,
): readonly unknown[] {
  return input === undefined ? [call.method, call.path] : [call.method, call.path, input];
}

/** A console read as TanStack Query's options: the key from `callKey`, the function `request`. */
export function callQuery<TCall extends CallDescriptor>(
  client: ApiClient,
  call: TCall,
  ...args: ConsoleArguments<TCall>
) {
  return queryOptions({
    queryKey: callKey(call, args[0]),
    queryFn: () => request(client, call, ...args),
  });
}

/** Reloads every read of these calls (after a save changed what they answer). */
export function invalidateCalls(queries: QueryClient, ...calls: readonly CallDescriptor[]): Promise<void> {
  return Promise.all(calls.map((call) => queries.invalidateQueries({ queryKey: callKey(call) }))).then(
    () => undefined,
  );
}

/** What the user reads for a failed call: the server's text or the generic one (spec §8); any other error as is. */
export function userMessageOf(error: unknown): string {
  return error instanceof ConsoleApiError ? error.userMessage : String(error);
}

/**
 * A list's failure for its page. A 403 raises the page's notice instead (spec §6), and a 401 reaches a console
 * call only once its session's refresh failed, which the session answers itself (the revoked notice, or the
 * login): neither says anything here, so the page shows one message, not two.
 */
export function listFailureText(error: unknown): string | undefined {
  if (!error) return undefined;
  if (error instanceof ConsoleApiError && (error.failure.status === 403 || error.failure.status === 401))
    return undefined;
  return userMessageOf(error);
}
