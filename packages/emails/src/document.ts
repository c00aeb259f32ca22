/**
 * An email's content as blocks, before any markup: the layout draws them as HTML, `plainText` writes them as
 * the text part, so both parts say the same thing and carry the same links.
 */
export type Block =
  | { readonly type: "paragraph"; readonly text: string }
  /** The call to action: a button in HTML, then the address written out for clients that draw no button. */
  | {
      readonly type: "action";
      readonly label: string;
      readonly url: string;
      /** Above the written-out address. */
      readonly fallback: string;
    }
  /** A six-digit code, large, after its sentence. */
  | { readonly type: "code"; readonly code: string }
  /** Label and value pairs, one a line. */
  | { readonly type: "fields"; readonly rows: readonly (readonly [string, string])[] }
  /** Smaller text after the rest (how long a link lives, what to do if it was not you). */
  | { readonly type: "note"; readonly text: string };

export interface EmailDocument {
  readonly subject: string;
  /** The inbox's preview line. */
  readonly preview: string;
  readonly heading: string;
  readonly blocks: readonly Block[];
}
