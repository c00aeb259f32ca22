import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type OutboxMessage, OutboxSchema } from "@gse/contract";
import {
  encrypt,
  type RunningServer,
  readSettings,
  type ServerOptions,
  startServer,
} from "@gse/reference-api";
import { test as base, expect, type Page } from "@playwright/test";
import * as v from "valibot";
import { journeyDatabase, journeySettings } from "./postgres.ts";

export const builtPortal = fileURLToPath(new URL("../apps/portal/dist", import.meta.url));

/** A running portal: the production build served by the reference API on 127.0.0.1, on a free port. */
export interface Portal {
  readonly server: RunningServer;
  /** `url("payroll", "/login")` → http://payroll.localhost:PORT/login; no host gives plain localhost. */
  url(host?: string, path?: string): string;
  /** The reference API's outbox, newest last, for one recipient. */
  outbox(to: string): Promise<OutboxMessage[]>;
}

/**
 * Starts a portal of its own; a journey that needs other settings (a short link lifetime) calls this itself, and
 * one that needs another build (the example family's, fixtures-kiosk.ts) names its folder.
 */
export async function openPortal(
  settings: ServerOptions["settings"] = {},
  portalDist = builtPortal,
): Promise<Portal> {
  if (!existsSync(`${portalDist}/index.html`)) {
    throw new Error(`${portalDist}/index.html: not found; run \`pnpm build\` before the end-to-end tests`);
  }
  // On a database of its own on the journeys' PostgreSQL server, with the journeys' settings (postgres.ts).
  const server = await startServer({
    port: 0,
    portalDist,
    database: await journeyDatabase(settings),
    settings: { ...journeySettings, ...settings },
  });
  const port = new URL(server.url).port;
  const url = (host?: string, path = "/") => `http://${host ? `${host}.` : ""}localhost:${port}${path}`;
  return {
    server,
    url,
    async outbox(to) {
      const response = await fetch(url(undefined, `/dev/outbox?to=${encodeURIComponent(to)}`), {
        headers: { accept: "application/json" },
      });
      return v.parse(OutboxSchema, await response.json());
    },
  };
}

/**
 * `portal`: one server for the whole run, for journeys that change nothing they share.
 * `freshPortal`: a server of its own (seeded, in memory), for journeys that change passwords or stop the API.
 */
export const test = base.extend<{ freshPortal: Portal }, { portal: Portal }>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires fixtures to destructure their first argument.
    async ({}, use) => {
      const portal = await openPortal();
      await use(portal);
      await portal.server.close();
    },
    // Opening a server copies the seeded database and reads the brand store: seconds alone, but over 30 s (the
    // default) was seen on a 2-core machine that runs other work beside the journeys. A hang still fails, at two
    // minutes.
    { scope: "worker", timeout: 120_000 },
  ],
  freshPortal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires fixtures to destructure their first argument.
    async ({}, use) => {
      const portal = await openPortal();
      await use(portal);
      await portal.server.close().catch(() => {});
    },
    { timeout: 120_000 },
  ],
});

export { expect };

/** The newest /changepassword link emailed to `to`, failing with the address when none was sent. */
export async function newestPasswordLink(portal: Portal, to: string): Promise<string> {
  const [email] = (await portal.outbox(to)).slice(-1);
  const link = email?.links.find((address) => address.includes("/changepassword?"));
  if (!link) throw new Error(`no /changepassword link in the outbox for ${to}`);
  return link;
}

/**
 * Has the reference API send inactive.demo the activation email of `appName` (as an administrator's new user
 * receives it) and answers its /changepassword link.
 */
export async function activationLink(portal: Portal, appName: string): Promise<string> {
  const sent = await fetch(portal.url(undefined, "/api/user/SendUserActivationEmail"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: "inactive.demo", appName }),
  });
  expect(sent.status, await sent.text()).toBe(200);
  return newestPasswordLink(portal, "inactive@example.test");
}

/** The demo users' one password (README). */
export const demoPassword = "Demo!2026";

/** Signs in through the login form as a person would. */
export async function signIn(page: Page, user: string, password = demoPassword): Promise<void> {
  // By role and accessible name, as a screen reader finds them ("Usuario", not the visible "Usuario *").
  await page.getByRole("textbox", { name: "Usuario", exact: true }).fill(user);
  await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

/**
 * POST /api/Login straight to the API at `base` (no page): a sign-in from another device, or a wrong attempt.
 * The password goes encrypted with the demo settings' cipher, as the portal sends it; no captcha token (the
 * demo applications the journeys use ask for none).
 */
export function apiLogin(base: string, user: string, password: string, appname = "suite"): Promise<Response> {
  return fetch(new URL("/api/Login", base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      user,
      password: encrypt(password, readSettings({}).cipher),
      appname,
      ip: "0.0.0.0",
      TypeDeviceId: 2,
      tokenCaptcha: null,
    }),
  });
}
