/**
 * The administration data: applications beyond the sign-in brands, their token and password policy,
 * privileges, roles, countries, user types, companies, templates, subjects and notifications.
 */
import { AdminPrivilege, adminPrivilegeNames, HIDDEN_APPLICATION } from "@gse/contract";
import { applications as signInApplications } from "./seed-data.ts";

/**
 * Applications with no sign-in brand of their own: they exist for administration only, so no demo user's APPS
 * lists them. RESETOTP is the one the console hides (administration spec §1).
 */
export const adminOnlyApplications = [
  { name: HIDDEN_APPLICATION.toLowerCase(), title: "Restablecimiento de OTP", version: "1.0.2" },
  { name: "reports", title: "Reportes y analítica", version: "2.0.0" },
  { name: "documents", title: "Gestión documental", version: "3.5.1" },
] as const;

export const allApplicationNames = [
  ...signInApplications.map((app) => app.name),
  ...adminOnlyApplications.map((app) => app.name),
];

/** Where the OTP reset confirmation is administered. */
const otpApplications: readonly string[] = ["suite", "resetotp"];

export interface SeedPrivilege {
  readonly name: string;
  readonly description: string;
  readonly applications: readonly string[];
  readonly licence?: boolean;
  readonly isAuditable?: boolean;
  readonly inactive?: boolean;
}

const describeAdmin: Record<string, string> = {
  "users.read": "Consultar usuarios",
  "users.write": "Crear, modificar y desactivar usuarios",
  "privileges.read": "Consultar privilegios",
  "privileges.write": "Crear y modificar privilegios",
  "roles.read": "Consultar roles",
  "roles.write": "Crear y modificar roles",
  "apps.read": "Consultar aplicaciones",
  "apps.write": "Crear y modificar aplicaciones y sus políticas",
  "menus.read": "Consultar los menús",
  "menus.write": "Construir los menús de cada ubicación",
  "notifications.read": "Consultar notificaciones de correo",
  "notifications.write": "Programar notificaciones de correo",
  "otp.reset": "Confirmar el restablecimiento de OTP",
  "brands.manage": "Consultar las marcas publicadas, previsualizarlas y volver a una revisión anterior",
};

/** Domain privileges per application: names follow the spec's rule (letters, digits and underscore). */
const domainPrivileges: Record<string, readonly [name: string, description: string][]> = {
  suite: [["SUITE_INICIO", "Ver el inicio de la suite"]],
  license: [
    ["LICENCIA_CONSULTAR", "Consultar licencias"],
    ["LICENCIA_ASIGNAR", "Asignar licencias a empresas"],
  ],
  invoicing: [
    ["FACTURA_CONSULTAR", "Consultar facturas"],
    ["FACTURA_EMITIR", "Emitir facturas electrónicas"],
    ["FACTURA_ANULAR", "Anular facturas"],
  ],
  payroll: [
    ["NOMINA_CONSULTAR", "Consultar la nómina"],
    ["NOMINA_LIQUIDAR", "Liquidar la nómina"],
    ["NOMINA_APROBAR", "Aprobar la nómina electrónica"],
  ],
  biometrics: [
    ["BIOMETRIA_ENROLAR", "Enrolar huellas y rostro"],
    ["BIOMETRIA_VERIFICAR", "Verificar identidad biométrica"],
  ],
  confrontation: [
    ["CONFRONTA_VALIDAR", "Validar identidad con preguntas"],
    ["CONFRONTA_REPORTES", "Ver reportes de confrontación"],
  ],
  certificate: [
    ["CERTIFICADO_EMITIR", "Emitir certificados digitales"],
    ["CERTIFICADO_REVOCAR", "Revocar certificados"],
    ["FIRMA_DOCUMENTO", "Firmar documentos"],
  ],
  selfservice: [
    ["AUTOGESTION_PERFIL", "Actualizar el perfil propio"],
    ["AUTOGESTION_DOCUMENTOS", "Descargar documentos propios"],
  ],
  inhibitorylists: [
    ["LISTAS_CONSULTAR", "Consultar listas inhibitorias"],
    ["LISTAS_CARGAR", "Cargar listas inhibitorias"],
  ],
  resetotp: [["OTP_RESTABLECER", "Solicitar el restablecimiento de OTP"]],
  reports: [
    ["REPORTES_VER", "Ver reportes"],
    ["REPORTES_EXPORTAR", "Exportar reportes"],
  ],
  documents: [
    ["DOCUMENTOS_VER", "Ver documentos"],
    ["DOCUMENTOS_CARGAR", "Cargar documentos"],
    ["DOCUMENTOS_APROBAR", "Aprobar documentos"],
  ],
};

/** Licensed and audited privileges, and some inactive ones, so every switch of the list has both states. */
const licensed = new Set(["LICENCIA_ASIGNAR", "FACTURA_EMITIR", "NOMINA_LIQUIDAR", "CERTIFICADO_EMITIR"]);
const audited = new Set(["FACTURA_ANULAR", "NOMINA_APROBAR", "CERTIFICADO_REVOCAR", "FIRMA_DOCUMENTO"]);
const inactive = new Set(["CONFRONTA_REPORTES", "DOCUMENTOS_APROBAR"]);

export const privileges: readonly SeedPrivilege[] = [
  ...adminPrivilegeNames.map((name) => ({
    name,
    description: describeAdmin[name] ?? name,
    // The console administers every application, so its privileges are assigned in each one.
    applications: name === AdminPrivilege.otpReset ? otpApplications : allApplicationNames,
    isAuditable: name.endsWith(".write"),
  })),
  ...Object.entries(domainPrivileges).flatMap(([app, list]) =>
    list.map(([name, description]) => ({
      name,
      description,
      applications: [app],
      licence: licensed.has(name),
      isAuditable: audited.has(name),
      inactive: inactive.has(name),
    })),
  ),
];

