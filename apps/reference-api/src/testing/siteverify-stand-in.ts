import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface SiteverifyStandIn {
  /** What to set as `captchaVerifyUrl` (REFERENCE_CAPTCHA_VERIFY_URL). */
  readonly url: string;
  /** Every form posted to it, oldest first. */
  readonly received: readonly URLSearchParams[];
  close(): void;
}

/**
 * A local stand-in of a real captcha provider's siteverify (reCAPTCHA, hCaptcha and Turnstile answer alike): a
 * form post of `secret` and `response` gets `{ success }`, true only for `token` under `secret`, on 127.0.0.1
 * and a free port, so tests verify against it without the network.
 */
export async function startSiteverifyStandIn(expected: {
  readonly secret: string;
  readonly token: string;
}): Promise<SiteverifyStandIn> {
  const received: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const success = form.get("secret") === expected.secret && form.get("response") === expected.token;
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({ success, ...(success ? {} : { "error-codes": ["invalid-input-response"] }) }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/siteverify`, received, close: () => server.close() };
}
