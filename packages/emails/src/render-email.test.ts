import { suiteBrand } from "@gse/brand-kit";
import { describe, expect, it } from "vitest";
import { emailBrand } from "./email-brand.ts";
import { emailKinds } from "./message.ts";
import { renderEmail } from "./render-email.tsx";
import { emailMocks } from "./testing/email-mocks.ts";

const origin = "https://portal.example.com";
const brand = { ...emailBrand("suite", suiteBrand, origin), supportContact: "ayuda@example.com" };

describe("renderEmail", () => {
  it.each(emailKinds)(
    "%s: a subject, both parts, the same links in each, the brand's signature",
    async (kind) => {
      const email = await renderEmail(emailMocks(origin)[kind], brand, "es");
      expect(email.subject).not.toBe("");
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      expect(email.html).toContain('lang="es"');
      expect(email.html).toContain(`<title>${email.subject}</title>`);
      for (const link of email.links) {
        expect(email.text).toContain(link);
        expect(email.html).toContain(`href="${link}"`);
      }
      expect(email.text).toContain(`Enviado por ${suiteBrand.name}.`);
      expect(email.text).toContain("ayuda@example.com");
      expect(email.html).toContain('href="mailto:ayuda@example.com"');
    },
  );

  it("writes each language from its catalog", async () => {
    const reset = emailMocks(origin).reset;
    expect((await renderEmail(reset, brand, "en")).subject).toBe("Reset your password");
    expect((await renderEmail(reset, brand, "pt")).subject).toBe("Redefina sua senha");
    expect((await renderEmail(reset, brand, "es")).text).toContain("Este enlace vence en 1 hora.");
    expect((await renderEmail({ ...reset, linkSeconds: 86_400 }, brand, "en")).text).toContain(
      "This link expires in 24 hours.",
    );
  });

  it("takes a brand's own texts over the catalog's, in their language only, and its markup as text", async () => {
    const texts = {
      es: {
        "Restablece tu contraseña": ["Nómina: restablece tu clave"],
        "Hola {name},": ["<b>Hola</b> ", ["name"], ":"],
      },
    };
    const payroll = { ...brand, texts };
    const reset = emailMocks(origin).reset;
    const email = await renderEmail(reset, payroll, "es");
    expect(email.subject).toBe("Nómina: restablece tu clave");
    expect(email.text).toContain("<b>Hola</b> Ana:");
    expect(email.html).toContain("&lt;b&gt;Hola&lt;/b&gt; Ana:");
    expect(email.html).not.toContain("<b>Hola</b>");
    expect((await renderEmail(reset, payroll, "en")).subject).toBe("Reset your password");
    expect((await renderEmail(reset, brand, "es")).subject).toBe("Restablece tu contraseña");
  });

  it("puts the logo at an absolute address on the origin, or the brand's name where no origin is known", async () => {
    const reset = emailMocks(origin).reset;
    const withLogo = await renderEmail(reset, brand, "es");
    expect(withLogo.html).toContain(`src="${new URL(suiteBrand.images.logo, origin).href}"`);
    const noOrigin = emailBrand("suite", suiteBrand, undefined);
    const withoutLogo = await renderEmail(reset, noOrigin, "es");
    expect(withoutLogo.html).not.toContain("<img");
    expect(withoutLogo.html).toContain(suiteBrand.name);
  });

  it("keeps a code the only six-digit number of its text", async () => {
    const email = await renderEmail(emailMocks(origin).otpCode, brand, "es");
    expect(email.text.match(/\b\d{6}\b/g)).toEqual(["730914"]);
  });
});
