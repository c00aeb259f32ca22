import * as v from "valibot";
import { envelope } from "./envelope.ts";
import { DateTimeText, entityText, numericHeader } from "./fields.ts";
import { listAnswer, recordsAnswer } from "./records.ts";

/**
 * The application the console hides from its application lists, the user roles view and the privilege and
 * role screens (spec §1). It exists in the data: the OTP-reset flow belongs to it.
 */
export const HIDDEN_APPLICATION = "RESETOTP";

/** Whether the console hides an application by name (case-insensitive). */
export const isHiddenApplication = (name: string) => name.toUpperCase() === HIDDEN_APPLICATION;

/** Token time units (spec §3). */
export const TimeUnit = { minutes: 1, hours: 2, days: 3 } as const;
export const TimeUnitSchema = v.picklist([TimeUnit.minutes, TimeUnit.hours, TimeUnit.days]);

/** `passwordTypeExpiration`: the unit of `passwordExpiration`. */
export const PasswordExpirationUnit = { days: 3, months: 4 } as const;

/** `mechanismAfterSetPass`: where a user goes after setting a password. */
export const MechanismAfterSetPass = { applicationLogin: 1, applicationHome: 2 } as const;

/** `idState` of an application: 1 active, 0 inactive. */
export const ApplicationState = { active: 1, inactive: 0 } as const;

/** The defaults of spec §3 and §9 for a new application's token policy. */
export const ApplicationDefaults = {
  isVisible: true,
  maxRefreshTokens: -1,
  maxRefreshTokensByUser: 0,
  maxConcurrentTokens: 1,
  maxConcurrentTokensByUser: -1,
  isConcurrentSession: false,
} as const;

/** The fields an administrator edits: the body of POST /api/application/create and /modify. */
const editable = {
  name: v.string(),
  title: v.string(),
  description: entityText,
  isVisible: v.optional(v.boolean(), ApplicationDefaults.isVisible),
  idState: v.number(),
  urlAssignPassword: entityText,
  landing: entityText,
  urlApp: entityText,
  /** true: Transversal; false: Producto. */
  typeApplication: v.boolean(),
  amountTime: v.number(),
  timeUnit: v.number(),
  refreshTokenExpirationAmountTime: v.number(),
  refreshTokenExpirationTimeUnit: v.number(),
  userActivateTokenTime: v.number(),
  userActivateTokenTimeUnit: v.number(),
  assignPasswordTokenTime: v.number(),
  assignPasswordTokenTimeUnit: v.number(),
  maxRefreshTokens: v.optional(v.number(), ApplicationDefaults.maxRefreshTokens),
  maxRefreshTokensByUser: v.optional(v.number(), ApplicationDefaults.maxRefreshTokensByUser),
  maxConcurrentTokens: v.optional(v.number(), ApplicationDefaults.maxConcurrentTokens),
  maxConcurrentTokensByUser: v.optional(v.number(), ApplicationDefaults.maxConcurrentTokensByUser),
  isConcurrentSession: v.optional(v.boolean(), ApplicationDefaults.isConcurrentSession),
  numberPasswordChanges: v.number(),
  passwordExpiration: v.number(),
  passwordTypeExpiration: v.number(),
  mechanismAfterSetPass: v.number(),
};

/** An application with its token and password policy (spec §3), as GET /api/application/list reads it. */
export const ApplicationSchema = v.object({
  id: v.number(),
  ...editable,
  modifiedOn: v.nullish(DateTimeText),
  /** Token duration as one text, e.g. "15 minutos": derived by the server. */
  amountTimeComb: v.nullish(v.string()),
  count: v.nullish(v.number()),
  rolCount: v.nullish(v.number()),
  rolCountUnique: v.nullish(v.number()),
});
export type Application = v.InferOutput<typeof ApplicationSchema>;

/** POST /api/application/create (no id, or 0) and /modify (with id): the list's switch sends it whole. */
export const ApplicationSaveRequestSchema = v.object({ id: v.optional(v.number(), 0), ...editable });
export type ApplicationSaveRequest = v.InferOutput<typeof ApplicationSaveRequestSchema>;

/** GET /api/application/list. */
export const ApplicationListAnswerSchema = recordsAnswer(ApplicationSchema);
export type ApplicationListAnswer = v.InferOutput<typeof ApplicationListAnswerSchema>;

/** An application offered for assignment (menus, notifications, privileges, roles). */
export const AppForAssignSchema = v.object({
  id: v.number(),
  name: v.string(),
  title: v.string(),
  /** On the privilege card's application table: whether the privilege has it. */
  assigned: v.optional(v.boolean()),
});
export type AppForAssign = v.InferOutput<typeof AppForAssignSchema>;

/** GET /api/application/getApplicationsForAssignMenu and getApplicationsForAssignNotification: `result` is the list. */
export const AppsForAssignAnswerSchema = listAnswer(AppForAssignSchema);
export type AppsForAssignAnswer = v.InferOutput<typeof AppsForAssignAnswerSchema>;

/** GET /api/application/getApplicationsByIdPrivilege and /api/application/applicationId: header `id`. */
export const IdHeadersSchema = v.object({ id: numericHeader });
export type IdHeaders = v.InferOutput<typeof IdHeadersSchema>;

/** GET /api/application/getApplicationsByIdPrivilege: `result.count` and `result.records`. */
export const AppsByPrivilegeAnswerSchema = recordsAnswer(AppForAssignSchema);
export type AppsByPrivilegeAnswer = v.InferOutput<typeof AppsByPrivilegeAnswerSchema>;

/** The role-count record of spec §3: how many roles a user holds in an application. */
export const RoleCountSchema = v.object({
  appname: v.string(),
  rolequantity: v.number(),
  rolequantityUnique: v.number(),
});
export type RoleCount = v.InferOutput<typeof RoleCountSchema>;

/** GET /api/application/GetCountRolesByUser: header `user` (the user's id). */
export const CountRolesByUserHeadersSchema = v.object({ user: v.string() });
export const CountRolesByUserAnswerSchema = listAnswer(RoleCountSchema);
export type CountRolesByUserAnswer = v.InferOutput<typeof CountRolesByUserAnswerSchema>;

/** What a save answers: `result` holds the saved record's id. */
export const SavedAnswerSchema = envelope(v.nullish(v.object({ id: v.union([v.number(), v.string()]) })));
export type SavedAnswer = v.InferOutput<typeof SavedAnswerSchema>;
