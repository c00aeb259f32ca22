import {
  type AdminUser,
  type Country,
  type Customer,
  type DocumentType,
  phoneDigits,
  type Role,
  type UserRoleAssignment,
  type UserSaveRequest,
} from "@gse/contract";

/** The user form's tabs (spec §2: Datos, Empresas, Roles), as the address names them (`?tab=roles`). */
export const userFormTabs = ["data", "companies", "roles"] as const;
export type UserFormTab = (typeof userFormTabs)[number];

/** A company as the companies tab holds it: the server's entry, with its assigned and principal flags. */
export interface CompanyChoice {
  readonly id: number;
  readonly name: string;
  readonly principal: boolean;
  readonly assigned: boolean;
  readonly modifiedOn: string | null;
}

/**
 * The user form's values (spec §3 "User": the country as `countryCode`, the document type as `documentType`),
 * one field per Datos input, held as text; the companies tab's `customers` and the roles tab's `roles`, each a
 * complete list in a fixed order, so comparing with the record's values says whether a tab changed.
 */
export interface UserFormValues {
  readonly names: string;
  readonly surnames: string;
  readonly userName: string;
  readonly email: string;
  readonly countryCode: string;
  readonly documentType: string;
  readonly document: string;
  readonly idTypeUser: string;
  /** What follows the '(+57) ' prefix, spaces left out: digits when valid (spec §5). */
  readonly phoneNumber: string;
  readonly customers: readonly CompanyChoice[];
  readonly roles: readonly UserRoleAssignment[];
}

export type UserDataField = Exclude<keyof UserFormValues, "customers" | "roles">;

/** The Datos tab's fields, in the order the tab shows them. */
export const userDataFields: readonly UserDataField[] = [
  "names",
  "surnames",
  "userName",
  "email",
  "countryCode",
  "documentType",
  "document",
  "idTypeUser",
  "phoneNumber",
];

export const companyChoices = (customers: readonly Customer[]): CompanyChoice[] =>
  customers.map((customer) => ({
    id: customer.id,
    name: customer.name,
    principal: customer.principal,
    assigned: customer.assigned,
    modifiedOn: customer.modifiedOn ?? null,
  }));

/** Every role by name with whether the user holds it: the roles the tab lists and those it hides alike. */
export const roleAssignments = (roles: readonly Role[]): UserRoleAssignment[] =>
  [...roles]
    .sort((a, b) => a.name.localeCompare(b.name, "es"))
    .map((role) => ({ role: role.name, assigned: role.assigned ?? false }));

/** The country code of a stored user's country id; an unknown id chooses none. */
export function countryCodeOf(countryId: number | null | undefined, countries: readonly Country[]): string {
  return countries.find((country) => country.id === countryId)?.countryCode ?? "";
}

/** The document types of a country (spec §5: the options are filtered by the selected country). */
export function documentTypesOf(types: readonly DocumentType[], countryCode: string): DocumentType[] {
  if (countryCode === "") return [];
  return types.filter((type) => (type.country ?? "").toUpperCase() === countryCode.toUpperCase());
}

export interface UserFormSources {
  readonly countries: readonly Country[];
  readonly customers: readonly Customer[];
  readonly roles: readonly Role[];
}

/** A new user's values: empty Datos, every company and role unassigned, as the server listed them. */
export function newUserValues(sources: Omit<UserFormSources, "countries">): UserFormValues {
  return {
    names: "",
    surnames: "",
    userName: "",
    email: "",
    countryCode: "",
    documentType: "",
    document: "",
    idTypeUser: "",
    phoneNumber: "",
    customers: companyChoices(sources.customers),
    roles: roleAssignments(sources.roles),
  };
}

/** A stored user's values; the server's phone "0" means none. */
export function userValues(user: AdminUser, sources: UserFormSources): UserFormValues {
  return {
    names: user.names,
    surnames: user.surnames,
    userName: user.userName,
    email: user.email,
    countryCode: countryCodeOf(user.countryId, sources.countries),
    documentType: user.documentTypeId ?? "",
    document: user.document,
    idTypeUser: user.idTypeUser > 0 ? String(user.idTypeUser) : "",
    phoneNumber: phoneDigits(user.phoneNumber),
    customers: companyChoices(sources.customers),
    roles: roleAssignments(sources.roles),
  };
}

/** POST /api/user/create or modify: the form's values with the user's id when it exists (spec §7). */
export function saveRequest(values: UserFormValues, id?: string): UserSaveRequest {
  return {
    ...(id === undefined ? {} : { id }),
    names: values.names.trim(),
    surnames: values.surnames.trim(),
    userName: values.userName.trim(),
    email: values.email.trim(),
    document: values.document.trim(),
    phoneNumber: values.phoneNumber,
    idTypeUser: Number(values.idTypeUser),
    countryCode: values.countryCode,
    documentType: values.documentType,
    customers: values.customers.map(({ id: companyId, assigned, principal }) => ({
      id: companyId,
      assigned,
      principal,
    })),
    roles: values.roles.map(({ role, assigned }) => ({ role, assigned })),
  };
}
