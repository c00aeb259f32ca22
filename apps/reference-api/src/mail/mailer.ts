import type { Language } from "@gse/brand-kit";
import { type EmailMessage, renderEmail } from "@gse/emails";
import type { Queryable } from "../db/database.ts";
import type { Outbox } from "../domain/outbox.ts";
import { type BrandRequest, type BrandSource, emailBrandFor } from "./mail-brands.ts";

/** The brand and language an email is drawn in: the page's that asked (mail-request.ts), or a notification's. */
export interface MailContext {
  readonly brand: BrandRequest;
  readonly language: Language;
}

/** Renders emails in their brand and language and writes them to the outbox, in the caller's transaction. */
export class Mailer {
  constructor(
    private readonly outbox: Outbox,
    private readonly brands: BrandSource,
    /** REFERENCE_SUPPORT_CONTACT: the help address of a brand that names none. */
    private readonly supportContact: string,
  ) {}

  /**
   * Writes `message` to `to` in `tx`: the transaction that writes the token, code or state the message carries,
   * so a rolled-back request sends nothing and a committed one loses nothing.
   */
  async send(tx: Queryable, to: string, message: EmailMessage, context: MailContext): Promise<void> {
    const brand = await emailBrandFor(this.brands, context.brand, this.supportContact);
    const rendered = await renderEmail(message, brand, context.language);
    await this.outbox.enqueue(tx, { ...rendered, to, brand: brand.key, language: context.language });
  }
}
