import type { OutboxMessage } from "@gse/contract";
import type { Context } from "hono";
import * as v from "valibot";
import { sendDueNotifications } from "../domain/notification-schedule.ts";
import { requireApplication } from "../domain/sign-in.ts";
import { applicationName, escapeHtml, readBody } from "../http.ts";
import type { Routes } from "./route.ts";

function outboxPage(messages: readonly OutboxMessage[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (message) =>
        `<article><h2>${escapeHtml(message.subject)}</h2><p>Para ${escapeHtml(message.to)} · ${escapeHtml(message.sentAt)}</p>` +
        `<pre>${escapeHtml(message.text)}</pre>` +
        message.links.map((link) => `<p><a href="${escapeHtml(link)}">Abrir el enlace</a></p>`).join("") +
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
    const sent = await sendDueNotifications(services.db, services.clock.now());
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
