import { AdminApi, UserByIdAnswerSchema, UserExistsAnswerSchema } from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roles } from "./db/admin-seed-data.ts";
import { startTimeout, TestApi } from "./testing/api-client.ts";

// POST /api/user/create and /api/user/modify hold the form's rules (spec §5) on the server: a request
// that breaks one gets a 4xx naming it and changes nothing.

const user = AdminApi.user;
const [firstRole, secondRole] = roles.map((role) => role.name);

const newUser = {
  names: "Íñigo José",
  surnames: "Núñez",
  email: "inigo.nunez@example.test",
  document: "79123456",
  userName: "inigo.nunez",
  phoneNumber: "(+57) 300 1234567",
  idTypeUser: 2,
  countryCode: "CO",
  documentType: "CC",
  customers: [
    { id: 1, assigned: true, principal: true },
    { id: 2, assigned: true, principal: false },
  ],
  roles: [
    { role: firstRole ?? "", assigned: true },
    { role: secondRole ?? "", assigned: false },
  ],
};

describe("POST /api/user/create and /api/user/modify", () => {
  let api: TestApi;
  let demo: string;
  const as = () => ({ authorization: `Bearer ${demo}` });
  const taken = async (userName: string) =>
    api.read(UserExistsAnswerSchema, await api.post(user.exists.path, { userName }, as())).result
      .informationCode;
  const refusal = async (path: string, body: unknown) => {
    const answer = await api.post(path, body, as());
    return { status: answer.status, text: JSON.stringify(answer.body) };
  };

  beforeAll(async () => {
    api = await TestApi.start();
    demo = await api.sessionOf("demo");
  }, startTimeout);
  afterAll(() => api?.close());

  it.each([
    ["an empty names", { names: "" }, "Campo obligatorio"],
    ["a name with digits", { names: "Ana 2" }, "Solo se admiten letras y espacios."],
    ["a 101-character surname", { surnames: "a".repeat(101) }, "Debe tener máximo 100 caracteres."],
    ["a userName with a space", { userName: "ana maria" }, "Solo se admiten letras, números"],
    ["a malformed email", { email: "ana@demo" }, "El correo no posee el formato correcto."],
    ["a document with letters for CC", { document: "79A" }, "El campo debe ser numérico, mínimo 1 caracter."],
    ["a 14-character document", { document: "12345678901234" }, "Máximo 13 caracteres"],
    ["a document type of another country", { documentType: "DNI" }, "documentType"],
    [
      "no principal company",
      { customers: [{ id: 1, assigned: true, principal: false }] },
      "*Se requiere una empresa principal",
    ],
    [
      "two principal companies",
      {
        customers: [
          { id: 1, assigned: true, principal: true },
          { id: 2, assigned: true, principal: true },
        ],
      },
      "*Se requiere una empresa principal",
    ],
    ["no role", { roles: [{ role: firstRole, assigned: false }] }, "*Se requiere mínimo un rol"],
    ["an unknown role", { roles: [{ role: "no-such-role", assigned: true }] }, "no-such-role"],
  ])("refuses %s with 400, naming it, and creates nothing", async (_, change, text) => {
    const answer = await refusal(user.create.path, { ...newUser, ...change });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(text);
    expect(await taken(newUser.userName)).toBeUndefined();
  });

  it("refuses a userName or email a user already has: 409 with the A10 texts", async () => {
    const userName = await refusal(user.create.path, { ...newUser, userName: "CERT.demo" });
    expect(userName.status).toBe(409);
    expect(userName.text).toContain("El nombre de usuario ingresado ya se encuentra utilizado");
    const email = await refusal(user.create.path, { ...newUser, email: "cert.demo@example.test" });
    expect(email.status).toBe(409);
    expect(email.text).toContain("El correo electrónico ingresado ya se encuentra utilizado");
  });

  it("creates a valid user with its companies and roles, then modifies it", async () => {
    const created = await api.post(user.create.path, newUser, as());
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ information: "El usuario fue creado con éxito" });
    const id = (created.body as { result: { id: string } }).result.id;
    const read = async () =>
      api.read(UserByIdAnswerSchema, await api.getAs(demo, user.getById.path, { pid: id })).result.records[0];
    expect(await read()).toMatchObject({
      userName: "inigo.nunez",
      phoneNumber: "3001234567",
      documentTypeId: "CC",
    });

    const modified = await api.post(user.modify.path, { ...newUser, id, surnames: "Núñez Peña" }, as());
    expect(modified.status).toBe(200);
    expect(modified.body).toMatchObject({ information: "¡El usuario fue actualizado con éxito!" });
    expect((await read())?.surnames).toBe("Núñez Peña");

    // Keeping its own userName and email is not a clash; breaking a rule changes nothing.
    const refused = await refusal(user.modify.path, { ...newUser, id, surnames: "Peña 2" });
    expect(refused.status).toBe(400);
    expect((await read())?.surnames).toBe("Núñez Peña");
  });

  it("saves a seeded demo user as the form reads it back: every demo record passes the rules", async () => {
    const list = await api.getAs(demo, user.list.path, { customerSearch: "noprivileges.demo" });
    const id = (list.body as { result: { users: { id: string }[] } }).result.users[0]?.id ?? "";
    const stored = api.read(UserByIdAnswerSchema, await api.getAs(demo, user.getById.path, { pid: id }))
      .result.records[0];
    expect(stored).toMatchObject({ countryId: expect.any(Number), documentTypeId: "CC" });
    const saved = await api.post(
      user.modify.path,
      {
        id,
        names: stored?.names,
        surnames: stored?.surnames,
        email: stored?.email,
        userName: stored?.userName,
        document: stored?.document,
        phoneNumber: stored?.phoneNumber,
        idTypeUser: stored?.idTypeUser,
        countryCode: "CO",
        documentType: stored?.documentTypeId,
        customers: [{ id: 1, assigned: false, principal: true }],
        roles: [{ role: "Nómina consulta", assigned: true }],
      },
      as(),
    );
    expect(saved.status).toBe(200);
  });
});
