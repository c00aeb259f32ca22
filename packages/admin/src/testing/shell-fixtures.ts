import type { ShellTile } from "../shell/SuiteTiles.tsx";
import type { ShellMenuItem } from "../shell/shell-menu.ts";

const route = (key: string, name: string, to: string, iconName: string): ShellMenuItem => ({
  key,
  name,
  iconName,
  target: { kind: "route", to },
  children: [],
});

/** The side menu an administrator of the demo data sees. */
export const sideMenu: readonly ShellMenuItem[] = [
  route("k000000001", "Inicio", "/home", "home"),
  {
    key: "k000000002",
    name: "Seguridad",
    iconName: "security",
    target: { kind: "group" },
    children: [
      route("k000000003", "Usuarios", "/users", "people"),
      route("k000000004", "Privilegios", "/privileges", "verified_user"),
      route("k000000005", "Roles", "/roles", "badge"),
    ],
  },
  route("k000000006", "Aplicaciones", "/apps", "apps"),
  route("k000000007", "Ajustes de menú", "/menuSettings", "menu"),
  route("k000000008", "Notificaciones de correo", "/notifications", "notifications"),
];

export const topMenu: readonly ShellMenuItem[] = [
  route("k000000011", "Inicio", "/home", "home"),
  {
    key: "k000000012",
    name: "Centro de ayuda",
    iconName: "help",
    target: { kind: "url", href: "https://ayuda.example.test/" },
    children: [],
  },
];

export const userMenu = {
  application: [route("k000000021", "Ajustes de menú", "/menuSettings", "tune")],
  user: [route("k000000022", "Mi perfil", "/home", "account_circle")],
} as const;

export const tiles: readonly ShellTile[] = [
  {
    key: "t000000001",
    name: "Nómina",
    description: "Liquidación de nómina electrónica",
    href: "https://payroll.example.test/",
  },
  {
    key: "t000000002",
    name: "Facturación",
    description: "Facturación electrónica",
    href: "https://invoicing.example.test/",
  },
  {
    key: "t000000003",
    name: "Biometría",
    description: "Validación biométrica de identidad",
    href: "https://biometrics.example.test/",
  },
  { key: "t000000004", name: "Licenciamiento", href: "https://license.example.test/" },
];
