// The reference API runs this file under tsx, whose tsconfig (apps/reference-api's) covers only the API's own
// files: the JSX runtime is named here so it compiles the same everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from "@gse/brand-kit";
import { render } from "@react-email/render";
import type { EmailBrand } from "./email-brand.ts";
import { translator } from "./i18n/email-i18n.ts";
import { EmailLayout } from "./layout/EmailLayout.tsx";
import type { EmailMessage } from "./message.ts";
import { emailDocument } from "./messages/index.ts";
import { plainText } from "./plain-text.ts";

/** An email ready to send: subject, the two parts, and the links it carries (what a test or the outbox follows). */
export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly links: readonly string[];
}

/** Renders a message in a brand and a language: the HTML with React Email, the text part from the same blocks. */
export async function renderEmail(
  message: EmailMessage,
  brand: EmailBrand,
  language: Language,
): Promise<RenderedEmail> {
  const t = translator(language, brand.texts?.[language]);
  const document = emailDocument(message, t);
  const html = await render(<EmailLayout document={document} brand={brand} language={language} t={t} />);
  const links = document.blocks.flatMap((block) => (block.type === "action" ? [block.url] : []));
  return { subject: document.subject, text: plainText(document, brand, t), html, links };
}
