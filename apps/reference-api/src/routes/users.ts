import { AdminApi, Code, FIXED_USER_STATE, type UserListOrder, UserType } from "@gse/contract";
import * as v from "valibot";
import { ok, parseWith, Refusal } from "../http.ts";
import type { Services } from "../services.ts";
import { type Routes, route } from "./route.ts";
import type { UserRow } from "./user-form.ts";

const user = AdminApi.user;

/** States 1, 3 and 6 read as inactive (administration spec §3): the sorts by state put them last or first. */
const inactive = "u.idstate IN (1, 3, 6)";

/** filterBy → ORDER BY: Activo and Inactivo by state then name, Más reciente and Más antiguo by modification. */
const orderBy: Record<(typeof UserListOrder)[number], string> = {
  active: `${inactive}, lower(u.user_name)`,
  inactive: `NOT (${inactive}), lower(u.user_name)`,
  newest: "u.modified_on DESC, u.id DESC",
  oldest: "u.modified_on ASC, u.id ASC",
};

/** `%text%` for ILIKE, with the pattern characters of the search taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * GET /api/user/list (spec §7): one page of the directory, deleted users left out, searched in user name,
 * names, surnames, email and document (`customerSearch`), sorted by `filterBy`, paged by `pages` ("page,size"
 * from page 0); the answer's `users` and the search's total `rows`.
 */
export const userRoutes: Routes = (app, services) => {
  route(app, user.list, async (_c, { headers }) => {
    const { page, size } = headers.pages;
    const search = headers.customerSearch?.trim() ?? "";
    const where = `u.deleted_at IS NULL AND ($1 = '' OR u.user_name ILIKE $2 OR u.first_name ILIKE $2
      OR u.last_name ILIKE $2 OR u.email ILIKE $2 OR coalesce(u.document_number, '') ILIKE $2)`;
    const params = [search, containing(search)];
    const [count] = await services.db.query<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM users u WHERE ${where}`,
      params,
    );
    const users = await services.db.query<UserRow>(
      `SELECT u.id::text AS id, u.first_name AS names, u.last_name AS surnames, u.email,
         coalesce(u.document_number, '') AS document, u.user_name AS "userName", u.phone_number AS "phoneNumber",
         u.id_type_user AS "idTypeUser", u.country_id AS "countryId", u.document_type AS "documentTypeId",
         to_char(u.modified_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS modifiedon, u.idstate
       FROM users u WHERE ${where}
       ORDER BY ${orderBy[headers.filterBy ?? "newest"]}
       LIMIT $3 OFFSET $4`,
      [...params, size, page * size],
    );
    return ok({ users, rows: count?.rows ?? 0 });
  });
};

/** The states the toggle sets: 2 (active) and 1 (inactive); 3 and 6 are set by the platform, never here. */
const TOGGLE_STATES = [1, 2] as const;
const ToggleStateSchema = v.picklist(TOGGLE_STATES, "idstate: expected 1 (inactive) or 2 (active)");

/** Only users and certificate users have the toggle and the delete icon (spec §2); the server holds the same line. */
const MANAGED_TYPES: readonly number[] = [UserType.user, UserType.certificateUser];

interface StoredUser {
  readonly id: string;
  readonly idstate: number;
  readonly idTypeUser: number;
}

/** A live (not deleted) user by id, or 404 naming the id. */
async function liveUser(services: Services, id: string): Promise<StoredUser> {
  const [found] = /^\d+$/.test(id)
    ? await services.db.query<StoredUser>(
        `SELECT id::text AS id, idstate, id_type_user AS "idTypeUser" FROM users
         WHERE id = $1::bigint AND deleted_at IS NULL`,
        [id],
      )
    : [];
  if (!found) throw new Refusal(404, `id: no user ${id} (it does not exist or was deleted)`);
  return found;
}

function refuseUnmanaged(user: StoredUser, what: string): void {
  if (!MANAGED_TYPES.includes(user.idTypeUser)) {
    throw new Refusal(
      409,
      `${what}: user type ${user.idTypeUser} is not managed from the list (only types 2 and 4)`,
    );
  }
}

/**
 * POST /api/user/Inactivate (spec §7) sets `idstate` to 2 (active) or 1 (inactive). State 6 cannot change
 * (spec §3): 409 with the spec's text, and nothing changes.
 */
export const userStateRoutes: Routes = (app, services) => {
  route(app, user.inactivate, async (_c, { body }) => {
    const idstate = parseWith(ToggleStateSchema, body.idstate, "body");
    const found = await liveUser(services, body.id);
    if (found.idstate === FIXED_USER_STATE) {
      throw new Refusal(409, "No es posible cambiar de estado a este usuario");
    }
    refuseUnmanaged(found, "Inactivate");
    await services.db.query("UPDATE users SET idstate = $2, modified_on = now() WHERE id = $1::bigint", [
      found.id,
      idstate,
    ]);
    return ok(
      { id: found.id, idstate },
      idstate === 2 ? "El usuario quedó en estado activo" : "El usuario quedó en estado inactivo",
    );
  });

  /** POST /api/user/delete: a soft delete (deleted_at), so the email and userName can be reactivated (A20). */
  route(app, user.delete, async (_c, { body }) => {
    const found = await liveUser(services, body.Id);
    refuseUnmanaged(found, "delete");
    await services.db.query(
      "UPDATE users SET deleted_at = now(), modified_on = now() WHERE id = $1::bigint",
      [found.id],
    );
    return {
      responseCode: 200,
      information: "El usuario fue eliminado con éxito",
      informationCode: Code.signedIn,
      result: null,
    };
  });
};
