import type { Block, EmailDocument } from "./document.ts";
import type { EmailBrand } from "./email-brand.ts";
import type { Translate } from "./i18n/email-i18n.ts";

function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
    case "note":
      return block.text;
    case "code":
      return block.code;
    case "fields":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "action":
      return `${block.label}:\n${block.url}`;
  }
}

/**
 * The text part: the heading, each block as the HTML says it (a button becomes its label and the address on a
 * line of its own, so the link works in either part), then the brand's signature after the usual `-- ` line.
 */
export function plainText(email: EmailDocument, brand: EmailBrand, t: Translate): string {
  const blocks = email.blocks.map(blockText);
  const signature = [
    t("Enviado por {brand}.", { brand: brand.name }),
    ...(brand.supportContact
      ? [t("¿Necesitas ayuda? Escríbenos a {contact}.", { contact: brand.supportContact })]
      : []),
  ];
  return [email.heading, "", blocks.join("\n\n"), "", "-- ", ...signature].join("\n");
}
