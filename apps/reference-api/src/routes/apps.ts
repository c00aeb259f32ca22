import {
  AdminApi,
  type AppForAssign,
  type ApplicationForm,
  type ApplicationSchema,
  TimeUnit,
} from "@gse/contract";
import type * as v from "valibot";
import { ok, Refusal } from "../http.ts";
import { type Routes, route } from "./route.ts";

const application = AdminApi.application;

/** The application's columns under the contract's field names (spec §3). */
const columns = `a.id, a.name, a.title, a.description, a.is_visible AS "isVisible", a.id_state AS "idState",
  to_char(a.modified_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "modifiedOn",
  a.url_assign_password AS "urlAssignPassword", a.landing, a.url_app AS "urlApp",
  a.type_application AS "typeApplication", a.amount_time AS "amountTime", a.time_unit AS "timeUnit",
  a.refresh_token_expiration_amount_time AS "refreshTokenExpirationAmountTime",
  a.refresh_token_expiration_time_unit AS "refreshTokenExpirationTimeUnit",
  a.user_activate_token_time AS "userActivateTokenTime", a.user_activate_token_time_unit AS "userActivateTokenTimeUnit",
  a.assign_password_token_time AS "assignPasswordTokenTime",
  a.assign_password_token_time_unit AS "assignPasswordTokenTimeUnit",
  a.max_refresh_tokens AS "maxRefreshTokens", a.max_refresh_tokens_by_user AS "maxRefreshTokensByUser",
  a.max_concurrent_tokens AS "maxConcurrentTokens", a.max_concurrent_tokens_by_user AS "maxConcurrentTokensByUser",
  a.is_concurrent_session AS "isConcurrentSession", a.number_password_changes AS "numberPasswordChanges",
  a.password_expiration::float8 AS "passwordExpiration", a.password_type_expiration AS "passwordTypeExpiration",
  a.mechanism_after_set_pass AS "mechanismAfterSetPass"`;

/** The saved fields and their columns, in one order for INSERT and UPDATE. */
const saved: readonly [keyof ApplicationForm, string][] = [
  ["name", "name"],
  ["title", "title"],
  ["description", "description"],
  ["isVisible", "is_visible"],
  ["idState", "id_state"],
  ["urlAssignPassword", "url_assign_password"],
  ["landing", "landing"],
  ["urlApp", "url_app"],
  ["typeApplication", "type_application"],
  ["amountTime", "amount_time"],
  ["timeUnit", "time_unit"],
  ["refreshTokenExpirationAmountTime", "refresh_token_expiration_amount_time"],
  ["refreshTokenExpirationTimeUnit", "refresh_token_expiration_time_unit"],
  ["userActivateTokenTime", "user_activate_token_time"],
  ["userActivateTokenTimeUnit", "user_activate_token_time_unit"],
  ["assignPasswordTokenTime", "assign_password_token_time"],
  ["assignPasswordTokenTimeUnit", "assign_password_token_time_unit"],
  ["maxRefreshTokens", "max_refresh_tokens"],
  ["maxRefreshTokensByUser", "max_refresh_tokens_by_user"],
  ["maxConcurrentTokens", "max_concurrent_tokens"],
  ["maxConcurrentTokensByUser", "max_concurrent_tokens_by_user"],
  ["isConcurrentSession", "is_concurrent_session"],
  ["numberPasswordChanges", "number_password_changes"],
  ["passwordExpiration", "password_expiration"],
  ["passwordTypeExpiration", "password_type_expiration"],
  ["mechanismAfterSetPass", "mechanism_after_set_pass"],
];

const unitWords: Record<number, [string, string]> = {
  [TimeUnit.minutes]: ["minuto", "minutos"],
  [TimeUnit.hours]: ["hora", "horas"],
  [TimeUnit.days]: ["día", "días"],
};

/** amountTimeComb (spec §3): the token duration in words, "15 minutos"; -1 is a token that never expires. */
export const amountTimeComb = (amount: number, unit: number): string => {
  if (amount === -1) return "Sin vencimiento";
  const [one, many] = unitWords[unit] ?? ["", ""];
  return `${amount} ${amount === 1 ? one : many}`.trim();
};

/** A row of `columns`: the contract's application, as the list answers it. */
type Row = v.InferInput<typeof ApplicationSchema>;

const withComb = (row: Row) => ({ ...row, amountTimeComb: amountTimeComb(row.amountTime, row.timeUnit) });

/**
 * The administration's application calls (spec §7 "Applications"). The list answers every application,
 * RESETOTP included: the console hides it (contract `isHiddenApplication`). Create and modify check the §5
 * rules of the contract (400 naming the field and the rule's message, nothing saved).
 */
export const appRoutes: Routes = (app, services) => {
  const { db } = services;
  const all = async () =>
    (await db.query<Row>(`SELECT ${columns} FROM applications a ORDER BY a.id`)).map(withComb);

  route(app, application.list, async (_c) => {
    const records = await all();
    return ok({ records, count: records.length });
  });

  route(app, application.create, async (_c, { body: form }) => {
    const [taken] = await db.query("SELECT 1 FROM applications WHERE lower(name) = lower($1)", [form.name]);
    if (taken) throw new Refusal(409, `Ya existe una aplicación con el nombre ${form.name}`);
    const values = saved.map(([field]) => form[field]);
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO applications (version, ${saved.map(([, column]) => column).join(", ")})
       VALUES ('1.0.0', ${saved.map((_, index) => `$${index + 1}`).join(", ")}) RETURNING id`,
      values,
    );
    if (!row) throw new Error(`applications: the INSERT of ${form.name} returned no id`);
    return ok({ id: row.id }, "La aplicación fue creada con éxito");
  });

  route(app, application.modify, async (_c, { body: form }) => {
    const [current] = await db.query<{ name: string }>("SELECT name FROM applications WHERE id = $1", [
      form.id,
    ]);
    if (!current) throw new Refusal(404, `No existe la aplicación con id ${form.id}`);
    // The name keys the application's parameters and the sign-in's appname: it is fixed once created.
    if (current.name !== form.name) {
      throw new Refusal(400, `El nombre de la aplicación no se puede modificar (es ${current.name})`);
    }
    const fields = saved.filter(([field]) => field !== "name");
    await db.query(
      `UPDATE applications SET ${fields.map(([, column], index) => `${column} = $${index + 2}`).join(", ")},
         modified_on = now() WHERE id = $1`,
      [form.id, ...fields.map(([field]) => form[field])],
    );
    return ok({ id: form.id }, "La aplicación ha sido actualizada");
  });

  const forAssign = async () =>
    db.query<AppForAssign>("SELECT id, name, title FROM applications ORDER BY lower(title)");
  route(app, application.forMenus, async (_c) => ok(await forAssign()));
  route(app, application.forNotifications, async (_c) => ok(await forAssign()));
};
