import { fileURLToPath } from "node:url";
import {
  ApplicationMessage,
  MenuMessage,
  NotificationMessage,
  PrivilegeRoleMessage,
  UserFormMessage,
} from "@gse/contract";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";

const config = getConfig({ configPath: fileURLToPath(new URL("../../lingui.config.ts", import.meta.url)) });
const [catalog] = await getCatalogs(config);
if (!catalog) throw new Error("packages/admin/lingui.config.ts: catalogs: expected the console catalog");
const po = await catalog.readAll(["es", "en", "pt"]);

/** The texts the reference API refuses with and the reference data names (the console translates them). */
const serverTexts = [
  ...Object.values(PrivilegeRoleMessage),
  ...Object.values(UserFormMessage),
  ...Object.values(MenuMessage),
  ...Object.values(ApplicationMessage),
  ...Object.values(NotificationMessage),
  // GetTypeUser's names (administration spec §3).
  "Aplicacion",
  "Usuario",
  "Tester",
  "Usuario Certificado",
].filter((text): text is string => typeof text === "string" && !text.includes(":"));

describe("the server's texts an administrator meets", () => {
  it.each(serverTexts)("has %j in es.po, translated in en.po and pt.po", (text) => {
    expect(po.es?.[text], "es.po").toBeDefined();
    expect(po.en?.[text]?.translation, "en.po").toBeTruthy();
    expect(po.pt?.[text]?.translation, "pt.po").toBeTruthy();
  });
});
