import { ErrorAnswerSchema, LoginAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, encrypted, startTimeout, TestApi } from "./testing/api-client.ts";

// Every password check goes through the lock: change-password's check of the current password counts failures
// and is refused while the account is locked, like the login's, and never activates the account.

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
}, startTimeout);
afterAll(() => api?.close());

const wrong = encrypted("Wrong!2026");
const changePassword = (user: string, current: string, next = encrypted("Cambiada!2026")) =>
  api.post("/api/login/ChangePassword", { user, password: current, newpassword: next, appname: "suite" });

describe("every password check goes through the lock", () => {
  it("locks the account after 50 parallel wrong change-password calls: three count, the rest are refused R13", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => changePassword("shared.two", wrong)));
    const codes = answers.map((answer) => api.read(ErrorAnswerSchema, answer).informationCode);
    expect(codes.filter((code) => code === "R11")).toHaveLength(2);
    expect(codes.filter((code) => code === "R13")).toHaveLength(48);
    // Locked: even the right password is refused, on the login and on change-password alike.
    expect(api.read(LoginAnswerSchema, await api.login("shared.two", DEMO)).informationCode).toBe("R13");
    expect(api.read(ErrorAnswerSchema, await changePassword("shared.two", DEMO)).informationCode).toBe("R13");
  });

  it("counts wrong current passwords and logins together: two wrong logins and one wrong change-password lock", async () => {
    await api.login("cert.manual", wrong);
    await api.login("cert.manual", wrong);
    expect(api.read(ErrorAnswerSchema, await changePassword("cert.manual", wrong)).informationCode).toBe(
      "R13",
    );
    expect(api.read(LoginAnswerSchema, await api.login("cert.manual", DEMO)).informationCode).toBe("R13");
  });

  it("refuses change-password for a permanently blocked account with A20, even with the right password", async () => {
    const answer = await changePassword("blocked.demo", DEMO);
    expect(answer.status).toBe(400);
    expect(api.read(ErrorAnswerSchema, answer).informationCode).toBe("A20");
  });

  it("changes the password of an account not yet activated without activating it", async () => {
    const changed = await changePassword("inactive.demo", DEMO);
    expect(changed.status).toBe(200);
    const login = await api.login("inactive.demo", encrypted("Cambiada!2026"));
    expect(api.read(LoginAnswerSchema, login).informationCode).toBe("R14");
  });

  it("answers an unknown user exactly as a known user's first wrong password", async () => {
    const unknown = api.read(LoginAnswerSchema, await api.login("nobody.at.all", wrong));
    const known = api.read(LoginAnswerSchema, await api.login("expired.demo", wrong));
    const shape = ({
      information,
      informationCode,
      messageParameter,
      failedLoginInformation,
    }: typeof known) => ({
      information,
      informationCode,
      messageParameter,
      failedLoginInformation,
    });
    expect(shape(unknown)).toEqual(shape(known));
  });
});
