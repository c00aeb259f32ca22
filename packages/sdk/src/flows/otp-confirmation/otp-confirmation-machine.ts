import type { ValidateOtpMailAnswer } from "@gse/contract";
import { type ApiFailure, failureMessage } from "../../http/api-failure.ts";
import type { Machine, Transition } from "../../machine/machine.ts";

export { OTP_TOKEN_OFFSET, otpConfirmationToken } from "./otp-confirmation-token.ts";

/**
 * The confirmation page's states (spec §2, §4): `processing` while the token is validated; `sent` on A10;
 * `refused` on R11 with the server's reason; `failed` when no usable answer came (spec §8: the error's text, or
 * the 'no response' text).
 */
export type OtpConfirmationState =
  | { readonly kind: "idle" }
  | { readonly kind: "processing" }
  | { readonly kind: "sent" }
  | { readonly kind: "refused"; readonly reason: string }
  | { readonly kind: "failed"; readonly message: string };

export type OtpConfirmationEvent =
  | { readonly type: "start"; readonly token: string }
  | { readonly type: "answered"; readonly answer: ValidateOtpMailAnswer }
  | { readonly type: "failed"; readonly failure: ApiFailure };

export type OtpConfirmationEffect = { readonly type: "validateOtpMail"; readonly token: string };

/** The page's texts (administration spec §2, §4), catalog ids of the SDK's catalog. */
export const OtpConfirmationText = {
  processing: "Procesando solicitud espera un momento por favor...",
  sent: "Se envio correctamente la solicitud para el restablecimiento del OTP.",
  /** `{reason}` is statusDetails[0].description. */
  refused: "No se puede enviar la solicitud de restablecimiento de OTP motivo {reason}",
} as const;

function reduce(
  state: OtpConfirmationState,
  event: OtpConfirmationEvent,
): Transition<OtpConfirmationState, OtpConfirmationEffect> {
  switch (event.type) {
    case "start":
      // A link is validated once: StrictMode's second mount, or a re-render, must not spend it again.
      if (state.kind !== "idle") return { state };
      return { state: { kind: "processing" }, effects: [{ type: "validateOtpMail", token: event.token }] };
    case "answered": {
      if (state.kind !== "processing") return { state };
      const [status] = event.answer.statusDetails;
      if (status?.code === "A10") return { state: { kind: "sent" } };
      return { state: { kind: "refused", reason: status?.description ?? "" } };
    }
    case "failed":
      if (state.kind !== "processing") return { state };
      return { state: { kind: "failed", message: failureMessage(event.failure) } };
  }
}

/** The OTP-reset confirmation as a pure machine: start with the link's token, end on the server's word. */
export const otpConfirmationMachine: Machine<
  OtpConfirmationState,
  OtpConfirmationEvent,
  OtpConfirmationEffect
> = {
  initial: { kind: "idle" },
  reduce,
};
