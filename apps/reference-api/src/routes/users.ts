import { Api, UserListHeadersSchema, type UserListOrder } from "@gse/contract";
import { answer, readHeaders } from "../http.ts";
import { on, type Routes } from "./route.ts";

const user = Api.security.user;

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
  on(app, user.list, async (c) => {
    const headers = readHeaders(c, UserListHeadersSchema, ["customerSearch", "pages", "filterBy"]);
    const { page, size } = headers.pages;
    const search = headers.customerSearch?.trim() ?? "";
    const where = `u.deleted_at IS NULL AND ($1 = '' OR u.user_name ILIKE $2 OR u.first_name ILIKE $2
      OR u.last_name ILIKE $2 OR u.email ILIKE $2 OR coalesce(u.document_number, '') ILIKE $2)`;
    const params = [search, containing(search)];
    const [count] = await services.db.query<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM users u WHERE ${where}`,
      params,
    );
    const users = await services.db.query(
      `SELECT u.id::text AS id, u.first_name AS names, u.last_name AS surnames, u.email,
         coalesce(u.document_number, '') AS document, u.user_name AS "userName", u.phone_number AS "phoneNumber",
         u.id_type_user AS "idTypeUser", u.country_id AS "countryId", u.document_type AS "documentTypeId",
         to_char(u.modified_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS modifiedon, u.idstate
       FROM users u WHERE ${where}
       ORDER BY ${orderBy[headers.filterBy ?? "newest"]}
       LIMIT $3 OFFSET $4`,
      [...params, size, page * size],
    );
    return answer(c, { users, rows: count?.rows ?? 0 });
  });
};
