import { describe, expect, it } from "vitest";
import { documentTypesOf, newUserValues, saveRequest, userValues } from "./user-form-values.ts";

const countries = [
  { id: 1, name: "Colombia", countryCode: "CO" },
  { id: 2, name: "Perú", countryCode: "PE" },
];
const customers = [{ id: 4, name: "GSE Demo S.A.S.", principal: true, assigned: false, modifiedOn: null }];
const roles = [
  {
    id: 1,
    name: "Auditor",
    description: "",
    alias: "",
    idstate: 0,
    createdon: null,
    sharedApps: "",
    assigned: true,
    application: [],
  },
  {
    id: 2,
    name: "Administrador",
    description: "",
    alias: "",
    idstate: 0,
    createdon: null,
    sharedApps: "",
    application: [],
  },
];
const user = {
  id: "9",
  names: "Íñigo",
  surnames: "Núñez",
  email: "inigo@demo.test",
  document: "79123456",
  userName: "inigo.nunez",
  phoneNumber: "0",
  idTypeUser: 2,
  countryId: 2,
  documentTypeId: "DNI",
  modifiedon: null,
  idstate: 2,
};

describe("the user form's values (spec §3)", () => {
  it("reads a stored user: the country id as its code, the phone '0' as none, roles by name", () => {
    const values = userValues(user, { countries, customers, roles });
    expect(values).toMatchObject({
      countryCode: "PE",
      documentType: "DNI",
      phoneNumber: "",
      idTypeUser: "2",
    });
    expect(values.roles).toEqual([
      { role: "Administrador", assigned: false },
      { role: "Auditor", assigned: true },
    ]);
  });

  it("starts a new user empty, with every company and role as the server listed them", () => {
    const values = newUserValues({ customers, roles });
    expect(values.names).toBe("");
    expect(values.customers).toHaveLength(1);
  });

  it("offers the document types of the chosen country only, none before one is chosen", () => {
    const types = [
      { documentTypeId: "CC", documentTypeDescription: "Cédula", country: "CO", documentTypeAllowed: true },
      { documentTypeId: "DNI", documentTypeDescription: "DNI", country: "PE", documentTypeAllowed: true },
    ];
    expect(documentTypesOf(types, "co").map((type) => type.documentTypeId)).toEqual(["CC"]);
    expect(documentTypesOf(types, "")).toEqual([]);
  });

  it("sends the user, its companies and roles, the id only when modifying (spec §7)", () => {
    const values = { ...userValues(user, { countries, customers, roles }), names: " Íñigo " };
    const modify = saveRequest(values, "9");
    expect(modify).toMatchObject({ id: "9", names: "Íñigo", idTypeUser: 2, countryCode: "PE" });
    expect(modify.customers).toEqual([{ id: 4, assigned: false, principal: true }]);
    expect(saveRequest(values)).not.toHaveProperty("id");
  });
});
