import {
  AdminApi,
  type AppForAssign,
  type CallReceived,
  Code,
  firstRuleMessage,
  PrivilegeFormSchema,
  PrivilegeRoleMessage,
  type PrivilegeSchema,
  PrivilegeUpdateFormSchema,
  type RoleApplicationCountSchema,
  RoleDataFormSchema,
  RoleKeptNameFormSchema,
  RolePrivilegesRule,
  type RoleSchema,
} from "@gse/contract";
import type { Context } from "hono";
import type * as v from "valibot";
import type { Queryable } from "../db/database.ts";
import { ok, Refusal } from "../http.ts";
import { type Routes, route } from "./route.ts";

const { privilege, role } = AdminApi;

const createdon = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A list with no records answers code R11 (spec §7 and §8), which the console reads as an empty list. */
function records<TRow>(rows: TRow[]) {
  if (rows.length === 0) {
    return {
      responseCode: 200,
      information: "No se encontraron registros",
      informationCode: Code.wrongCredential,
      result: { records: rows, count: 0 },
    };
  }
  return ok({ records: rows, count: rows.length });
}

/** The same rules as the console's cards (contract privilege-role-rules.ts): 400 with the rule's message. */
function enforce(schema: v.GenericSchema, value: unknown): void {
  const message = firstRuleMessage(schema, value);
  if (message) throw new Refusal(400, message);
}

/** The ids of the named applications, or 400 naming those that do not exist. */
async function applicationIds(db: Queryable, names: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()))];
  const rows = await db.query<{ id: number; name: string }>(
    "SELECT id, lower(name) AS name FROM applications WHERE lower(name) = ANY($1::text[])",
    [wanted],
  );
  const found = new Map(rows.map((row) => [row.name, row.id]));
  const missing = wanted.filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new Refusal(400, `application: no application is named ${missing.map((n) => `"${n}"`).join(", ")}`);
  }
  return found;
}

