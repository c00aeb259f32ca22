import type { Context } from "hono";
import type { Settings } from "../config.ts";
import { brandFromHost } from "../host.ts";
import { pageOrigin } from "../http.ts";
import type { MailContext } from "./mailer.ts";
import { requestLanguage } from "./request-language.ts";

/**
 * The brand and language of the page that asked, read at the edge: the application and tenant the portal's SDK
 * sends in the brand headers (x-application, x-tenant unless renamed), else the call's own application field,
 * else the page's host (`payroll.localhost`); the language from Accept-Language, Spanish by default; the assets on
 * the request's public origin.
 */
export function mailContext(
  c: Context,
  settings: Pick<Settings, "headers">,
  bodyApplication?: string,
): MailContext {
  const host = brandFromHost(c.req.header("host"));
  const header = (name: string) => c.req.header(name)?.trim() || undefined;
  return {
    brand: {
      application: header(settings.headers.application) ?? (bodyApplication?.trim() || host.application),
      tenant: header(settings.headers.tenant) ?? host.tenant,
      origin: pageOrigin(c),
    },
    language: requestLanguage(c.req.header("accept-language")),
  };
}
