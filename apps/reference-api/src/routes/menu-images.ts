import { createHash } from "node:crypto";
import type { Context } from "hono";
import { escapeHtml } from "../http.ts";
import type { Services } from "../services.ts";
import type { Routes } from "./route.ts";

/**
 * The seeded tiles' logos and the custom menu icon, drawn here as SVG (original artwork: a rounded badge with
 * the application's initials in a colour of its own), so the seed needs no image files and no download.
 * Public, like any image: an <img> sends no session token.
 */
export const menuImagesPath = "/api/menu/images/:file";

const hueOf = (name: string) => (createHash("sha256").update(name).digest()[0] ?? 0) * (360 / 256);

const initialsOf = (title: string) =>
  title
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");

function logo(title: string, name: string, dark: boolean): string {
  const hue = Math.round(hueOf(name));
  const background = dark ? `hsl(${hue} 45% 18%)` : "#ffffff";
  const badge = dark ? `hsl(${hue} 70% 72%)` : `hsl(${hue} 65% 38%)`;
  const letters = dark ? `hsl(${hue} 45% 14%)` : "#ffffff";
  const text = dark ? "#f4f4f5" : "#1f2328";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escapeHtml(title)}">
  <rect width="240" height="96" rx="16" fill="${background}"/>
  <rect x="16" y="16" width="64" height="64" rx="18" fill="${badge}"/>
  <path d="M28 64 L48 28 L68 64 Z" fill="${letters}" opacity="0.18"/>
  <text x="48" y="58" font-family="system-ui, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="${letters}">${escapeHtml(initialsOf(title))}</text>
  <text x="92" y="55" font-family="system-ui, sans-serif" font-size="17" font-weight="600" fill="${text}">${escapeHtml(title.length > 16 ? `${title.slice(0, 15)}…` : title)}</text>
</svg>`;
}

/** The personalised icon of the seeded Soporte item: a lifebuoy. */
const supportIcon = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" role="img" aria-label="Soporte">
  <circle cx="12" cy="12" r="9" fill="none" stroke="#c2410c" stroke-width="4"/>
  <circle cx="12" cy="12" r="9" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="4.7 9.4"/>
  <circle cx="12" cy="12" r="4.5" fill="none" stroke="#7c2d12" stroke-width="1"/>
</svg>`;

function svg(c: Context, body: string) {
  return c.body(body, 200, {
    "content-type": "image/svg+xml; charset=utf-8",
    "cache-control": "public, max-age=3600",
    // An SVG opened on its own is a document: it may run nothing.
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
  });
}

export const menuImageRoutes: Routes = (app, services: Services) => {
  app.get(menuImagesPath, async (c) => {
    const file = c.req.param("file");
    if (file === "support.svg") return svg(c, supportIcon);
    if (/^upload-[0-9a-f]{32}\.png$/.test(file)) {
      const [stored] = await services.db.query<{ png: string }>(
        "SELECT png_base64 AS png FROM menu_images WHERE file = $1",
        [file],
      );
      if (stored) {
        return c.body(Buffer.from(stored.png, "base64"), 200, {
          "content-type": "image/png",
          // Named by content, so it never changes.
          "cache-control": "public, max-age=31536000, immutable",
          "x-content-type-options": "nosniff",
        });
      }
    }
    const match = /^([a-z0-9]+)-(light|dark)\.svg$/.exec(file);
    const target = match?.[1] ? await services.applications.get(match[1]) : undefined;
    if (!match || !target) {
      return c.json(
        {
          responseCode: 404,
          information: `${file}: no such menu image; they are <application>-light.svg, <application>-dark.svg, support.svg and the uploaded upload-<hash>.png`,
          result: null,
        },
        404,
      );
    }
    return svg(c, logo(target.title, target.name, match[2] === "dark"));
  });
};
