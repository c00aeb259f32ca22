import {
  AdminApi,
  type AdminUserSchema,
  Code,
  type Country,
  type CustomerSchema,
  type RoleCount,
} from "@gse/contract";
import type * as v from "valibot";
import { ok, Refusal } from "../http.ts";
import { type Routes, route } from "./route.ts";

const user = AdminApi.user;

/** A user as the list and the form read it (contract AdminUserSchema), with the table aliased `u`. */
export const USER_COLUMNS = `u.id::text AS id, u.first_name AS names, u.last_name AS surnames, u.email,
  coalesce(u.document_number, '') AS document, u.user_name AS "userName", u.phone_number AS "phoneNumber",
  u.id_type_user AS "idTypeUser", u.country_id AS "countryId", u.document_type AS "documentTypeId",
  to_char(u.modified_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS modifiedon, u.idstate`;

/** A row of `USER_COLUMNS`. */
export type UserRow = v.InferInput<typeof AdminUserSchema>;

const wholeNumber = (id: string) => /^\d{1,9}$/.test(id);

/**
 * The user form's reads (spec §7 "Users"): GetById, GetTypeUser, get-countries, the uniqueness check on blur
 * (getuserexists: A10 a live user has it, A20 only a deleted one) and the reactivation of a deleted user.
 */
export const userFormRoutes: Routes = (app, services) => {
  route(app, user.getById, async (_c, { headers: { pid } }) => {
    const records = wholeNumber(pid)
      ? await services.db.query<UserRow>(
          `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1::int AND u.deleted_at IS NULL`,
          [pid],
        )
      : [];
    if (records.length === 0)
      throw new Refusal(404, `header pid: no user ${pid} (it does not exist or was deleted)`);
    return ok({ records, count: records.length });
  });

  route(app, user.types, async (_c) => {
    const records = await services.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM user_types ORDER BY id",
    );
    return ok({ records, count: records.length });
  });

  route(app, user.countries, async (_c) =>
    ok(
      await services.db.query<Country>(
        `SELECT id, name, country_code AS "countryCode" FROM countries ORDER BY name`,
      ),
    ),
  );

  route(app, user.exists, async (_c, { body }) => {
    const [column, value] =
      body.userName !== undefined
        ? (["user_name", body.userName] as const)
        : (["email", body.email] as const);
    if (value === undefined || value.trim() === "") throw new Refusal(400, "body: send userName or email");
    const users = await services.db.query<UserRow & { deleted: boolean }>(
      `SELECT ${USER_COLUMNS}, u.deleted_at IS NOT NULL AS deleted FROM users u
       WHERE lower(u.${column}) = lower($1) ORDER BY u.deleted_at NULLS FIRST, u.id`,
      [value.trim()],
    );
    const live = users.filter((found) => !found.deleted);
    const shown = (live.length > 0 ? live : users).map(({ deleted: _, ...rest }) => rest);
    const informationCode = live.length > 0 ? Code.signedIn : users.length > 0 ? Code.blocked : undefined;
    return ok({ informationCode, users: shown }, informationCode ? "OK" : "Disponible");
  });

  /**
   * GET /api/customer/GetCustomerByUser (headers userId, app) and GetCustomer (header userid): every company,
   * marked assigned and principal for the user (none for a new user, without userId). Companies are not kept
   * per application in this data model, so `app` narrows nothing.
   */
  const customersOf = async (userId: string | undefined) => {
    const id = userId?.trim() ?? "";
    if (id !== "" && !wholeNumber(id))
      throw new Refusal(400, `header userId: expected a user id, got "${id}"`);
    return services.db.query<v.InferInput<typeof CustomerSchema>>(
      `SELECT c.id, c.name, coalesce(uc.principal, false) AS principal, uc.user_id IS NOT NULL AS assigned,
         to_char(c.modified_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "modifiedOn"
       FROM customers c LEFT JOIN user_customers uc ON uc.customer_id = c.id AND uc.user_id = nullif($1, '')::int
       ORDER BY c.name`,
      [id],
    );
  };
  for (const endpoint of [user.customersByUser, user.customers]) {
    route(app, endpoint, async (_c, { headers }) => {
      return ok({ customers: await customersOf(headers.userId) });
    });
  }

  /**
   * GET /api/application/GetCountRolesByUser (header `user`, empty for a new user): for every application
   * with roles, how many of them the user holds (`rolequantity`) and how many of those belong to that
   * application alone (`rolequantityUnique`); most held first, as the roles tab lists them (spec §2).
   */
  route(app, user.countRolesByUser, async (_c, { headers }) => {
    const id = headers.user.trim();
    if (id !== "" && !wholeNumber(id)) throw new Refusal(400, `header user: expected a user id, got "${id}"`);
    const counts = await services.db.query<RoleCount>(
      `WITH shared AS (SELECT role_id, count(*) AS apps FROM role_applications GROUP BY role_id)
       SELECT a.name AS appname,
         count(ur.role_id)::int AS rolequantity,
         count(ur.role_id) FILTER (WHERE s.apps = 1)::int AS "rolequantityUnique"
       FROM applications a
       JOIN role_applications ra ON ra.application_id = a.id
       JOIN shared s ON s.role_id = ra.role_id
       LEFT JOIN user_roles ur ON ur.role_id = ra.role_id AND ur.user_id = nullif($1, '')::int
       GROUP BY a.name ORDER BY rolequantity DESC, a.name`,
      [id],
    );
    return ok(counts);
  });

  /** A10 with the user, to load in the form in read mode (spec §4); 404 unless the id is a deleted user. */
  route(app, user.activateDeleted, async (_c, { body: { id } }) => {
    const [restored] = wholeNumber(id)
      ? await services.db.query<{ id: string }>(
          `UPDATE users SET deleted_at = NULL, modified_on = now() WHERE id = $1::int AND deleted_at IS NOT NULL
           RETURNING id::text AS id`,
          [id],
        )
      : [];
    if (!restored) throw new Refusal(404, `id: no deleted user ${id}`);
    const [found] = await services.db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1::int`,
      [id],
    );
    return ok({
      informationCode: Code.signedIn,
      information: "El usuario fue reactivado con éxito",
      user: found,
    });
  });
};
