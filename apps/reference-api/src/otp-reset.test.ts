import { Api, ValidateOtpMailAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OTP_LINK_QUERY } from "./domain/otp-reset-links.ts";
import { OtpLinkReason } from "./routes/otp-reset.ts";
import { startTimeout, TestApi } from "./testing/api-client.ts";

// The OTP-reset confirmation links (administration spec §2, §4, §7): issued through the outbox once the
// user's emailed code is valid, confirmed once (A10), refused with R11 and a reason when used, expired or edited.

const email = "demo@example.test";

describe("the OTP-reset confirmation links", () => {
  let api: TestApi;
  const validate = (token: string) => api.post(Api.security.otpReset.validateOtpMail.path, { token });
  const statusOf = async (token: string) =>
    api.read(ValidateOtpMailAnswerSchema, await validate(token)).statusDetails[0];

  /** Asks for an OTP reset as /resetotp does and answers the confirmation link's token from the outbox. */
  async function requestLink(): Promise<{ link: string; token: string }> {
    await api.post(Api.security.sendOtp.path, { email });
    const code = (await api.outbox(email)).at(-1)?.text.match(/\d{6}/)?.[0];
    expect((await api.post(Api.security.validateOtp.path, { Email: email, OtpCode: code })).status).toBe(200);
    const message = (await api.outbox(email)).at(-1);
    expect(message?.subject).toBe("Confirma el restablecimiento de tu OTP");
    const link = message?.links[0] ?? "";
    const search = new URL(link).search;
    expect(search.startsWith(OTP_LINK_QUERY)).toBe(true);
    return { link, token: search.slice(6) };
  }

  beforeAll(async () => {
    api = await TestApi.start();
  }, startTimeout);
  afterAll(() => api?.close());

  it("links to /resetotp on the page's origin, with the token after the search text's first 6 characters", async () => {
    const { link } = await requestLink();
    expect(link.startsWith(`${api.url}/resetotp?`)).toBe(true);
  });

  it("confirms a link once without a session (A10) and sends the request to support, then refuses it (R11)", async () => {
    const { token } = await requestLink();
    const before = (await api.outbox("soporte@gse.example.test")).length;
    expect(await statusOf(token)).toMatchObject({ code: "A10" });
    expect(await api.outbox("soporte@gse.example.test")).toHaveLength(before + 1);
    const again = await validate(token);
    expect(again.status).toBe(400);
    expect(api.read(ValidateOtpMailAnswerSchema, again).statusDetails[0]).toEqual({
      code: "R11",
      description: OtpLinkReason.used,
    });
  });

  it("refuses an edited token and any other signed token with R11", async () => {
    const { token } = await requestLink();
    const [header, payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? "", "base64url").toString()),
        email: "x@example.test",
      }),
    ).toString("base64url");
    expect(await statusOf(`${header}.${forged}.${signature}`)).toEqual({
      code: "R11",
      description: OtpLinkReason.invalid,
    });
    expect(await statusOf("not-a-token")).toEqual({ code: "R11", description: OtpLinkReason.invalid });
    const session = await api.sessionOf("demo");
    expect(await statusOf(session)).toEqual({ code: "R11", description: OtpLinkReason.invalid });
    // The untouched token still works: the refusals spent nothing.
    expect(await statusOf(token)).toMatchObject({ code: "A10" });
  });
});

describe("an OTP-reset link past its lifetime", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({ settings: { resetLinkSeconds: 1 } });
  }, startTimeout);
  afterAll(() => api?.close());

  it("is refused with R11 saying it expired", async () => {
    await api.post(Api.security.sendOtp.path, { email });
    const code = (await api.outbox(email)).at(-1)?.text.match(/\d{6}/)?.[0];
    await api.post(Api.security.validateOtp.path, { Email: email, OtpCode: code });
    const token = new URL((await api.outbox(email)).at(-1)?.links[0] ?? "").search.slice(6);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const answer = await api.post(Api.security.otpReset.validateOtpMail.path, { token });
    expect(api.read(ValidateOtpMailAnswerSchema, answer).statusDetails[0]).toEqual({
      code: "R11",
      description: OtpLinkReason.expired,
    });
  });
});
