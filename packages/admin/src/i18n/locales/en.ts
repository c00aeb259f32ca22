// Compiled from the PO file of the same name by `pnpm --filter @gse/admin i18n:compile`: edit the PO file.
import type { Messages } from "@lingui/core";
export const messages = JSON.parse(
  '{"Ajustes de menú":["Menu settings"],"Aplicaciones":["Applications"],"Hola":["Hello"],"Hola, {name}":["Hello, ",["name"]],"Menú de usuario":["User menu"],"Menú lateral":["Side menu"],"Menú superior":["Top menu"],"No hay datos para mostrar":["There is no data to show"],"Notificaciones de correo":["Email notifications"],"Privilegios":["Privileges"],"Roles":["Roles"],"Sección aplicación":["Application section"],"Sección usuario":["User section"],"Usuarios":["Users"]}',
) as Messages;
