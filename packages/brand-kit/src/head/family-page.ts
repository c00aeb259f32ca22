/**
 * Where the build writes the page of a family's brands (apps/portal/login-preload.ts): index.html with the
 * family's own entry script, which brings the family's login in the page's first scripts. The page
 * servers (the reference API, the nginx recipe) answer a brand's host with it, and with index.html when the
 * build has none for the brand's family.
 */
export const familyPageFile = (family: string): string => `pages/${family}.html`;
