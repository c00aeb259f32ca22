import { createHash } from "node:crypto";
import {
  AdminPrivilege,
  adminPrivilegeNames,
  DEFAULT_ICON_SIZE,
  isHiddenApplication,
  type MenuItem,
  MenuLocation,
  MenuSection,
  type TileItem,
} from "@gse/contract";
import { privileges } from "./admin-seed-data.ts";

/** The application a menu belongs to, as the seed knows it. */
export interface MenuApplication {
  readonly name: string;
  readonly title: string;
}

/** Where the seeded tiles' logos and the custom icon are served from (routes/menu-images.ts draws them). */
export const menuImagePath = (file: string) => `/api/menu/images/${file}`;

/** A stable 10-character key (spec §9), so a restart re-seeds nothing and the keys stay the same. */
const keyOf = (...parts: readonly (string | number)[]) =>
  createHash("sha256").update(parts.join("/")).digest("base64url").slice(0, 10);

interface ItemSeed {
  readonly name: string;
  readonly privilege: readonly string[];
  readonly functionName?: string;
  readonly url?: string;
  readonly iconName?: string;
  readonly description?: string;
  readonly isActivate?: boolean;
  readonly isPersonalizedIcon?: boolean;
  readonly section?: 0 | 1;
  readonly children?: readonly ItemSeed[];
}

function build(app: MenuApplication, location: number, seeds: readonly ItemSeed[], path = ""): MenuItem[] {
  return seeds.map((seed, index) => {
    const key = keyOf(app.name, location, path, index, seed.name);
    return {
      name: seed.name,
      key,
      privilege: [...seed.privilege],
      // A group (children, nowhere to go) is a URL item without a URL: the console only opens it.
      isFunction: seed.functionName !== undefined,
      functionName: seed.functionName ?? "",
      url: seed.url ?? "",
      description: seed.description ?? "",
      isActivate: seed.isActivate ?? true,
      sizeIcon: DEFAULT_ICON_SIZE,
      iconName: seed.iconName ?? "",
      isPersonalizedIcon: seed.isPersonalizedIcon ?? false,
      children: build(app, location, seed.children ?? [], `${path}/${index}`),
      menuLocation: location,
      application: app.name,
      ...(seed.section === undefined ? {} : { section: seed.section }),
    };
  });
}

const domainOf = (app: string) =>
  privileges.filter((privilege) => privilege.applications.length === 1 && privilege.applications[0] === app);

const siteOf = (app: string) => `https://${app}.example.test`;

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The privilege of an application's reports page, which no seed creates: the page stays out of every menu
 * until an administrator creates the privilege on /privileges, puts it in a role and assigns the role (the
 * journey of e2e/roles.spec.ts). Its name follows the §5 rule, so the privilege card accepts it.
 */
export const reportsPrivilegeOf = (app: string) => `${app.toUpperCase()}_REPORTES`;

/**
 * The side menu (1): home, the console's areas, the application's own pages, a reports page nobody holds yet,
 * an inactive page, support.
 */
function side(app: MenuApplication): ItemSeed[] {
  const domain = domainOf(app.name);
  const anyone = [...adminPrivilegeNames, ...domain.map((privilege) => privilege.name)];
  return [
    { name: "Inicio", functionName: "home", privilege: anyone, iconName: "home" },
    {
      name: "Administración",
      privilege: adminPrivilegeNames,
      iconName: "admin_panel_settings",
      description: "Usuarios, privilegios, roles, aplicaciones, menús y notificaciones",
      children: [
        {
          name: "Usuarios",
          functionName: "users",
          privilege: [AdminPrivilege.usersRead],
          iconName: "people",
        },
        {
          name: "Privilegios",
          functionName: "privileges",
          privilege: [AdminPrivilege.privilegesRead],
          iconName: "verified_user",
        },
        { name: "Roles", functionName: "roles", privilege: [AdminPrivilege.rolesRead], iconName: "groups" },
        {
          name: "Aplicaciones",
          functionName: "apps",
          privilege: [AdminPrivilege.appsRead],
          iconName: "apps",
        },
        {
          name: "Ajustes de menú",
          functionName: "menuSettings",
          privilege: [AdminPrivilege.menusRead],
          iconName: "menu_open",
        },
        {
          name: "Notificaciones",
          functionName: "notifications",
          privilege: [AdminPrivilege.notificationsRead],
          iconName: "mail",
        },
        {
          name: "Marcas",
          functionName: "brands",
          privilege: [AdminPrivilege.brandsManage],
          iconName: "palette",
        },
      ],
    },
    {
      name: app.title,
      privilege: domain.map((privilege) => privilege.name),
      iconName: "widgets",
      children: [
        ...domain.map((privilege) => ({
          name: privilege.description,
          url: `${siteOf(app.name)}/${slug(privilege.description)}`,
          privilege: [privilege.name],
          iconName: "chevron_right",
        })),
        // Inactive: dimmed in the editor, hidden in the shell.
        {
          name: "Históricos",
          url: `${siteOf(app.name)}/historicos`,
          privilege: domain.map((privilege) => privilege.name),
          iconName: "history",
          isActivate: false,
        },
      ],
    },
    {
      name: "Reportes",
      url: `${siteOf(app.name)}/reportes`,
      privilege: [reportsPrivilegeOf(app.name)],
      iconName: "insights",
    },
    {
      name: "Soporte",
      url: "https://soporte.gse.example.test",
      privilege: anyone,
      iconName: menuImagePath("support.svg"),
      isPersonalizedIcon: true,
      description: "Mesa de ayuda de GSE",
    },
  ];
}

