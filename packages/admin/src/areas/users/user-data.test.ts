import type { UserExistsAnswer } from "@gse/contract";
import { describe, expect, it } from "vitest";
import { needsUniquenessCheck, phoneHeld, phoneShown, uniquenessOf } from "./user-data.ts";

const user = {
  id: "7",
  names: "Ana",
  surnames: "Peña",
  email: "ana@demo.test",
  document: "123",
  userName: "ana.demo",
  phoneNumber: "0",
  idTypeUser: 2,
  countryId: 1,
  documentTypeId: "CC",
  modifiedon: null,
  idstate: 2,
};
const answer = (informationCode: "A10" | "A20" | undefined, users = [user]): UserExistsAnswer => ({
  responseCode: 200,
  information: "OK",
  informationCode: undefined,
  result: { informationCode, users },
});

describe("the Datos tab (spec §5)", () => {
  it("shows the phone with its prefix and the space after the 7th or 9th character", () => {
    expect(phoneShown("")).toBe("(+57) ");
    expect(phoneShown("11234567")).toBe("(+57) 1 1234567");
    expect(phoneShown("1231234567")).toBe("(+57) 123 1234567");
  });

  it("shows a phone that breaks its rule as typed, so its message points at it", () => {
    expect(phoneShown("12a")).toBe("(+57) 12a");
    expect(phoneShown("12345678901")).toBe("(+57) 12345678901");
  });

  it("holds what follows the prefix, without spaces", () => {
    expect(phoneHeld("(+57) 123 1234567")).toBe("1231234567");
    expect(phoneHeld("(+57) 12a")).toBe("12a");
    expect(phoneHeld("3001234567")).toBe("3001234567");
    expect(phoneHeld("(+57")).toBe("");
    expect(phoneHeld("")).toBe("");
  });

  it("checks uniqueness only for a changed value that passes its rule", () => {
    expect(needsUniquenessCheck("userName", "ana.demo", "ana.demo")).toBe(false);
    expect(needsUniquenessCheck("userName", "ANA.demo", "ana.demo")).toBe(false);
    expect(needsUniquenessCheck("userName", "ana maria", "")).toBe(false);
    expect(needsUniquenessCheck("email", "ana@", "")).toBe(false);
    expect(needsUniquenessCheck("email", "ana@demo.co", "")).toBe(true);
  });

  it("reads getuserexists: A10 taken with the field's text, A20 a deleted user, else free", () => {
    expect(uniquenessOf("userName", answer("A10"))).toEqual({
      kind: "taken",
      message: "El nombre de usuario ingresado ya se encuentra utilizado",
    });
    expect(uniquenessOf("email", answer("A10"))).toEqual({
      kind: "taken",
      message: "El correo electrónico ingresado ya se encuentra utilizado",
    });
    expect(uniquenessOf("email", answer("A20"))).toEqual({ kind: "deleted", user });
    expect(uniquenessOf("email", answer(undefined, []))).toEqual({ kind: "free" });
  });
});
