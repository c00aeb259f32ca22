import { ErrorAnswerSchema, LoginAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, encrypted, linkPayload, startTimeout, TestApi } from "./testing/api-client.ts";

const wrong = encrypted("Wrong!2026");

describe("time limits: the lock (REFERENCE_LOCK_SECONDS=3) and emailed links (REFERENCE_LINK_SECONDS=1, REFERENCE_RESET_LINK_SECONDS=1)", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({ settings: { lockSeconds: 3, linkSeconds: 1, resetLinkSeconds: 1 } });
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

  it("answers R14 for an expired activation link (offer a new one) and R21 for an expired reset link", async () => {
    await api.post("/api/user/SendUserActivationEmail", { userName: "inactive.demo" });
    await api.post("/api/login/ResetPassword", { user: "demo", isByUser: true });
    const activation = linkPayload((await api.outbox("inactive@example.test")).at(-1)?.links[0] ?? "");
    const reset = linkPayload((await api.outbox("demo@example.test")).at(-1)?.links[0] ?? "");
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const validate = (user: string, token: string) =>
      api.get("/api/login/TokenValidation", { user, token, option: "1" });
    expect(api.read(ErrorAnswerSchema, await validate("inactive.demo", activation.token))).toMatchObject({
      informationCode: "R14",
      information: "¡Tiempo de activación finalizado!",
    });
    expect(api.read(ErrorAnswerSchema, await validate("demo", reset.token))).toMatchObject({
      informationCode: "R21",
      information: "Este enlace ya no es válido",
    });
  });
});
