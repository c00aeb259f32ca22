import { customers, privilegesOfRoles, roles } from "./admin-seed-data.ts";
import type { Queryable } from "./database.ts";

/** The generated users' names start with this, so tests and operators can tell them from the demo users. */
export const DIRECTORY_PREFIX = "dir.";

const firstNames = [
  "Ana",
  "Andrés",
  "Camila",
  "Carlos",
  "Daniela",
  "David",
  "Diana",
  "Felipe",
  "Gabriela",
  "Jorge",
  "Juliana",
  "Laura",
  "Luis",
  "María",
  "Mateo",
  "Natalia",
  "Óscar",
  "Paula",
  "Ricardo",
  "Sofía",
  "Tomás",
  "Valentina",
  "Yesenia",
  "Sebastián",
  "Lucía",
  "Martín",
  "Isabel",
  "Hernán",
  "Catalina",
  "João",
];
const lastNames = [
  "Gómez",
  "Rodríguez",
  "Martínez",
  "López",
  "García",
  "Pérez",
  "Sánchez",
  "Ramírez",
  "Torres",
  "Díaz",
  "Vargas",
  "Castro",
  "Rojas",
  "Moreno",
  "Jiménez",
  "Muñoz",
  "Ortiz",
  "Herrera",
  "Quintero",
  "Peña",
  "Acosta",
  "Salazar",
  "Cárdenas",
  "Silva",
  "Mendoza",
  "Álvarez",
];
const countryDocuments = [
  { code: "CO", type: "CC" },
  { code: "PE", type: "DNI" },
  { code: "BR", type: "CPF" },
] as const;

/** A small deterministic generator, so the same count always yields the same directory. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

interface DirectoryUser {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  customer: string;
  secondCustomer: string | undefined;
  countryCode: string;
  documentType: string;
  documentNumber: string;
  idTypeUser: number;
  idstate: number;
  phoneNumber: string;
  modifiedDaysAgo: number;
  deleted: boolean;
  roles: string[];
}

function generate(index: number, next: () => number): DirectoryUser {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const firstName = pick(firstNames);
  const lastName = `${pick(lastNames)} ${pick(lastNames)}`;
  const userName = `${DIRECTORY_PREFIX}${ascii(firstName)}.${ascii(lastName.split(" ")[0] ?? "")}${index}`;
  const draw = next() * 10;
  const country = draw < 8 ? countryDocuments[0] : draw < 9 ? countryDocuments[1] : countryDocuments[2];
  const type = next();
  const state = next();
  const activeRoles = roles.filter((role) => !role.inactive && role.name !== "Administrador");
  const roleCount = 1 + Math.floor(next() * 3);
  const assigned = new Set(Array.from({ length: roleCount }, () => pick(activeRoles).name));
  return {
    userName,
    email: `${userName.slice(DIRECTORY_PREFIX.length)}@example.test`,
    firstName,
    lastName,
    customer: pick(customers),
    secondCustomer: next() < 0.3 ? pick(customers) : undefined,
    countryCode: country.code,
    documentType: country.type,
    documentNumber: String(10_000_000 + Math.floor(next() * 989_999_999)),
    // Mostly people (2), some with a certificate (4), a few applications (1) and testers (3).
    idTypeUser: type < 0.75 ? 2 : type < 0.9 ? 4 : type < 0.95 ? 1 : 3,
    // Mostly active (2); inactive (1), pending activation (3) and the unchangeable state 6 now and then.
    idstate: state < 0.8 ? 2 : state < 0.9 ? 1 : state < 0.97 ? 3 : 6,
    phoneNumber: next() < 0.3 ? "0" : `3${String(Math.floor(next() * 1_000_000_000)).padStart(9, "0")}`,
    modifiedDaysAgo: Math.floor(next() * 365),
    deleted: next() < 0.03,
    roles: [...assigned],
  };
}

const chunkSize = 2000;

/**
 * Adds `count` generated users (`dir.<name><n>`) with companies and roles, in bulk: one INSERT per 2,000 users.
 * They share one hash of a random password nobody knows, so none can sign in until an administrator or a reset
 * gives them one; hashing each would take minutes for 10,000.
 */
