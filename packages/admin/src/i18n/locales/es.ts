// Compiled from the PO file of the same name by `pnpm --filter @gse/admin i18n:compile`: edit the PO file.
import type { Messages } from "@lingui/core";
export const messages = JSON.parse('{"Usuarios":["Usuarios"]}') as Messages;
