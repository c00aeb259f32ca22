import type { AppForAssign, MenuItem, TileItem } from "@gse/contract";

// Demo menus for the editor's stories: a small tree with one parent, and four tiles.

export const demoApplications: AppForAssign[] = [
  { id: 1, name: "suite", title: "Suite Gestión" },
  { id: 2, name: "payroll", title: "Nómina" },
];

export const demoPrivileges = ["SUITE_HOME", "SUITE_USERS", "SUITE_MENUS", "SUITE_REPORTES"];

const item = (name: string, key: string, iconName: string, children: MenuItem[] = []): MenuItem => ({
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
  item("Inicio", "k000000001", "home"),
  item("Administración", "k000000002", "admin_panel_settings", [
    item("Usuarios", "k000000003", "group"),
    item("Roles", "k000000004", "badge"),
  ]),
  item("Reportes", "k000000005", "analytics"),
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
