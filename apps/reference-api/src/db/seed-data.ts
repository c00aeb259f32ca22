/** The demo data: one application per shipped brand's application, document types and the demo users. */
import { adminPrivilegeNames } from "@gse/contract";

export const DEMO_PASSWORD = "Demo!2026";

export interface SeedApplication {
  readonly name: string;
  readonly title: string;
  readonly version: string;
  /** 1: after setting a password go to the application's login; 2: sign in automatically (spec §4). */
  readonly mechanismAfterSetPass: 1 | 2;
  readonly captchaApply: boolean;
  readonly freeTrial?: { readonly url: string; readonly code: string };
}

const maintenanceMessage = (title: string) =>
  `${title} está en mantenimiento programado. Vuelve a intentarlo en unos minutos.`;

export const applications: readonly SeedApplication[] = [
  { name: "suite", title: "GSE Suite", version: "1.8.0", mechanismAfterSetPass: 2, captchaApply: false },
  {
    name: "license",
    title: "Licenciamiento",
    version: "3.2.1",
    mechanismAfterSetPass: 2,
    captchaApply: false,
  },
  // Invoicing always shows the captcha on the client; the parameter agrees so the server checks it too.
  { name: "invoicing", title: "Facturación", version: "5.4.0", mechanismAfterSetPass: 2, captchaApply: true },
  {
    name: "payroll",
    title: "Nómina",
    version: "4.1.2",
    mechanismAfterSetPass: 2,
    captchaApply: false,
    freeTrial: { url: "https://payroll.example.test/prueba-gratis", code: "NOMINA-30" },
  },
  { name: "biometrics", title: "Biometría", version: "2.7.0", mechanismAfterSetPass: 2, captchaApply: false },
  {
    name: "confrontation",
    title: "Confrontación de identidad",
    version: "1.9.3",
    mechanismAfterSetPass: 2,
    captchaApply: false,
  },
  {
    name: "certificate",
    title: "Firma digital y certificados",
    version: "6.0.4",
    mechanismAfterSetPass: 1,
    captchaApply: false,
  },
  {
    name: "selfservice",
    title: "Autogestión de identidad",
    version: "2.3.0",
    mechanismAfterSetPass: 1,
    captchaApply: false,
  },
  {
    name: "inhibitorylists",
    title: "Listas inhibitorias",
    version: "1.4.5",
    mechanismAfterSetPass: 2,
    captchaApply: false,
  },
];

export const seedMaintenanceMessage = maintenanceMessage;

export const documentTypes = [
  { id: "CC", description: "Cédula de ciudadanía", country: "CO", allowed: true },
  { id: "CE", description: "Cédula de extranjería", country: "CO", allowed: true },
  { id: "PA", description: "Pasaporte", country: "CO", allowed: true },
  { id: "NIT", description: "Número de identificación tributaria", country: "CO", allowed: false },
  { id: "TI", description: "Tarjeta de identidad", country: "CO", allowed: false },
  { id: "DNI", description: "Documento nacional de identidad", country: "PE", allowed: true },
  { id: "CPF", description: "Cadastro de pessoas físicas", country: "BR", allowed: true },
] as const;

export interface SeedUser {
  readonly userName: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly activated?: boolean;
  readonly passwordExpired?: boolean;
  readonly blocked?: boolean;
  readonly document?: { readonly type: string; readonly number: string };
  readonly assignManualPassword?: boolean;
  readonly privileges?: readonly string[];
  /** Roles in the administration data (demo mode), by name. */
  readonly roles?: readonly string[];
}

/** The privileges of `demo` and of the production administrator: every administration call. */
export const adminPrivileges: readonly string[] = adminPrivilegeNames;

/** Every user gets every application and the password `Demo!2026`. */
export const users: readonly SeedUser[] = [
  {
    userName: "demo",
    email: "demo@example.test",
    firstName: "Demo",
    lastName: "Usuario",
    privileges: adminPrivileges,
    roles: ["Administrador"],
  },
  {
    // Signs in like any user but holds no administration privilege: every administration call answers 403.
    userName: "noprivileges.demo",
    email: "noprivileges@example.test",
    firstName: "Nora",
    lastName: "Sinprivilegios",
    privileges: ["NOMINA_CONSULTAR"],
    roles: ["Nómina consulta"],
  },
  {
    userName: "inactive.demo",
    email: "inactive@example.test",
    firstName: "Inés",
    lastName: "Inactiva",
    activated: false,
  },
  {
    userName: "expired.demo",
    email: "expired@example.test",
    firstName: "Ernesto",
    lastName: "Expirado",
    passwordExpired: true,
  },
  {
    userName: "blocked.demo",
    email: "blocked@example.test",
    firstName: "Blanca",
    lastName: "Bloqueada",
    blocked: true,
  },
  { userName: "shared.one", email: "shared@example.test", firstName: "Sara", lastName: "Compartida" },
  { userName: "shared.two", email: "shared@example.test", firstName: "Samuel", lastName: "Compartido" },
  {
    userName: "cert.demo",
    email: "cert.demo@example.test",
    firstName: "Carla",
    lastName: "Certificado",
    document: { type: "CC", number: "1020304050" },
  },
  {
    userName: "cert.manual",
    email: "cert.manual@example.test",
    firstName: "Carlos",
    lastName: "Manual",
    document: { type: "CC", number: "1020304051" },
    assignManualPassword: true,
  },
];
