import type { ApiCall, ApiClient, ApiFailure } from "@gse/sdk";
import { failureMessage } from "@gse/sdk";

/** A console call that did not give its answer, carrying the SDK's failure so a screen can read code and text. */
export class ConsoleApiError extends Error {
  constructor(
    readonly call: Pick<ApiCall<unknown>, "method" | "path">,
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

/**
 * Sends a console call through the SDK's client (Bearer token, single-flight refresh, 403 notice) and answers
 * its parsed value, or throws: TanStack Query's functions report failure by throwing.
 */
export async function request<T>(client: ApiClient, call: ApiCall<T>): Promise<T> {
  const result = await client.send({ withSession: true, ...call });
  if (result.ok) return result.value;
  throw new ConsoleApiError(call, result.failure);
}

/** What the user reads for a failed call: the server's text or the generic one (spec §8); any other error as is. */
export function userMessageOf(error: unknown): string {
  return error instanceof ConsoleApiError ? error.userMessage : String(error);
}

/** A list's failure for its page; a 403 raises the page's notice instead (spec §6), so it says nothing here. */
export function listFailureText(error: unknown): string | undefined {
  if (!error) return undefined;
  if (error instanceof ConsoleApiError && error.failure.status === 403) return undefined;
  return userMessageOf(error);
}
