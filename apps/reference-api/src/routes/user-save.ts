import {
  AdminApi,
  Code,
  phoneDigits,
  UserCompaniesRule,
  UserDataFormSchema,
  UserRolesRule,
  type UserSaveRequest,
} from "@gse/contract";
import type { Queryable } from "../db/database.ts";
import { ok, parseWith, Refusal } from "../http.ts";
import { type Routes, route } from "./route.ts";

const user = AdminApi.user;

/** New users get no usable password: they set one through the platform's assign-password link. */
const NO_PASSWORD = "!unset";

interface Checked {
  readonly countryId: number;
  readonly roleIds: readonly number[];
  readonly customers: readonly { id: number; principal: boolean }[];
}

/**
 * Every rule of the form (spec §5), checked before anything is written, so a refused request changes nothing:
 * the Datos fields by the contract's own rules, the country and its document type, one principal company,
 * at least one role, and userName and email free among live users (a deleted user's are taken too: the form
 * offers to reactivate it).
 */
async function check(db: Queryable, body: UserSaveRequest, id: string | undefined): Promise<Checked> {
  parseWith(UserDataFormSchema, { ...body, phoneNumber: phoneDigits(body.phoneNumber) }, "body");
  const [country] = await db.query<{ id: number; code: string }>(
    "SELECT id, country_code AS code FROM countries WHERE country_code = $1 OR id::text = $1",
    [body.countryCode.trim()],
  );
  if (!country) throw new Refusal(400, `body countryCode: no country ${body.countryCode}`);
  const [documentType] = await db.query("SELECT id FROM document_types WHERE id = $1 AND country = $2", [
    body.documentType.trim(),
    country.code,
  ]);
  if (!documentType) {
    throw new Refusal(
      400,
      `body documentType: ${body.documentType} is not a document type of ${country.code}`,
    );
  }
  const [type] = await db.query("SELECT id FROM user_types WHERE id = $1", [body.idTypeUser]);
  if (!type) throw new Refusal(400, `body idTypeUser: no user type ${body.idTypeUser}`);

  const customers = body.customers
    .filter((customer) => customer.assigned || customer.principal)
    .map((customer) => ({ id: customer.id, principal: customer.principal }));
  parseWith(UserCompaniesRule, customers, "body customers");
  const known = await db.query<{ id: number }>("SELECT id FROM customers WHERE id = ANY($1::int[])", [
    customers.map((customer) => customer.id),
  ]);
  const unknown = customers.filter((customer) => !known.some((row) => row.id === customer.id));
  if (unknown.length > 0)
    throw new Refusal(400, `body customers: no company ${unknown.map((c) => c.id).join(", ")}`);

  parseWith(UserRolesRule, body.roles, "body roles");
  const roleNames = body.roles.filter((role) => role.assigned).map((role) => role.role);
  const roles = await db.query<{ id: number; name: string }>(
    "SELECT id, name FROM roles WHERE lower(name) = ANY($1::text[])",
    [roleNames.map((name) => name.toLowerCase())],
  );
  const missing = roleNames.filter(
    (name) => !roles.some((role) => role.name.toLowerCase() === name.toLowerCase()),
  );
  if (missing.length > 0) throw new Refusal(400, `body roles: no role ${missing.join(", ")}`);

  for (const [column, value, taken] of [
    ["user_name", body.userName, "El nombre de usuario ingresado ya se encuentra utilizado"],
    ["email", body.email, "El correo electrónico ingresado ya se encuentra utilizado"],
  ] as const) {
    const [other] = await db.query(
      `SELECT id FROM users WHERE lower(${column}) = lower($1) AND ($2::int IS NULL OR id <> $2::int)`,
      [value.trim(), id ?? null],
    );
    if (other) throw new Refusal(409, taken, Code.signedIn);
  }
  return { countryId: country.id, roleIds: roles.map((role) => role.id), customers };
}

async function saveLinks(db: Queryable, userId: string, checked: Checked): Promise<void> {
  await db.query("DELETE FROM user_customers WHERE user_id = $1::int", [userId]);
  await db.query("DELETE FROM user_roles WHERE user_id = $1::int", [userId]);
  for (const customer of checked.customers) {
    await db.query("INSERT INTO user_customers (user_id, customer_id, principal) VALUES ($1::int, $2, $3)", [
      userId,
      customer.id,
      customer.principal,
    ]);
  }
  for (const roleId of checked.roleIds) {
    await db.query("INSERT INTO user_roles (user_id, role_id) VALUES ($1::int, $2)", [userId, roleId]);
  }
}

const phoneOf = (body: UserSaveRequest) => phoneDigits(body.phoneNumber) || "0";

/** POST /api/user/create and /api/user/modify (spec §7): the user, its companies and its roles, in one go. */
export const userSaveRoutes: Routes = (app, services) => {
  route(app, user.create, async (_c, { body }) => {
    const created = await services.db.transaction(async (tx) => {
      const checked = await check(tx, body, undefined);
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO users (user_name, email, first_name, last_name, customer_name, document_type, document_number,
           password_hash, original_password_hash, id_type_user, idstate, phone_number, country_id)
         VALUES ($1, $2, $3, $4, '', $5, $6, $7, $7, $8, 2, $9, $10) RETURNING id::text AS id`,
        [
          body.userName.trim(),
          body.email.trim(),
          body.names.trim(),
          body.surnames.trim(),
          body.documentType.trim(),
          body.document,
          NO_PASSWORD,
          body.idTypeUser,
          phoneOf(body),
          checked.countryId,
        ],
      );
      if (!row) throw new Error("INSERT INTO users returned no id");
      await saveLinks(tx, row.id, checked);
      return row.id;
    });
    return ok({ id: created }, "El usuario fue creado con éxito");
  });

  route(app, user.modify, async (_c, { body }) => {
    const id = body.id;
    if (id === undefined || !/^\d{1,9}$/.test(id))
      throw new Refusal(400, "body id: the user to modify is required");
    await services.db.transaction(async (tx) => {
      const [found] = await tx.query("SELECT id FROM users WHERE id = $1::int AND deleted_at IS NULL", [id]);
      if (!found) throw new Refusal(404, `body id: no user ${id} (it does not exist or was deleted)`);
      const checked = await check(tx, body, id);
      await tx.query(
        `UPDATE users SET user_name = $2, email = $3, first_name = $4, last_name = $5, document_type = $6,
           document_number = $7, id_type_user = $8, phone_number = $9, country_id = $10, modified_on = now()
         WHERE id = $1::int`,
        [
          id,
          body.userName.trim(),
          body.email.trim(),
          body.names.trim(),
          body.surnames.trim(),
          body.documentType.trim(),
          body.document,
          body.idTypeUser,
          phoneOf(body),
          checked.countryId,
        ],
      );
      await saveLinks(tx, id, checked);
    });
    return ok({ id }, "¡El usuario fue actualizado con éxito!");
  });
};