export interface SeedRole {
  readonly name: string;
  readonly alias: string;
  readonly description: string;
  /** Privileges per application; an application listed with isVisible false holds the role hidden there. */
  readonly applications: readonly {
    readonly name: string;
    readonly privileges: readonly string[];
    readonly isVisible?: boolean;
  }[];
  readonly inactive?: boolean;
}

const everywhere = (list: readonly string[]) =>
  allApplicationNames.map((name) => ({ name, privileges: list }));

const adminRoles: readonly SeedRole[] = [
  {
    name: "Administrador",
    alias: "Administrador general",
    description: "Administra usuarios, privilegios, roles, aplicaciones, menús y notificaciones",
    // otp.reset is assigned only in suite and RESETOTP, so the role holds it only there.
    applications: allApplicationNames.map((name) => ({
      name,
      privileges: otpApplications.includes(name)
        ? adminPrivilegeNames
        : adminPrivilegeNames.filter((privilege) => privilege !== AdminPrivilege.otpReset),
    })),
  },
  {
    name: "Administrador de usuarios",
    alias: "Mesa de ayuda",
    description: "Crea y modifica usuarios y les asigna roles",
    applications: everywhere([AdminPrivilege.usersRead, AdminPrivilege.usersWrite, AdminPrivilege.rolesRead]),
  },
  {
    name: "Auditor",
    alias: "Auditoría",
    description: "Consulta la configuración sin modificarla",
    applications: everywhere(adminPrivilegeNames.filter((name) => name.endsWith(".read"))),
  },
  {
    name: "Gestor de menús",
    alias: "Diseño de navegación",
    description: "Construye los menús de las aplicaciones",
    applications: everywhere([AdminPrivilege.menusRead, AdminPrivilege.menusWrite, AdminPrivilege.appsRead]),
  },
  {
    name: "Gestor de notificaciones",
    alias: "Comunicaciones",
    description: "Programa notificaciones de correo",
    applications: everywhere([AdminPrivilege.notificationsRead, AdminPrivilege.notificationsWrite]),
  },
  {
    name: "Soporte OTP",
    alias: "Soporte de segundo factor",
    description: "Confirma solicitudes de restablecimiento de OTP",
    applications: [
      { name: "resetotp", privileges: [AdminPrivilege.otpReset, "OTP_RESTABLECER"] },
      { name: "suite", privileges: [AdminPrivilege.usersRead], isVisible: false },
    ],
  },
  {
    name: "Administrador de aplicaciones",
    alias: "Plataforma",
    description: "Configura aplicaciones, tokens y contraseñas",
    applications: everywhere([AdminPrivilege.appsRead, AdminPrivilege.appsWrite]),
    inactive: true,
  },
];

/** Two roles per application: one that operates it and one that only consults it. */
const applicationRoles: readonly SeedRole[] = Object.entries(domainPrivileges).flatMap(([app, list]) => {
  const title =
    signInApplications.find((entry) => entry.name === app)?.title ??
    adminOnlyApplications.find((entry) => entry.name === app)?.title ??
    app;
  const names = list.map(([name]) => name);
  const readOnly = names.filter((name) => /CONSULTAR|VER|INICIO|PERFIL/.test(name));
  return [
    {
      name: `${title} operador`,
      alias: `Operación ${title}`,
      description: `Opera ${title}`,
      applications: [{ name: app, privileges: names }],
    },
    {
      name: `${title} consulta`,
      alias: `Consulta ${title}`,
      description: `Consulta ${title} sin modificar`,
      applications: [{ name: app, privileges: readOnly.length ? readOnly : names.slice(0, 1) }],
      inactive: app === "confrontation",
    },
  ];
});

export const roles: readonly SeedRole[] = [...adminRoles, ...applicationRoles];

/** The privileges a set of roles grants (active roles only): what a seeded user's token carries. */
export function privilegesOfRoles(roleNames: readonly string[]): string[] {
  const names = new Set<string>();
  for (const role of roles) {
    if (!roleNames.includes(role.name) || role.inactive) continue;
    for (const app of role.applications) for (const name of app.privileges) names.add(name);
  }
  const inactivePrivileges = new Set(privileges.filter((p) => p.inactive).map((p) => p.name));
  return [...names].filter((name) => !inactivePrivileges.has(name));
}

export const countries = [
  { name: "Colombia", countryCode: "CO" },
  { name: "Perú", countryCode: "PE" },
  { name: "Brasil", countryCode: "BR" },
  { name: "México", countryCode: "MX" },
  { name: "Chile", countryCode: "CL" },
] as const;

/** User types (administration spec §3). */
export const userTypes = [
  { id: 1, name: "Aplicacion" },
  { id: 2, name: "Usuario" },
  { id: 3, name: "Tester" },
  { id: 4, name: "Usuario Certificado" },
] as const;

/** Companies (demo data). */
export const customers = [
  "GSE Demo S.A.S.",
  "Andina de Servicios S.A.",
  "Comercializadora del Pacífico Ltda.",
  "Transportes La Sabana S.A.S.",
  "Clínica San Rafael",
  "Constructora Altamira S.A.",
  "Alimentos del Valle S.A.S.",
  "Banco Cooperativo Central",
  "Universidad del Norte Andino",
  "Energía Verde de Colombia E.S.P.",
  "Inversiones Lima Sur S.A.C.",
  "Distribuidora São Paulo Ltda.",
] as const;