/** The top menu (2). */
function top(app: MenuApplication): ItemSeed[] {
  const anyone = [...adminPrivilegeNames, ...domainOf(app.name).map((privilege) => privilege.name)];
  return [
    {
      name: "Notificaciones",
      functionName: "notifications",
      privilege: [AdminPrivilege.notificationsRead],
      iconName: "notifications",
    },
    { name: "Ayuda", url: `${siteOf(app.name)}/ayuda`, privilege: anyone, iconName: "help" },
    {
      name: "Novedades",
      url: `${siteOf(app.name)}/novedades`,
      privilege: anyone,
      iconName: "campaign",
      isActivate: false,
    },
  ];
}

/** The user menu (3): the user section (0) and the application section (1). */
function user(app: MenuApplication): ItemSeed[] {
  const anyone = [...adminPrivilegeNames, ...domainOf(app.name).map((privilege) => privilege.name)];
  return [
    {
      name: "Mi perfil",
      url: `${siteOf(app.name)}/perfil`,
      privilege: anyone,
      iconName: "account_circle",
      section: MenuSection.user,
    },
    {
      name: "Cambiar contraseña",
      url: `${siteOf(app.name)}/cambiar-contrasena`,
      privilege: anyone,
      iconName: "key",
      section: MenuSection.user,
    },
    {
      name: "Aplicaciones",
      functionName: "apps",
      privilege: [AdminPrivilege.appsRead],
      iconName: "apps",
      section: MenuSection.application,
    },
    {
      name: "Ajustes de menú",
      functionName: "menuSettings",
      privilege: [AdminPrivilege.menusRead],
      iconName: "tune",
      section: MenuSection.application,
    },
    {
      name: "Acerca de",
      url: `${siteOf(app.name)}/acerca-de`,
      privilege: anyone,
      iconName: "info",
      section: MenuSection.application,
      isActivate: false,
    },
  ];
}

/** The suite tiles (4): every application the console shows, each with its light and dark logo. */
function tiles(apps: readonly MenuApplication[], owner: MenuApplication): TileItem[] {
  return apps
    .filter((app) => !isHiddenApplication(app.name))
    .map((app, index) => ({
      name: app.title,
      key: keyOf(owner.name, MenuLocation.tiles, app.name),
      urlLanding: siteOf(app.name),
      urlApplication: `${siteOf(app.name)}/app`,
      description: `Ir a ${app.title}`,
      // One tile off, so the editor shows an inactive one.
      isActivate: index !== apps.length - 2,
      iconName: menuImagePath(`${app.name}-light.svg`),
      iconNameDark: menuImagePath(`${app.name}-dark.svg`),
    }));
}

/** Every application's menu at every location: what `menus` holds after the seed. */
export function seedMenus(
  apps: readonly MenuApplication[],
): { app: string; location: number; items: MenuItem[] | TileItem[] }[] {
  return apps.flatMap((app) => [
    { app: app.name, location: MenuLocation.side, items: build(app, MenuLocation.side, side(app)) },
    { app: app.name, location: MenuLocation.top, items: build(app, MenuLocation.top, top(app)) },
    { app: app.name, location: MenuLocation.user, items: build(app, MenuLocation.user, user(app)) },
    { app: app.name, location: MenuLocation.tiles, items: tiles(apps, app) },
  ]);
}
