import * as v from "valibot";

/**
 * The privilege and role cards' rules (spec §5 "Privilege" and "Role"), shared by the console's cards and the
 * reference API's create and modify, so both refuse the same input with the same words. Every message is a
 * Spanish catalog id: the console translates it where it shows it.
 */
export const PrivilegeRoleMessage = {
  required: "Campo obligatorio",
  /** The spec's generic 'Debe tener máximo :max caracteres.' with each limit filled in. */
  max50: "Debe tener máximo 50 caracteres.",
  max100: "Debe tener máximo 100 caracteres.",
  /** The spec quotes no text for the character rules; these name what is allowed. */
  privilegeNameCharacters: "Solo se admiten letras, números y guion bajo, sin espacios.",
  roleNameCharacters: "Solo se admiten letras, números, tildes, espacios y guion bajo.",
  roleAliasCharacters: "Solo se admiten letras, números, tildes y espacios.",
  oneApplication: "Se requiere minimo una aplicación",
  onePrivilege: "*Se requiere mínimo un privilegio",
  /** The spec says the name must not already exist, with no text: this one names the clash. */
  privilegeNameTaken: "Ya existe un privilegio con ese nombre",
  roleNameTaken: "Ya existe un rol con ese nombre",
  /** The name is not editable after creation (spec §5): a modify that renames is refused with this. */
  privilegeNameFixed: "El nombre del privilegio no se puede modificar",
  /** A delete that would leave a role granting nothing, or users holding a role that is gone, is refused. */
  privilegeInRoles:
    "El privilegio está asignado a uno o más roles. Quítalo de esos roles antes de eliminarlo.",
  roleHeldByUsers: "El rol está asignado a uno o más usuarios. Quítaselo antes de eliminarlo.",
  /** The answers of a delete that went through. */
  privilegeDeleted: "El privilegio fue eliminado exitosamente",
  roleDeleted: "El rol fue eliminado exitosamente",
} as const;

const M = PrivilegeRoleMessage;

/** Spec §9: the privilege name is 50 in the validation schema, 60 at the input. */
export const PRIVILEGE_NAME_MAX = 50;
export const PRIVILEGE_NAME_INPUT_MAX = 60;
/** Spec §9: privilege description, role name, alias and description. */
export const PRIVILEGE_ROLE_TEXT_MAX = 100;

/** Blank text (spaces only) is as missing as empty text. */
const required = v.pipe(
  v.string(M.required),
  v.check((text) => text.trim() !== "", M.required),
);

const upTo100 = v.maxLength<string, typeof PRIVILEGE_ROLE_TEXT_MAX, typeof M.max100>(
  PRIVILEGE_ROLE_TEXT_MAX,
  M.max100,
);

/** Letters with the accents of Spanish and its neighbours (ñ, ü, ç included). */
const ACCENTED = "A-Za-zÀ-ÖØ-öø-ÿ";

/** Name: required, letters, digits and underscore only (no spaces, no accents), 50 characters. */
export const PrivilegeNameRule = v.pipe(
  required,
  v.maxLength(PRIVILEGE_NAME_MAX, M.max50),
  v.regex(/^[A-Za-z0-9_]*$/, M.privilegeNameCharacters),
);

/** Description: optional, 100 characters (the card counts down what remains). */
export const PrivilegeDescriptionRule = v.pipe(v.string(), upTo100);

/** The names of the applications the privilege is assigned in: at least one. */
export const PrivilegeApplicationsRule = v.pipe(
  v.array(v.string()),
  v.check((names) => names.some((name) => name.trim() !== ""), M.oneApplication),
);

/** The privilege card's fields, as the console edits them and the API receives them. */
export const PrivilegeFormSchema = v.object({
  name: PrivilegeNameRule,
  description: PrivilegeDescriptionRule,
  licence: v.boolean(),
  isAuditable: v.boolean(),
  application: PrivilegeApplicationsRule,
});
export type PrivilegeForm = v.InferOutput<typeof PrivilegeFormSchema>;

/**
 * A modify: the name rule is for names being created, and the name never changes after creation, so an existing
 * privilege whose name predates the rule (the seeded 'users.read') stays editable.
 */
export const PrivilegeUpdateFormSchema = v.object({ ...PrivilegeFormSchema.entries, name: v.string() });

/** Role name: required, 100, letters (accented too), digits, spaces and underscore. */
export const RoleNameRule = v.pipe(
  required,
  upTo100,
  v.regex(new RegExp(`^[${ACCENTED}0-9 _]*$`), M.roleNameCharacters),
);

/** Alias: optional, 100, letters (accented too), digits and spaces. */
export const RoleAliasRule = v.pipe(
  v.string(),
  upTo100,
  v.regex(new RegExp(`^[${ACCENTED}0-9 ]*$`), M.roleAliasCharacters),
);

export const RoleDescriptionRule = v.pipe(v.string(), upTo100);

/** The Datos tab: what a new role must pass before the Aplicaciones tab opens (spec §4). */
export const RoleDataFormSchema = v.object({
  name: RoleNameRule,
  alias: RoleAliasRule,
  description: RoleDescriptionRule,
});
export type RoleDataForm = v.InferOutput<typeof RoleDataFormSchema>;

/** A role's modify that keeps its name: the name rule is for names being given, as with privileges. */
export const RoleKeptNameFormSchema = v.object({ ...RoleDataFormSchema.entries, name: v.string() });

/** A role's applications: at least one privilege in total, whichever application holds it. */
export const RolePrivilegesRule = v.pipe(
  v.array(v.looseObject({ privilege: v.array(v.string()) })),
  v.check((applications) => applications.some((entry) => entry.privilege.length > 0), M.onePrivilege),
);

/** The first message a schema gives for a value, or undefined when it passes: for the API's 400s. */
export function firstRuleMessage(schema: v.GenericSchema, value: unknown): string | undefined {
  const outcome = v.safeParse(schema, value);
  return outcome.success ? undefined : outcome.issues[0].message;
}