async function nameTaken(db: Queryable, table: "privileges" | "roles", name: string, except = 0) {
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE lower(name) = lower($1) AND id <> $2`, [
    name.trim(),
    except,
  ]);
  return rows.length > 0;
}

const privilegeColumns = `p.id, p.name, p.description, p.idstate, p.licence, p.is_auditable AS "isAuditable",
  ${createdon("p.createdon")} AS createdon,
  coalesce((SELECT jsonb_agg(a.name ORDER BY a.name) FROM privilege_applications pa
    JOIN applications a ON a.id = pa.application_id WHERE pa.privilege_id = p.id), '[]'::jsonb) AS application,
  coalesce((SELECT string_agg(a.title, ',' ORDER BY a.name) FROM privilege_applications pa
    JOIN applications a ON a.id = pa.application_id WHERE pa.privilege_id = p.id), '') AS "sharedApps"`;

async function replacePrivilegeApplications(tx: Queryable, id: number, apps: Map<string, number>) {
  const ids = [...apps.values()];
  await tx.query("DELETE FROM privilege_applications WHERE privilege_id = $1", [id]);
  await tx.query(
    "INSERT INTO privilege_applications (privilege_id, application_id) SELECT $1::int, unnest($2::int[])",
    [id, ids],
  );
  // A role cannot hold the privilege in an application the privilege left.
  await tx.query(
    "DELETE FROM role_privileges WHERE privilege_id = $1 AND NOT (application_id = ANY($2::int[]))",
    [id, ids],
  );
}

/**
 * Spec §7 "Privileges and roles". The sign-in token's privileges are derived from these records at every
 * sign-in (domain/users.ts), so a change here shows in the user's next session.
 */
export const privilegeRoleRoutes: Routes = (app, services) => {
  const db = services.db;

  route(app, privilege.list, async (_c, { headers }) => {
    const application = headers.application?.trim().toLowerCase() ?? "";
    const roleId = headers.rol && /^\d+$/.test(headers.rol) ? Number(headers.rol) : 0;
    if (headers.rol !== undefined && roleId === 0)
      throw new Refusal(400, `header rol: "${headers.rol}" is not a role id`);
    const rows = await db.query<v.InferInput<typeof PrivilegeSchema>>(
      `SELECT ${privilegeColumns}${
        roleId
          ? `, EXISTS (SELECT 1 FROM role_privileges rp JOIN applications a ON a.id = rp.application_id
               WHERE rp.role_id = $2 AND rp.privilege_id = p.id AND ($1 = '' OR lower(a.name) = $1)) AS assigned`
          : ""
      }
       FROM privileges p
       WHERE $1 = '' OR EXISTS (SELECT 1 FROM privilege_applications pa JOIN applications a ON a.id = pa.application_id
         WHERE pa.privilege_id = p.id AND lower(a.name) = $1)
       ORDER BY p.createdon DESC, p.id DESC`,
      roleId ? [application, roleId] : [application],
    );
    return records(rows);
  });

  route(app, privilege.applications, async (_c, { headers: { id } }) => {
    const rows = await db.query<AppForAssign>(
      `SELECT a.id, a.name, a.title,
         EXISTS (SELECT 1 FROM privilege_applications pa WHERE pa.privilege_id = $1 AND pa.application_id = a.id) AS assigned
       FROM applications a ORDER BY a.name`,
      [id],
    );
    return ok({ records: rows, count: rows.length });
  });

  route(app, privilege.create, async (_c, { body }) => {
    enforce(PrivilegeFormSchema, body);
    if (await nameTaken(db, "privileges", body.name))
      throw new Refusal(400, PrivilegeRoleMessage.privilegeNameTaken);
    const apps = await applicationIds(db, body.application);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO privileges (name, description, licence, is_auditable) VALUES ($1, $2, $3, $4) RETURNING id`,
        [body.name.trim(), body.description ?? "", body.licence, body.isAuditable],
      );
      if (!row) throw new Error("privilege/create: INSERT returned no id");
      await replacePrivilegeApplications(tx, row.id, apps);
      return row.id;
    });
    return ok({ id: created }, "El privilegio fue creado exitosamente");
  });

  route(app, privilege.modify, async (_c, { body }) => {
    const [stored] = await db.query<{ name: string }>("SELECT name FROM privileges WHERE id = $1", [body.id]);
    if (!stored) throw new Refusal(404, `id: no privilege has the id ${body.id}`);
    if (body.name.trim() !== stored.name) throw new Refusal(400, PrivilegeRoleMessage.privilegeNameFixed);
    enforce(PrivilegeUpdateFormSchema, body);
    if (body.idstate !== 0 && body.idstate !== 1)
      throw new Refusal(400, "idstate: must be 0 (active) or 1 (inactive)");
    const apps = await applicationIds(db, body.application);
    await db.transaction(async (tx) => {
      await tx.query(
        "UPDATE privileges SET description = $2, licence = $3, is_auditable = $4, idstate = $5 WHERE id = $1",
        [body.id, body.description ?? "", body.licence, body.isAuditable, body.idstate],
      );
      await replacePrivilegeApplications(tx, body.id, apps);
    });
    return ok({ id: body.id }, "El privilegio fue modificado exitosamente");
  });

  /**
   * Not a call of the spec (it quotes only the question): a privilege a role still grants is refused, so no role
   * loses a grant without its administrator seeing it. Its application links go with it.
   */
  route(app, privilege.delete, async (_c, { body: { id } }) => {
    await db.transaction(async (tx) => {
      const [stored] = await tx.query<{ granted: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM role_privileges WHERE privilege_id = $1) AS granted
         FROM privileges WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!stored) throw new Refusal(404, `id: no privilege has the id ${id}`);
      if (stored.granted) throw new Refusal(409, PrivilegeRoleMessage.privilegeInRoles);
      await tx.query("DELETE FROM privilege_applications WHERE privilege_id = $1", [id]);
      await tx.query("DELETE FROM privileges WHERE id = $1", [id]);
    });
    return { ...ok(null, PrivilegeRoleMessage.privilegeDeleted), informationCode: Code.signedIn };
  });

  route(app, role.list, async (_c, { headers }) => {
    const application = headers.application?.trim().toLowerCase() ?? "";
    const userId = headers.user && /^\d+$/.test(headers.user) ? Number(headers.user) : 0;
    const rows = await db.query<v.InferInput<typeof RoleSchema>>(
      `SELECT r.id, r.name, r.description, r.alias, r.idstate, ${createdon("r.createdon")} AS createdon,
         coalesce((SELECT string_agg(a.title, ',' ORDER BY a.name) FROM role_applications ra
           JOIN applications a ON a.id = ra.application_id WHERE ra.role_id = r.id), '') AS "sharedApps",
         coalesce((SELECT jsonb_agg(jsonb_build_object('name', a.name, 'isVisible', ra.is_visible,
             'privilege', coalesce((SELECT jsonb_agg(p.name ORDER BY p.name) FROM role_privileges rp
               JOIN privileges p ON p.id = rp.privilege_id
               WHERE rp.role_id = r.id AND rp.application_id = a.id), '[]'::jsonb)) ORDER BY a.name)
           FROM role_applications ra JOIN applications a ON a.id = ra.application_id WHERE ra.role_id = r.id),
           '[]'::jsonb) AS application,
         EXISTS (SELECT 1 FROM user_roles ur WHERE ur.role_id = r.id AND ur.user_id = $2) AS assigned
       FROM roles r
       WHERE $1 = '' OR EXISTS (SELECT 1 FROM role_applications ra JOIN applications a ON a.id = ra.application_id
         WHERE ra.role_id = r.id AND lower(a.name) = $1)
       ORDER BY r.createdon DESC, r.id DESC`,
      [application, userId],
    );
    return records(rows);
  });

  route(app, role.applications, async (_c, { headers: { id } }) => {
    const rows = await db.query<v.InferInput<typeof RoleApplicationCountSchema>>(
      `SELECT a.id, a.name, a.title, ra.is_visible AS "isVisible",
         (SELECT count(*)::int FROM role_privileges rp WHERE rp.role_id = $1 AND rp.application_id = a.id) AS privileges
       FROM role_applications ra JOIN applications a ON a.id = ra.application_id WHERE ra.role_id = $1
       ORDER BY a.name`,
      [id],
    );
    return ok({ records: rows, count: rows.length });
  });

  const saveRole =
    (creating: boolean) =>
    async (_c: Context, { body }: CallReceived<typeof role.create | typeof role.modify>) => {
      let keptName = false;
      if (!creating) {
        const [stored] = await db.query<{ name: string }>("SELECT name FROM roles WHERE id = $1", [body.id]);
        if (!stored) throw new Refusal(404, `id: no role has the id ${body.id}`);
        keptName = stored.name === body.name.trim();
      }
      // The name rule is for names being given: a role keeping a name that predates it stays editable.
      enforce(keptName ? RoleKeptNameFormSchema : RoleDataFormSchema, {
        name: body.name,
        alias: body.alias ?? "",
        description: body.description ?? "",
      });
      enforce(RolePrivilegesRule, body.application);
      if (body.idstate !== 0 && body.idstate !== 1)
        throw new Refusal(400, 'idstate: must be "0" (active) or "1" (inactive)');
      if (await nameTaken(db, "roles", body.name, creating ? 0 : body.id)) {
        throw new Refusal(400, PrivilegeRoleMessage.roleNameTaken);
      }
      const apps = await applicationIds(
        db,
        body.application.map((entry) => entry.name),
      );
      const grants: { app: number; privilege: string; appName: string }[] = body.application.flatMap(
        (entry) =>
          entry.privilege.map((name) => ({
            app: apps.get(entry.name.trim().toLowerCase()) ?? 0,
            appName: entry.name,
            privilege: name,
          })),
      );
      // A role holds a privilege in an application only where the privilege is assigned.
      const held = await db.query<{ app: number; privilege: string; id: number }>(
        `SELECT pa.application_id AS app, lower(p.name) AS privilege, p.id FROM privileges p
       JOIN privilege_applications pa ON pa.privilege_id = p.id`,
      );
      const ids = new Map(held.map((row) => [`${row.app}:${row.privilege}`, row.id]));
      const missing = grants.filter((grant) => !ids.has(`${grant.app}:${grant.privilege.toLowerCase()}`));
      if (missing.length > 0) {
        const named = missing.map((grant) => `"${grant.privilege}" in ${grant.appName}`).join(", ");
        throw new Refusal(
          400,
          `application.privilege: no privilege ${named}; assign it to the application first`,
        );
      }
      const id = await db.transaction(async (tx) => {
        const values = [body.name.trim(), body.description ?? "", body.alias ?? "", body.idstate];
        const [row] = creating
          ? await tx.query<{ id: number }>(
              "INSERT INTO roles (name, description, alias, idstate) VALUES ($1, $2, $3, $4) RETURNING id",
              values,
            )
          : await tx.query<{ id: number }>(
              "UPDATE roles SET name = $1, description = $2, alias = $3, idstate = $4 WHERE id = $5 RETURNING id",
              [...values, body.id],
            );
        if (!row) throw new Error("role save: no id returned");
        await tx.query("DELETE FROM role_privileges WHERE role_id = $1", [row.id]);
        await tx.query("DELETE FROM role_applications WHERE role_id = $1", [row.id]);
        await tx.query(
          `INSERT INTO role_applications (role_id, application_id, is_visible)
         SELECT $1::int, x.app, x.visible FROM unnest($2::int[], $3::boolean[]) AS x(app, visible)`,
          [
            row.id,
            body.application.map((entry) => apps.get(entry.name.trim().toLowerCase()) ?? 0),
            body.application.map((entry) => entry.isVisible),
          ],
        );
        await tx.query(
          `INSERT INTO role_privileges (role_id, application_id, privilege_id)
         SELECT DISTINCT $1::int, x.app, x.privilege FROM unnest($2::int[], $3::int[]) AS x(app, privilege)`,
          [
            row.id,
            grants.map((grant) => grant.app),
            grants.map((grant) => ids.get(`${grant.app}:${grant.privilege.toLowerCase()}`) ?? 0),
          ],
        );
        return row.id;
      });
      return ok({ id });
    };

  /**
   * Not a call of the spec (it quotes only the question): a role a user still holds is refused, so no user loses
   * privileges unseen. A deleted user's leftover assignment does not count, and goes with the role.
   */
  route(app, role.delete, async (_c, { body: { id } }) => {
    await db.transaction(async (tx) => {
      const [stored] = await tx.query<{ held: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM user_roles ur JOIN users u ON u.id = ur.user_id
           WHERE ur.role_id = $1 AND u.deleted_at IS NULL) AS held
         FROM roles WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!stored) throw new Refusal(404, `id: no role has the id ${id}`);
      if (stored.held) throw new Refusal(409, PrivilegeRoleMessage.roleHeldByUsers);
      for (const table of ["user_roles", "role_privileges", "role_applications"]) {
        await tx.query(`DELETE FROM ${table} WHERE role_id = $1`, [id]);
      }
      await tx.query("DELETE FROM roles WHERE id = $1", [id]);
    });
    return { ...ok(null, PrivilegeRoleMessage.roleDeleted), informationCode: Code.signedIn };
  });

  route(app, role.create, saveRole(true));
  route(app, role.modify, saveRole(false));
};
