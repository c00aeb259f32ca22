import * as v from "valibot";
import { DateTimeText, entityText, optionalHeader } from "./fields.ts";
import { recordsAnswer } from "./records.ts";

/** `idstate` of privileges and roles: 0 is active (spec §3), unlike applications. */
export const RecordState = { active: 0, inactive: 1 } as const;

/** Role confirmations send idstate as the string "0" or "1" (spec §4): both spellings read as a number. */
const IdStateField = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"))]),
  v.transform(Number),
);

/** Application names, or the comma-separated `sharedApps` text. */
const NamesField = v.pipe(
  v.union([v.array(v.string()), v.string()]),
  v.transform((value) =>
    (typeof value === "string" ? value.split(",") : value).map((name) => name.trim()).filter(Boolean),
  ),
);

/** A privilege (spec §3). `application` lists the names of the applications it is assigned in. */
export const PrivilegeSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: entityText,
  idstate: IdStateField,
  licence: v.boolean(),
  isAuditable: v.boolean(),
  application: v.optional(NamesField, []),
  createdon: v.nullish(DateTimeText),
  /** The applications' titles, comma-separated. */
  sharedApps: entityText,
  /** On list rows read for a role: whether the role holds it. */
  assigned: v.optional(v.boolean()),
});
export type Privilege = v.InferOutput<typeof PrivilegeSchema>;

/** GET /api/privilege/list: optional headers `application` (a name) and `rol` (a role id, in the role screen). */
export const PrivilegeListHeadersSchema = v.object({
  application: optionalHeader(50),
  rol: optionalHeader(20),
});
export type PrivilegeListHeaders = v.InferOutput<typeof PrivilegeListHeadersSchema>;

/** GET /api/privilege/list: `result.records`; R11 means none. */
export const PrivilegeListAnswerSchema = recordsAnswer(PrivilegeSchema);
export type PrivilegeListAnswer = v.InferOutput<typeof PrivilegeListAnswerSchema>;

const privilegeFields = {
  name: v.string(),
  description: entityText,
  licence: v.boolean(),
  isAuditable: v.boolean(),
  application: NamesField,
};

/** POST /api/privilege/create. */
export const PrivilegeCreateRequestSchema = v.object(privilegeFields);
export type PrivilegeCreateRequest = v.InferOutput<typeof PrivilegeCreateRequestSchema>;

/** POST /api/privilege/modify: also the state and licence switches, with idstate or licence flipped. */
export const PrivilegeModifyRequestSchema = v.object({
  id: v.number(),
  idstate: IdStateField,
  ...privilegeFields,
});
export type PrivilegeModifyRequest = v.InferOutput<typeof PrivilegeModifyRequestSchema>;

/**
 * POST /api/privilege/delete and /api/role/delete: the record's id. The spec quotes the questions ('¿Deseas
 * eliminar este privilegio?', '¿Deseas eliminar este rol?') but names no call; these two are this product's.
 */
export const RecordDeleteRequestSchema = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type RecordDeleteRequest = v.InferOutput<typeof RecordDeleteRequestSchema>;

/** A role's entry for one application: its privileges there (names) and whether the role shows in it. */
export const RoleApplicationSchema = v.object({
  name: v.string(),
  privilege: v.optional(NamesField, []),
  isVisible: v.optional(v.boolean(), true),
});
export type RoleApplication = v.InferOutput<typeof RoleApplicationSchema>;

/** A role (spec §3): privileges grouped per application, with per-application visibility. */
export const RoleSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: entityText,
  alias: entityText,
  idstate: IdStateField,
  createdon: v.nullish(DateTimeText),
  sharedApps: entityText,
  /** On lists read for a user: whether the user holds the role. */
  assigned: v.optional(v.boolean()),
  application: v.optional(v.array(RoleApplicationSchema), []),
});
export type Role = v.InferOutput<typeof RoleSchema>;

/** GET /api/role/list: optional headers `application` (a name) and `user` (a user id, marks `assigned`). */
export const RoleListHeadersSchema = v.object({
  application: optionalHeader(50),
  user: optionalHeader(64),
});
export type RoleListHeaders = v.InferOutput<typeof RoleListHeadersSchema>;

/** GET /api/role/list: `result.records`; R11 means none. */
export const RoleListAnswerSchema = recordsAnswer(RoleSchema);
export type RoleListAnswer = v.InferOutput<typeof RoleListAnswerSchema>;

/** POST /api/role/create (id 0 or absent) and /api/role/modify. */
export const RoleSaveRequestSchema = v.object({
  id: v.optional(v.number(), 0),
  name: v.string(),
  description: entityText,
  alias: entityText,
  application: v.array(RoleApplicationSchema),
  idstate: v.optional(IdStateField, RecordState.active),
});
export type RoleSaveRequest = v.InferOutput<typeof RoleSaveRequestSchema>;

/** One application of a role (GET /api/application/applicationId): its visibility and how many privileges it has. */
export const RoleApplicationCountSchema = v.object({
  id: v.number(),
  name: v.string(),
  title: v.string(),
  isVisible: v.boolean(),
  privileges: v.number(),
});

/** GET /api/application/applicationId (header `id`, a role id): `result.records` and `count`. */
export const RoleApplicationsAnswerSchema = recordsAnswer(RoleApplicationCountSchema);
export type RoleApplicationsAnswer = v.InferOutput<typeof RoleApplicationsAnswerSchema>;
