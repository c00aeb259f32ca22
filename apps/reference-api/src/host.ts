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
  host: string | undefined | HostBrand,
  names: BrandHeaderNames = { application: "x-application", tenant: "x-tenant" },
): Record<string, string> {
  const { application, tenant } = typeof host === "object" ? host : brandFromHost(host);
  return {
    ...(application ? { [names.application]: application } : {}),
    ...(tenant ? { [names.tenant]: tenant } : {}),
  };
}

/**
 * The page's application and tenant: as a proxy in front of the API names them in the brand headers of the
 * request (the nginx recipe, which applies the host rule under its own base domain), else as the host names them.
 * A value that is no host label counts as none.
 */
export function brandOfRequest(
  host: string | undefined,
  header: (name: string) => string | undefined,
  names: BrandHeaderNames,
): HostBrand {
  const value = (name: string) => {
    const text = header(name)?.trim().toLowerCase();
    return text && label.test(text) ? text : undefined;
  };
  const application = value(names.application);
  if (!application) return brandFromHost(host);
  const tenant = value(names.tenant);
  return tenant ? { application, tenant } : { application };
}
