import { createHash } from "node:crypto";
import {
  AdminApi,
  Code,
  LOGO_BYTES_MAX,
  LOGO_NAME_MAX,
  menuJsonProblem,
  numberRowsFor,
  startsAsPng,
} from "@gse/contract";
import type { StoredMenu } from "../domain/menus.ts";
import { ok, Refusal } from "../http.ts";
import { type Routes, route } from "./route.ts";

const menu = AdminApi.menu;

/** Where an uploaded image is served, on our own origin (routes/menu-images.ts). */
export const uploadedImagePath = (file: string) => `/api/menu/images/${file}`;

/** A stored menu as the editor reads it: `menujson` back to JSON text, as the contract's record holds it. */
const recordOf = (stored: StoredMenu) => ({
  id: stored.id,
  idapplication: stored.idapplication,
  idmenulocation: stored.idmenulocation,
  numberRows: stored.numberRows,
  menujson: JSON.stringify(stored.menujson),
});

/** The PNG bytes of an upload, or a refusal naming what is wrong (spec §5, §9: .png only, at most 2 MB). */
function pngOf(base64: string): Buffer {
  const text = base64.replace(/^data:image\/png;base64,/, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new Refusal(400, "ImageBase64: expected base64 text");
  const bytes = Buffer.from(text, "base64");
  if (bytes.length > LOGO_BYTES_MAX) {
    throw new Refusal(413, `ImageBase64: ${bytes.length} bytes; a menu image may have ${LOGO_BYTES_MAX}`);
  }
  if (!startsAsPng(bytes)) {
    throw new Refusal(415, "ImageBase64: not a PNG image (its first bytes are not the PNG signature)");
  }
  return bytes;
}

/** An upload's name becomes part of a file name: no folders, no dots walking up, at most 200 characters. */
function uploadName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === "" || trimmed.length > LOGO_NAME_MAX || /[\\/]|\.\./.test(trimmed)) {
    throw new Refusal(
      400,
      `ApplicationName: "${trimmed.slice(0, 40)}" is not a file name; give 1 to ${LOGO_NAME_MAX} characters without / or \\`,
    );
  }
  return trimmed;
}

export const menuEditorRoutes: Routes = (app, services) => {
  route(app, menu.getMenuByApp, async (_c, { headers }) => {
    const stored = await services.menus.byApp(headers.idapplication, headers.idmenulocation);
    return ok(stored ? recordOf(stored) : null);
  });

  /** Create (id 0) and Modify (an existing id) check the same things and store the tree as given. */
  const save = (creating: boolean) =>
    route(app, creating ? menu.create : menu.modify, async (_c, { body: record }) => {
      const problem = menuJsonProblem(record.idmenulocation, record.menujson);
      if (problem) throw new Refusal(400, problem);
      const application = await services.db.query<{ id: number }>(
        "SELECT id FROM applications WHERE id = $1",
        [record.idapplication],
      );
      if (!application[0]) {
        throw new Refusal(
          400,
          `idapplication: no application has the id ${record.idapplication}`,
          Code.notFound,
        );
      }
      const menujson = JSON.parse(record.menujson) as unknown;
      const numberRows = numberRowsFor(record.idmenulocation);
      if (creating) {
        if (record.id !== 0)
          throw new Refusal(400, "id: a new menu has id 0; change a saved one with Modify");
        const id = await services.menus.create({ ...record, numberRows, menujson });
        if (id === undefined) {
          throw new Refusal(
            409,
            `application ${record.idapplication} already has a menu at location ${record.idmenulocation}; change it with Modify`,
          );
        }
        const created = await services.menus.byId(id);
        if (!created) throw new Error(`menu ${id}: not found right after it was created`);
        return ok(recordOf(created));
      }
      const existing = await services.menus.byId(record.id);
      if (
        !existing ||
        existing.idapplication !== record.idapplication ||
        existing.idmenulocation !== record.idmenulocation
      ) {
        throw new Refusal(
          404,
          `id: no menu ${record.id} of application ${record.idapplication} at location ${record.idmenulocation}; create it with id 0`,
          Code.notFound,
        );
      }
      await services.menus.modify(record.id, { numberRows, menujson });
      const modified = await services.menus.byId(record.id);
      if (!modified) throw new Error(`menu ${record.id}: not found right after it was modified`);
      return ok(recordOf(modified));
    });
  save(true);
  save(false);

  route(app, menu.uploadImage, async (_c, { body: upload }) => {
    if (upload.Extension.trim().toLowerCase() !== ".png") {
      throw new Refusal(415, `Extension: "${upload.Extension}"; a menu image is a .png`);
    }
    const name = uploadName(upload.ApplicationName);
    const bytes = pngOf(upload.ImageBase64);
    // Named by content: the same image uploaded twice is one file, and a name cannot be guessed or chosen.
    const file = `upload-${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.png`;
    await services.db.query(
      `INSERT INTO menu_images (file, application_name, png_base64) VALUES ($1, $2, $3)
       ON CONFLICT (file) DO NOTHING`,
      [file, name, bytes.toString("base64")],
    );
    return ok({ relativePath: uploadedImagePath(file) });
  });
};
