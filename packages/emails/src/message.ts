/** Someone a link or a notice is for: the greeting's name and the account's user name. */
interface Person {
  readonly firstName: string;
  readonly userName: string;
}

/** A set-password link and how long it lives. */
interface PasswordLink extends Person {
  readonly link: string;
  readonly linkSeconds: number;
}

/**
 * Every email the portal's API sends, as data: what each kind says is decided by its file in messages/, how it
 * looks by the layout, in the brand and language of the page that asked.
 */
export type EmailMessage =
  /** A first set-password link, for an account that never had a password. */
  | ({ readonly kind: "activation" } & PasswordLink)
  /** A new activation link, asked for from /resendemail. */
  | ({ readonly kind: "resend" } & PasswordLink)
  /** A reset link, for an account that has a password. */
  | ({ readonly kind: "reset" } & PasswordLink)
  /** The six-digit code of a certificate account's reset. */
  | { readonly kind: "certificateCode"; readonly code: string; readonly codeSeconds: number }
  /** A certificate account's password is back to the certificate's original one. */
  | ({ readonly kind: "certificateRestored" } & Person)
  /** The six-digit code of an OTP reset. */
  | { readonly kind: "otpCode"; readonly code: string; readonly codeSeconds: number }
  /** The link that confirms an OTP reset. */
  | { readonly kind: "otpConfirmation"; readonly link: string; readonly linkSeconds: number }
  /** To support: a user confirmed an OTP reset. */
  | { readonly kind: "otpSupportRequest"; readonly email: string }
  /** A scheduled notification: its subject, its template's title, and each variable's label and value. */
  | {
      readonly kind: "notification";
      readonly subject: string;
      readonly title: string;
      readonly fields: readonly NotificationField[];
    };

export type EmailKind = EmailMessage["kind"];

/** A notification's variable: a check's value is yes or no, in the email's language. */
export interface NotificationField {
  readonly label: string;
  readonly value: string | boolean;
}

/** The kinds, in the order the stories and the docs list them. */
export const emailKinds = [
  "activation",
  "resend",
  "reset",
  "certificateCode",
  "certificateRestored",
  "otpCode",
  "otpConfirmation",
  "otpSupportRequest",
  "notification",
] as const satisfies readonly EmailKind[];
