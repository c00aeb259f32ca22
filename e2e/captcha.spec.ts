import { startSiteverifyStandIn } from "@gse/reference-api";
import { expect, openPortal, signIn, test } from "./fixtures.ts";

/**
 * The captcha through the real adapter (spec §4): invoicing asks for it (captchaApply). With the
 * default test provider the widget is the reference API's own script and its tokens are the API's, good once.
 */
test("the test provider: unsolved says so, a refused attempt asks again, solved signs in", async ({
  page,
  freshPortal,
}) => {
  await page.goto(freshPortal.url("invoicing", "/login"));
  const captcha = page.getByRole("checkbox", { name: "No soy un robot" });
  await expect(captcha).toBeVisible();
  await expect(page.getByText("Captcha de prueba")).toBeVisible();

  await signIn(page, "demo");
  await expect(page.getByText("Por favor valida que no eres un robot.")).toBeVisible();

  // Ticked, it turns checked once the API has issued its token (the box stays clear and busy until then).
  await captcha.click();
  await expect(captcha).toBeChecked();
  await expect(page.getByText("Por favor valida que no eres un robot.")).toBeHidden();
  await signIn(page, "demo", "Wrong!2026");
  await expect(page.getByText("tienes dos (2) intentos más")).toBeVisible();
  // The token went with that attempt: the widget is clear again and the form asks for it.
  await expect(captcha).not.toBeChecked();
  await signIn(page, "demo");
  await expect(page.getByText("Por favor valida que no eres un robot.")).toBeVisible();

  await captcha.click();
  await expect(captcha).toBeChecked();
  await signIn(page, "demo");
  await expect(page).toHaveURL(freshPortal.url("invoicing", "/users"));
});

test("a real provider configured (hCaptcha): the CSP names its origins, its widget loads and the API verifies", async ({
  page,
}) => {
  // hCaptcha's siteverify, stood in locally: the token "hcaptcha-solved" under the configured secret passes.
  const siteverify = await startSiteverifyStandIn({ secret: "0xE2E", token: "hcaptcha-solved" });
  const portal = await openPortal({
    captchaProvider: "hcaptcha",
    captchaSiteKey: "10000000-ffff-ffff-ffff-000000000001",
    captchaSecret: "0xE2E",
    captchaVerifyUrl: siteverify.url,
  });
  try {
    // hCaptcha's script, stood in: the page fetches it from js.hcaptcha.com, which its CSP must allow.
    const loaded: string[] = [];
    await page.route("https://js.hcaptcha.com/**", (route) => {
      loaded.push(route.request().url());
      return route.fulfill({
        contentType: "text/javascript",
        body: `window.hcaptcha = {
          render(element, params) {
            const label = document.createElement("label");
            const box = document.createElement("input");
            box.type = "checkbox";
            box.addEventListener("change", () => params.callback("hcaptcha-solved"));
            label.append(box, " hCaptcha (stand-in)");
            element.append(label);
            return "w1";
          },
          reset() {},
          remove() {},
        };
        window[new URL(document.currentScript.src).searchParams.get("onload")]();`,
      });
    });
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const answer = await page.goto(portal.url("invoicing", "/login"));
    const policy = (await answer?.headerValue("content-security-policy")) ?? "";
    expect(policy).toContain("script-src 'self' https://hcaptcha.com https://*.hcaptcha.com;");
    expect(policy).toContain("frame-src https://hcaptcha.com https://*.hcaptcha.com;");

    await page.getByRole("checkbox", { name: "hCaptcha (stand-in)" }).check();
    expect(loaded).toEqual([
      expect.stringMatching(/^https:\/\/js\.hcaptcha\.com\/1\/api\.js\?onload=\w+&render=explicit&hl=es$/),
    ]);
    await signIn(page, "demo");
    await expect(page).toHaveURL(portal.url("invoicing", "/users"));
    expect(blocked).toEqual([]);
  } finally {
    await portal.server.close();
    siteverify.close();
  }
});

test("with the default test provider, the page's CSP allows no captcha provider's origin", async ({
  page,
  portal,
}) => {
  const answer = await page.goto(portal.url("invoicing", "/login"));
  const policy = (await answer?.headerValue("content-security-policy")) ?? "";
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toMatch(/hcaptcha|recaptcha|cloudflare/);
});
