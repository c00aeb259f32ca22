// The reference API runs this file under tsx, whose tsconfig (apps/reference-api's) covers only the API's own
// files: the JSX runtime is named here so it compiles the same everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from "@gse/brand-kit";
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import type { Block, EmailDocument } from "../document.ts";
import type { EmailBrand } from "../email-brand.ts";
import type { Translate } from "../i18n/email-i18n.ts";
import { darkModeCss, fontFaceCss } from "./email-css.ts";

/** A placeholder no text holds: splits a translated sentence around the element that replaces it. */
const SLOT = "\u0000";

const text = (brand: EmailBrand): CSSProperties => ({
  margin: "0 0 16px",
  color: brand.light.text,
  fontFamily: brand.fontStack,
  fontSize: "16px",
  lineHeight: "24px",
});

function BlockView({ block, brand }: { readonly block: Block; readonly brand: EmailBrand }) {
  switch (block.type) {
    case "paragraph":
      return (
        <Text className="gse-text" style={text(brand)}>
          {block.text}
        </Text>
      );
    case "note":
      return (
        <Text className="gse-text" style={{ ...text(brand), fontSize: "14px", lineHeight: "20px" }}>
          {block.text}
        </Text>
      );
    case "code":
      return (
        <Text
          className="gse-code"
          style={{
            ...text(brand),
            display: "inline-block",
            padding: "12px 20px",
            backgroundColor: brand.light.codeBackground,
            border: `1px solid ${brand.light.border}`,
            borderRadius: "6px",
            fontFamily: "'Courier New', Courier, monospace",
            fontSize: "30px",
            lineHeight: "36px",
            fontWeight: 700,
            letterSpacing: "6px",
          }}
        >
          {block.code}
        </Text>
      );
    case "fields":
      return (
        <>
          {block.rows.map(([label, value]) => (
            <Text key={label} className="gse-text" style={{ ...text(brand), margin: "0 0 8px" }}>
              <strong>{label}:</strong> <span style={{ whiteSpace: "pre-line" }}>{value}</span>
            </Text>
          ))}
        </>
      );
    case "action":
      return (
        <>
          <Section style={{ margin: "8px 0 24px" }}>
            <Button
              href={block.url}
              style={{
                backgroundColor: brand.button.background,
                color: brand.button.text,
                fontFamily: brand.fontStack,
                fontSize: "16px",
                fontWeight: 700,
                lineHeight: "24px",
                padding: "12px 24px",
                borderRadius: "6px",
                textDecoration: "none",
                maxWidth: "100%",
                boxSizing: "border-box",
              }}
            >
              {block.label}
            </Button>
          </Section>
          <Text
            className="gse-text"
            style={{ ...text(brand), fontSize: "14px", lineHeight: "20px", margin: "0 0 4px" }}
          >
            {block.fallback}
          </Text>
          <Text style={{ ...text(brand), fontSize: "14px", lineHeight: "20px", wordBreak: "break-all" }}>
            <Link
              className="gse-link"
              href={block.url}
              style={{ color: brand.light.link, textDecoration: "underline" }}
            >
              {block.url}
            </Link>
          </Text>
        </>
      );
  }
}

function Footer({ brand, t }: { readonly brand: EmailBrand; readonly t: Translate }): ReactNode {
  const small = { ...text(brand), fontSize: "13px", lineHeight: "20px", margin: "0 0 4px" };
  const help = brand.supportContact
    ? t("¿Necesitas ayuda? Escríbenos a {contact}.", { contact: SLOT }).split(SLOT)
    : undefined;
  return (
    <>
      <Hr className="gse-rule" style={{ borderColor: brand.light.border, margin: "24px 0 16px" }} />
      <Text className="gse-text" style={small}>
        {t("Enviado por {brand}.", { brand: brand.name })}
      </Text>
      {help && brand.supportContact ? (
        <Text className="gse-text" style={small}>
          {help[0]}
          <Link
            className="gse-link"
            href={`mailto:${brand.supportContact}`}
            style={{ color: brand.light.link, textDecoration: "underline" }}
          >
            {brand.supportContact}
          </Link>
          {help[1]}
        </Text>
      ) : null}
    </>
  );
}

/**
 * One email in its brand: tables for layout and inline styles (React Email's components), 600 px wide at most
 * and fluid below, the brand's logo by absolute address with its name as alt text, `lang` from the language,
 * and a dark look for clients that honour `prefers-color-scheme`.
 */
export function EmailLayout({
  document: email,
  brand,
  language,
  t,
}: {
  readonly document: EmailDocument;
  readonly brand: EmailBrand;
  readonly language: Language;
  readonly t: Translate;
}) {
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <title>{email.subject}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{fontFaceCss(brand) + darkModeCss(brand)}</style>
      </Head>
      <Preview>{email.preview}</Preview>
      {/* The page's colour on a section of its own: React Email copies a Body style to an inner cell without its
          class, where the dark look could not reach it. */}
      <Body style={{ margin: 0, padding: 0, fontFamily: brand.fontStack }}>
        <Section className="gse-page" style={{ backgroundColor: brand.light.page, padding: "24px 8px" }}>
          <Container style={{ maxWidth: "600px", width: "100%" }}>
            {/* The logo's band keeps the brand's light surface in the dark look too: a logo is drawn for it. */}
            <Section
              style={{
                backgroundColor: brand.light.surface,
                border: `1px solid ${brand.light.border}`,
                borderBottom: "none",
                borderRadius: "8px 8px 0 0",
                padding: "20px 24px 12px",
              }}
            >
              {brand.logo ? (
                <Img
                  src={brand.logo.src}
                  alt={brand.name}
                  width={brand.logo.width}
                  {...(brand.logo.height ? { height: brand.logo.height } : {})}
                  style={{ maxWidth: "100%", height: brand.logo.height ? `${brand.logo.height}px` : "auto" }}
                />
              ) : (
                <Text style={{ ...text(brand), fontSize: "20px", fontWeight: 700, margin: 0 }}>
                  {brand.name}
                </Text>
              )}
            </Section>
            <Section
              className="gse-card"
              style={{
                backgroundColor: brand.light.surface,
                border: `1px solid ${brand.light.border}`,
                borderTop: "none",
                borderRadius: "0 0 8px 8px",
                padding: "12px 24px 24px",
              }}
            >
              <Heading
                as="h1"
                className="gse-text"
                style={{ ...text(brand), fontSize: "22px", lineHeight: "30px", fontWeight: 700 }}
              >
                {email.heading}
              </Heading>
              {email.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, rendered once: its place is its identity.
                <BlockView key={index} block={block} brand={brand} />
              ))}
              <Footer brand={brand} t={t} />
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}
