import type { OutboxMessage } from "@gse/contract";
import type { Context } from "hono";
import * as v from "valibot";
import { sendDueNotifications } from "../domain/notification-schedule.ts";
import { requireApplication } from "../domain/sign-in.ts";
import { applicationName, escapeHtml, pageOrigin, readBody } from "../http.ts";
import type { Routes } from "./route.ts";

/** Where a message stands: delivered, given up, retrying, or waiting (demo mode without SMTP_URL never sends). */
function deliveryLine(message: OutboxMessage): string {
  if (message.deliveredAt) return `Entregado por SMTP · ${message.deliveredAt}`;
  if (message.failedAt) return `No entregado (se dejó de intentar) · ${message.lastError ?? ""}`;
  if (message.lastError) return `Reintentando (${message.attempts} intentos) · ${message.lastError}`;
  return "En la bandeja de salida";
}

function outboxPage(messages: readonly OutboxMessage[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (message) =>
        `<article><h2>${escapeHtml(message.subject)}</h2><p>Para ${escapeHtml(message.to)} · ${escapeHtml(message.sentAt)} · ` +
        `${escapeHtml(message.brand)} · ${escapeHtml(message.language)}</p><p>${escapeHtml(deliveryLine(message))}</p>` +
        message.links.map((link) => `<p><a href="${escapeHtml(link)}">Abrir el enlace</a></p>`).join("") +
        (message.html
          ? `<iframe title="${escapeHtml(`Correo: ${message.subject}`)}" src="/dev/outbox/${message.id}/html" sandbox ` +
            `width="640" height="560"></iframe>`
          : "") +
        `<details><summary>Texto</summary><pre>${escapeHtml(message.text)}</pre></details>` +
        "</article>",
    )
    .join("");
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Bandeja de salida</title></head><body><main>` +
    `<h1>Bandeja de salida de la API de referencia</h1>${items || "<p>No hay correos.</p>"}</main></body></html>`
  );
}

const MaintenanceSchema = v.object({ isMaintenance: v.boolean() });

const ClockSchema = v.object({
  now: v.pipe(
    v.string(),
    v.isoTimestamp("must be an ISO 8601 date and time with its offset, such as 2026-12-01T05:00:00Z"),
  ),
});

/**
 * Development helpers: the outbox (JSON for scripts and tests, HTML for a browser), a maintenance switch and
 * the clock override the end-to-end tests use. They hold demo data only.
 */
export const devRoutes: Routes = (app, services) => {
  app.get("/dev/outbox", async (c) => {
    const messages = await services.outbox.list(c.req.query("to"));
    const wantsHtml =
      (c.req.header("accept") ?? "").includes("text/html") && c.req.query("format") !== "json";
    return wantsHtml ? c.html(outboxPage(messages)) : c.json(messages);
  });

  // An email's HTML as it was sent, framed by the outbox page: sandboxed (no script, an origin of its own), with
  // the inline styles and remote images an email is made of.
  app.get("/dev/outbox/:id/html", async (c) => {
    const id = Number(c.req.param("id"));
    const html = Number.isSafeInteger(id) ? await services.outbox.html(id) : undefined;
    if (!html)
      return c.json({ responseCode: 404, information: `No email ${c.req.param("id")}`, result: null }, 404);
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; font-src *; sandbox allow-popups " +
        "allow-popups-to-escape-sandbox; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    );
    return c.html(html);
  });

  app.put("/dev/applications/:name/maintenance", async (c) => {
    const target = await requireApplication(services, applicationName(c.req.param("name")));
    const { isMaintenance } = await readBody(c, MaintenanceSchema);
    await services.applications.setMaintenance(target.name, isMaintenance);
    return c.json({
      responseCode: 200,
      information: `${target.name}: isMaintenance ${isMaintenance}`,
      result: null,
    });
  });

  // The API's clock: moving it runs the notification schedule at once, so a test sees what 23:59 sends.
  const clockAnswer = async (c: Context) => {
    const sent = await sendDueNotifications(services, services.clock.now(), pageOrigin(c));
    return c.json({
      responseCode: 200,
      information: `now ${services.clock.now().toISOString()}; ${sent} notification(s) sent`,
      result: { now: services.clock.now().toISOString(), sent },
    });
  };
  app.put("/dev/clock", async (c) => {
    services.clock.set(new Date((await readBody(c, ClockSchema)).now));
    return clockAnswer(c);
  });
  app.delete("/dev/clock", async (c) => {
    services.clock.reset();
    return clockAnswer(c);
  });
};
