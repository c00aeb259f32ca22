import type { ResponseCode } from "@gse/contract";

/** The text shown when the API cannot be reached or faults (spec §8 'No response'). */
export const requestFailedMessage = "Error al realizar la petición.";

/** The text for a 429: the server throttled the calls of this address or account. */
export const tooManyRequestsMessage = "Demasiados intentos. Espera un momento y vuelve a intentarlo.";

/** Why a call did not give its answer. */
export type ApiFailure =
  /** No answer at all (network down, timeout, server stopped): spec §8 'noResponseFromApi' with code 500. */
  | { readonly kind: "noResponse"; readonly status: 500; readonly code: "noResponseFromApi" }
  /** The server answered with an error status; `message` is its `information` text when it sent one. */
  | {
      readonly kind: "refused";
      readonly status: number;
      readonly code: ResponseCode | undefined;
      readonly message: string | undefined;
    }
  /** The server answered 2xx with a body that does not fit the contract: a deployment mismatch. */
  | { readonly kind: "invalidAnswer"; readonly status: number; readonly problem: string };

export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly value: T }
  | { readonly ok: false; readonly failure: ApiFailure };

export const noResponse: ApiFailure = { kind: "noResponse", status: 500, code: "noResponseFromApi" };

/**
 * What the user reads for a failure: the server's message when present, except on a 500 (spec §8) and a 429,
 * which read the catalog's own texts.
 */
export function failureMessage(failure: ApiFailure): string {
  if (failure.kind === "refused" && failure.status === 429) return tooManyRequestsMessage;
  if (failure.kind === "refused" && failure.status !== 500 && failure.message) return failure.message;
  return requestFailedMessage;
}
