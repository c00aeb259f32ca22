/**
 * The sign-in calls (sign-in spec §7), one descriptor each, grouped by service: `Api.authentication.login`, ...
 * Each is a module export, so a bundle carries only the descriptors (and schemas) its code uses.
 */
export * as application from "./application.ts";
export * as authentication from "./authentication.ts";
export * as security from "./security.ts";
