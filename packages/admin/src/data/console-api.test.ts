import { describe, expect, it } from "vitest";
import { ConsoleApiError, listFailureText, userMessageOf } from "./console-api.ts";

const call = { method: "GET", path: "/api/Security/User/GetAll" } as const;
const refused = (status: number, message: string) =>
  new ConsoleApiError(call, { kind: "refused", status, code: undefined, message });

describe("a list's failure text", () => {
  it("is the server's text for a refused call", () => {
    expect(listFailureText(refused(400, "Parámetros inválidos"))).toBe("Parámetros inválidos");
  });

  it("is silent on a 403: the page's own notice says it (spec §6)", () => {
    expect(listFailureText(refused(403, "Sin permisos"))).toBeUndefined();
  });

  it("is silent on a 401: the session's refresh failed, and its notice or the login says so", () => {
    expect(
      listFailureText(refused(401, "Tu sesión se cerró porque iniciaste sesión en otro lugar.")),
    ).toBeUndefined();
  });

  it("is silent while there is no failure", () => {
    expect(listFailureText(null)).toBeUndefined();
  });

  it("shows an error that is not a call's as is, rather than nothing", () => {
    expect(listFailureText(new Error("render broke"))).toBe("Error: render broke");
    expect(userMessageOf(new Error("render broke"))).toBe("Error: render broke");
  });
});
