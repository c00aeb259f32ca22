import type { OutboxMessage } from "@gse/contract";
import * as v from "valibot";
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

/**
 * Development helpers: the outbox (JSON for scripts and tests, HTML for a browser) and a maintenance switch
 * the end-to-end tests use. They hold demo data only.
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
};
