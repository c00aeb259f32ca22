import { expect, type Page } from "@playwright/test";
import { type Portal, test } from "./fixtures.ts";

// The OTP-reset confirmation page is /resetotp opened from its emailed link, on every brand whatever
// its family: confirmed once (A10), then refused (R11 with the reason), and a tampered token refused.

const email = "demo@example.test";

/** Asks for an OTP reset from the brand's own origin, as its /resetotp does, and answers the emailed link. */
async function requestLink(page: Page, portal: Portal, host: string): Promise<string> {
  await page.goto(portal.url(host, "/login"));
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ([path, body]) =>
        (
          await fetch(path as string, {
            method: "POST",
            // The page's language, as the SDK sends it on these calls (else the browser's, en-US here).
            headers: { "content-type": "application/json", "accept-language": "es" },
            body: JSON.stringify(body),
          })
        ).status,
      [path, body] as const,
    );
  expect(await post("/api/user/send-otp-user", { email })).toBe(200);
  const code = /\b(\d{6})\b/.exec((await portal.outbox(email)).at(-1)?.text ?? "")?.[1];
  expect(await post("/api/user/validate-otp-user", { Email: email, OtpCode: code })).toBe(200);
  const message = (await portal.outbox(email)).at(-1);
  expect(message?.subject).toBe("Confirma el restablecimiento de tu OTP");
  const link = message?.links[0] ?? "";
  expect(link.startsWith(portal.url(host, "/resetotp?data="))).toBe(true);
  return link;
}

async function expectOutcome(page: Page, link: string, text: string) {
  await page.goto(link);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: "Aceptar" }).click();
  await expect(page).toHaveURL(/\/Login$/i);
}

/** The link with one character of the token's claims changed: its signature no longer holds. */
const tampered = (link: string) => {
  const [head, token = ""] = link.split("?data=");
  const [header, claims = "", signature] = token.split(".");
  const middle = Math.floor(claims.length / 2);
  const changed = claims[middle] === "A" ? "B" : "A";
  return `${head}?data=${header}.${claims.slice(0, middle)}${changed}${claims.slice(middle + 1)}.${signature}`;
};

for (const [host, family] of [
  ["payroll", "common"],
  ["selfservice", "self-service"],
] as const) {
  test(`an OTP-reset link confirms once on ${host} (${family} family), then is refused, as is a tampered one`, async ({
    page,
    freshPortal: portal,
  }) => {
    const link = await requestLink(page, portal, host);
    await expectOutcome(page, link, "Se envio correctamente la solicitud para el restablecimiento del OTP.");
    await expectOutcome(
      page,
      link,
      "No se puede enviar la solicitud de restablecimiento de OTP motivo el enlace ya fue utilizado",
    );
    const fresh = await requestLink(page, portal, host);
    await expectOutcome(
      page,
      tampered(fresh),
      "No se puede enviar la solicitud de restablecimiento de OTP motivo el enlace no es válido",
    );
  });
}
