// Compiled from the PO file of the same name by `pnpm --filter @gse/admin i18n:compile`: edit the PO file.
import type { Messages } from "@lingui/core";
export const messages = JSON.parse(
  '{"Ajustes de menú":["Ajustes de menú"],"Aplicaciones":["Aplicaciones"],"Hola":["Hola"],"Hola, {name}":["Hola, ",["name"]],"Menú de usuario":["Menú de usuario"],"Menú lateral":["Menú lateral"],"Menú superior":["Menú superior"],"No hay datos para mostrar":["No hay datos para mostrar"],"Notificaciones de correo":["Notificaciones de correo"],"Privilegios":["Privilegios"],"Roles":["Roles"],"Sección aplicación":["Sección aplicación"],"Sección usuario":["Sección usuario"],"Usuarios":["Usuarios"]}',
) as Messages;
