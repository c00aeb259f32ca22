import type { HostBrand } from "./host.ts";

/**
 * The host rule's cases, one table for every server that applies it: the API (host.test.ts) and the nginx
 * recipe (e2e/deploy.spec.ts), so the two cannot drift apart.
 */
export const hostRuleCases: readonly { readonly host: string; readonly brand: HostBrand }[] = [
  { host: "payroll.localhost:5173", brand: { application: "payroll" } },
  { host: "payroll.localhost", brand: { application: "payroll" } },
  { host: "PayRoll.LocalHost", brand: { application: "payroll" } },
  { host: "co.selfservice.localhost", brand: { application: "selfservice", tenant: "co" } },
  { host: "co.selfservice.localhost:4173", brand: { application: "selfservice", tenant: "co" } },
  { host: "nosuchbrand.localhost", brand: { application: "nosuchbrand" } },
  { host: "localhost:4173", brand: {} },
  { host: "localhost", brand: {} },
  { host: "127.0.0.1:4173", brand: {} },
  { host: "a.b.c.localhost", brand: {} },
  { host: "9lives.localhost", brand: {} },
  { host: "x;y.localhost", brand: {} },
  { host: "payroll.example.com", brand: {} },
  { host: `${"a".repeat(41)}.localhost`, brand: {} },
];