export async function seedDirectory(db: Queryable, count: number, unusableHash: string): Promise<void> {
  const next = random(20_261_122);
  const all = Array.from({ length: count }, (_, index) => generate(index + 1, next));
  for (let start = 0; start < all.length; start += chunkSize) {
    const chunk = all.slice(start, start + chunkSize);
    const column = <T>(read: (user: DirectoryUser) => T) => chunk.map(read);
    await db.query(
      `INSERT INTO users (user_name, email, first_name, last_name, customer_name, document_type, document_number,
         password_hash, original_password_hash, activated, blocked, apps, privileges, id_type_user, idstate,
         phone_number, country_id, modified_on, deleted_at)
       SELECT x.user_name, x.email, x.first_name, x.last_name, x.customer, x.document_type, x.document_number,
         $16, $16, x.idstate <> 3, x.idstate = 6, x.apps::jsonb, x.privileges::jsonb, x.id_type_user, x.idstate,
         x.phone_number, c.id, now() - make_interval(days => x.days_ago),
         CASE WHEN x.deleted THEN now() - make_interval(days => x.days_ago) END
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
         $8::text[], $9::text[], $10::int[], $11::int[], $12::text[], $13::text[], $14::int[], $15::boolean[])
         AS x(user_name, email, first_name, last_name, customer, document_type, document_number, apps, privileges,
           id_type_user, idstate, phone_number, country_code, days_ago, deleted)
       LEFT JOIN countries c ON c.country_code = x.country_code
       ON CONFLICT DO NOTHING`,
      [
        column((u) => u.userName),
        column((u) => u.email),
        column((u) => u.firstName),
        column((u) => u.lastName),
        column((u) => u.customer),
        column((u) => u.documentType),
        column((u) => u.documentNumber),
        column((u) => JSON.stringify(appsOf(u.roles))),
        column((u) => JSON.stringify(privilegesOfRoles(u.roles))),
        column((u) => u.idTypeUser),
        column((u) => u.idstate),
        column((u) => u.phoneNumber),
        column((u) => u.countryCode),
        column((u) => u.modifiedDaysAgo),
        column((u) => u.deleted),
        unusableHash,
      ],
    );
    await linkDirectory(db, chunk);
  }
}

const appsOf = (roleNames: readonly string[]) => [
  ...new Set(
    roles
      .filter((role) => roleNames.includes(role.name))
      .flatMap((role) => role.applications.map((a) => a.name)),
  ),
];

/** The companies (the first one principal) and roles of a chunk of generated users. */
async function linkDirectory(db: Queryable, chunk: readonly DirectoryUser[]): Promise<void> {
  const companies = chunk.flatMap((user) => [
    [user.userName, user.customer, true] as const,
    ...(user.secondCustomer && user.secondCustomer !== user.customer
      ? [[user.userName, user.secondCustomer, false] as const]
      : []),
  ]);
  await db.query(
    `INSERT INTO user_customers (user_id, customer_id, principal)
     SELECT u.id, c.id, x.principal
     FROM unnest($1::text[], $2::text[], $3::boolean[]) AS x(user_name, customer, principal)
     JOIN users u ON lower(u.user_name) = lower(x.user_name)
     JOIN customers c ON c.name = x.customer
     ON CONFLICT DO NOTHING`,
    [companies.map((c) => c[0]), companies.map((c) => c[1]), companies.map((c) => c[2])],
  );
  const assignments = chunk.flatMap((user) => user.roles.map((role) => [user.userName, role] as const));
  await db.query(
    `INSERT INTO user_roles (user_id, role_id)
     SELECT u.id, r.id
     FROM unnest($1::text[], $2::text[]) AS x(user_name, role_name)
     JOIN users u ON lower(u.user_name) = lower(x.user_name)
     JOIN roles r ON r.name = x.role_name
     ON CONFLICT DO NOTHING`,
    [assignments.map((a) => a[0]), assignments.map((a) => a[1])],
  );
}
