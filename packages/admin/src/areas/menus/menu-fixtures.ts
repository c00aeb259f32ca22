import type { AppForAssign, MenuItem, TileItem } from "@gse/contract";

// Demo menus for the editor's stories: a small tree with one parent, and four tiles.

export const demoApplications: AppForAssign[] = [
  { id: 1, name: "suite", title: "Suite Gestión" },
  { id: 2, name: "payroll", title: "Nómina" },
];

export const demoPrivileges = ["SUITE_HOME", "SUITE_USERS", "SUITE_MENUS", "SUITE_REPORTES"];

/** A menu item as the editor receives it: active, a function, privilege SUITE_HOME. */
export const menuItem = (name: string, key: string, iconName = "", children: MenuItem[] = []): MenuItem => ({
  name,
  key,
  privilege: ["SUITE_HOME"],
  isFunction: true,
  functionName: "home",
  url: "",
  description: "",
  isActivate: true,
  sizeIcon: "24px",
  iconName,
  isPersonalizedIcon: false,
  children,
});

export const demoTree: MenuItem[] = [
  menuItem("Inicio", "k000000001", "home"),
  menuItem("Administración", "k000000002", "admin_panel_settings", [
    menuItem("Usuarios", "k000000003", "group"),
    menuItem("Roles", "k000000004", "badge"),
  ]),
  menuItem("Reportes", "k000000005", "analytics"),
];

const tile = (name: string, key: string): TileItem => ({
  name,
  key,
  urlLanding: `https://${key}.example.test`,
  urlApplication: `https://${key}.example.test/app`,
  description: "",
  isActivate: true,
  iconName: "",
  iconNameDark: "",
});

export const demoTiles: TileItem[] = [
  tile("Nómina", "payroll"),
  tile("Autoservicio", "selfservice"),
  tile("Cartera", "wallet"),
  tile("Suite Gestión", "suite"),
];
