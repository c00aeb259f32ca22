import type { MiddlewareHandler } from "hono";
import { envelopeBody } from "./http.ts";

/** One entry of REFERENCE_PUBLIC_ORIGINS, parsed: `https://*.portal.example.com` or `http://localhost:*`. */
export interface PublicOrigin {
  readonly protocol: "http:" | "https:";
  /** The host name, or the parent domain when `subdomains` is set. */
  readonly name: string;
  /** `*.` before the name: any subdomain of it (the brands' `<app>.` and `<tenant>.<app>.` hosts). */
  readonly subdomains: boolean;
  /** A port, `*` for any, or "" for the protocol's default. */
  readonly port: string;
}

const entryPattern = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?\/?$/;
const labelPattern = /^[a-z0-9-]{1,63}$/;

/** Parses the allowlist, or throws naming the variable, the entry and the form expected. */
export function parsePublicOrigins(entries: readonly string[]): PublicOrigin[] {
  return entries.map((entry) => {
    const match = entryPattern.exec(entry.trim().toLowerCase());
    if (!match?.[1] || !match[3]) {
      throw new Error(
        `REFERENCE_PUBLIC_ORIGINS: expected origins like https://portal.example.com or ` +
          `https://*.portal.example.com (a port or :* after the host), got "${entry}"`,
      );
    }
    return {
      protocol: `${match[1]}:` as PublicOrigin["protocol"],
      subdomains: Boolean(match[2]),
      name: match[3],
      port: match[4] ?? "",
    };
  });
}

const defaultPort = { "http:": "80", "https:": "443" } as const;

/**
 * The public origin a Host header names, when the allowlist has it: `https://payroll.portal.example.com`.
 * The protocol is the configured one (TLS usually ends in front of the API), never the client's word.
 */
export function publicOriginOf(
  host: string | undefined,
  origins: readonly PublicOrigin[],
): string | undefined {
  const match = /^([a-z0-9.-]+?)\.?(?::(\d{1,5}))?$/.exec((host ?? "").trim().toLowerCase());
  if (!match?.[1]) return undefined;
  const [, name, port = ""] = match;
  const allowed = origins.find((origin) => {
    const nameFits = origin.subdomains
      ? name.endsWith(`.${origin.name}`) &&
        name
          .slice(0, -origin.name.length - 1)
          .split(".")
          .every((label) => labelPattern.test(label))
      : name === origin.name;
    const portFits =
      origin.port === "*" ||
      port === origin.port ||
      (origin.port === "" && (port === "" || port === defaultPort[origin.protocol]));
    return nameFits && portFits;
  });
  return allowed && `${allowed.protocol}//${port ? `${name}:${port}` : name}`;
}

declare module "hono" {
  interface ContextVariableMap {
    /** The request's public origin, checked against REFERENCE_PUBLIC_ORIGINS (see trustedHost). */
    publicOrigin: string;
  }
}

/**
 * Refuses a request whose Host is not one of the public origins, and keeps the origin for the routes that
 * build links and urlApp: a forged Host used to mail the victim a reset link to another site.
 */
export function trustedHost(origins: readonly PublicOrigin[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = publicOriginOf(c.req.header("host"), origins);
    if (!origin) {
      return c.json(
        envelopeBody(
          400,
          `header Host: "${c.req.header("host") ?? ""}" is not one of the portal's public origins; ` +
            "the operator lists them in REFERENCE_PUBLIC_ORIGINS",
        ),
        400,
      );
    }
    c.set("publicOrigin", origin);
    await next();
  };
}
