import { LoginAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, encrypted, startTimeout, TestApi } from "./testing/api-client.ts";

const wrong = encrypted("Wrong!2026");

describe("the temporary lock (R13) with REFERENCE_LOCK_SECONDS=3", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({ settings: { lockSeconds: 3 } });
  }, startTimeout);
  afterAll(() => api?.close());

  it("answers R11 with two attempts left, then one, then locks with R13 and lockTime", async () => {
    const first = api.read(LoginAnswerSchema, await api.login("shared.one", wrong));
    expect(first.informationCode).toBe("R11");
    expect(first.information).toContain("tienes dos (2) intentos más");
    const second = api.read(LoginAnswerSchema, await api.login("shared.one", wrong));
    expect(second.information).toContain("tienes solo un (1) intento más");
    const third = await api.login("shared.one", wrong);
    expect(third.status).toBe(400);
    expect(api.read(LoginAnswerSchema, third)).toMatchObject({
      informationCode: "R13",
      information: "El usuario se encuentra bloqueado, vuelve a intentarlo en 00:03",
      failedLoginInformation: { failedAttempts: 3, lockTime: 3 },
    });
  });

  it("refuses even the right password during the lock, and lets it through once the lock ends", async () => {
    const during = api.read(LoginAnswerSchema, await api.login("shared.one", DEMO));
    expect(during.informationCode).toBe("R13");
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect(api.read(LoginAnswerSchema, await api.login("shared.one", DEMO)).informationCode).toBe("A10");
  });
});
