// Compiled from the PO file of the same name by `pnpm --filter @gse/admin i18n:compile`: edit the PO file.
import type { Messages } from "@lingui/core";
export const messages = JSON.parse(
  '{"Ajustes de menú":["Configurações de menu"],"Aplicaciones":["Aplicações"],"Hola":["Olá"],"Hola, {name}":["Olá, ",["name"]],"Menú de usuario":["Menu do usuário"],"Menú lateral":["Menu lateral"],"Menú superior":["Menu superior"],"No hay datos para mostrar":["Não há dados para mostrar"],"Notificaciones de correo":["Notificações por e-mail"],"Privilegios":["Privilégios"],"Roles":["Funções"],"Sección aplicación":["Seção aplicação"],"Sección usuario":["Seção usuário"],"Usuarios":["Usuários"]}',
) as Messages;
