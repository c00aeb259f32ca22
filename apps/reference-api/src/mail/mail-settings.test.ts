import { describe, expect, it } from "vitest";
import { describeSmtpUrl } from "./mail-settings.ts";
import { requestLanguage } from "./request-language.ts";
import { failureKind, retryDelay } from "./smtp-failure.ts";

describe("the page's language (Accept-Language)", () => {
  it.each([
    [undefined, "es"],
    ["", "es"],
    ["en", "en"],
    ["pt-BR,pt;q=0.9", "pt"],
    ["fr-FR,en;q=0.8,es;q=0.9", "es"],
    ["de, *;q=0.1", "es"],
    ["en;q=0, pt", "pt"],
  ])("reads %j as %s", (header, language) => {
    expect(requestLanguage(header)).toBe(language);
  });
});

describe("SMTP failures", () => {
  it("counts 5xx replies as permanent (but 503) and 4xx replies and lost connections as temporary", () => {
    expect(failureKind({ responseCode: 550 })).toBe("permanent");
    expect(failureKind({ responseCode: 535 })).toBe("permanent");
    expect(failureKind({ responseCode: 503 })).toBe("temporary");
    expect(failureKind({ responseCode: 451 })).toBe("temporary");
    expect(failureKind({ code: "ECONNECTION" })).toBe("temporary");
  });

  it("doubles the wait between retries up to its cap", () => {
    const half = () => 0.5;
    expect([1, 2, 3, 4, 10].map((attempt) => retryDelay(attempt, 5000, 30_000, half))).toEqual([
      5000, 10_000, 20_000, 30_000, 30_000,
    ]);
  });

  it("names the server without its login", () => {
    expect(describeSmtpUrl("smtp://user:secret@mail.example.com:587")).toBe("smtp://mail.example.com:587");
  });
});
