/** The application and tenant a page serves, as the host name says. */
export interface HostBrand {
  readonly application?: string;
  readonly tenant?: string;
}

const label = /^[a-z][a-z0-9_-]{0,39}$/;

/**
 * Reads the application and tenant from a Host header: `payroll.localhost:5173` → payroll;
 * `co.selfservice.localhost` → selfservice, tenant co; `localhost` or an IP → none. The names are only
 * syntactically checked: the portal falls back to the default brand for a name it does not know.
 */
export function brandFromHost(host: string | undefined, baseDomain = "localhost"): HostBrand {
  const name = (host ?? "").toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  if (!name.endsWith(`.${baseDomain}`)) return {};
  const labels = name.slice(0, -baseDomain.length - 1).split(".");
  if (!labels.every((part) => label.test(part))) return {};
  if (labels.length === 1 && labels[0]) return { application: labels[0] };
  if (labels.length === 2 && labels[0] && labels[1]) return { application: labels[1], tenant: labels[0] };
  return {};
}

export interface BrandHeaderNames {
  readonly application: string;
  readonly tenant: string;
}

/**
 * The response headers that tell the portal's page its application and tenant (default names
 * `x-application` and `x-tenant`). Used by the API for `pnpm start` and by the portal's dev server.
 */
export function brandHeaders(
  host: string | undefined,
  names: BrandHeaderNames = { application: "x-application", tenant: "x-tenant" },
): Record<string, string> {
  const { application, tenant } = brandFromHost(host);
  return {
    ...(application ? { [names.application]: application } : {}),
    ...(tenant ? { [names.tenant]: tenant } : {}),
  };
}
