import type { Brand, Language } from "@gse/brand-kit";
import { emailBrand } from "../email-brand.ts";
import type { EmailKind } from "../message.ts";
import { type RenderedEmail, renderEmail } from "../render-email.tsx";
import { emailMocks } from "../testing/email-mocks.ts";

/** The support address a brand without its own gets from the API (REFERENCE_SUPPORT_CONTACT's default). */
export const previewSupportContact = "soporte@gse.example.test";

/**
 * A kind's mock email in a brand and language, its assets on `origin` (the page showing it): what the stories
 * draw and the review grid checks, rendered as the API renders it.
 */
export function previewEmail(
  kind: EmailKind,
  brandKey: string,
  brand: Brand,
  language: Language,
  origin: string,
): Promise<RenderedEmail> {
  const look = emailBrand(brandKey, brand, origin);
  return renderEmail(
    emailMocks(origin)[kind],
    { ...look, supportContact: look.supportContact ?? previewSupportContact },
    language,
  );
}
