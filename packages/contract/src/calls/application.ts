// The application service's calls (sign-in spec §7): what the login shows about its application.
export { freeTrial } from "./application/free-trial.ts";
export { maintenance } from "./application/maintenance.ts";
export { parameters } from "./application/parameters.ts";
export { version } from "./application/version.ts";
