/** Email templates with their subjects (reference data) and scheduled notifications (demo data). */

export interface SeedTemplate {
  readonly title: string;
  readonly urlImage: string;
  /** The variables of administration spec §3, as the JSON text the template stores. */
  readonly variables: readonly Record<string, unknown>[];
  readonly applications: readonly string[];
  readonly subjects: readonly string[];
}

const time = (label: string) => ({
  type: "time",
  name: "hora",
  label,
  hour: { id: "hour", name: "hora", value: "", maxLength: 2 },
  minutes: { id: "minutes", name: "minutos", value: "", maxLength: 2 },
  complement: { name: "pm", value: false, label: "p. m." },
});

export const templates: readonly SeedTemplate[] = [
  {
    title: "Mantenimiento programado",
    urlImage: "/api/menu/images/suite-light.svg",
    variables: [
      { type: "date", name: "fecha", label: "Fecha del mantenimiento" },
      time("Hora de inicio"),
      { type: "text", name: "duracion", label: "Duración", maxLength: 20 },
    ],
    applications: ["suite", "payroll", "invoicing", "license"],
    subjects: ["Mantenimiento programado de la plataforma", "Aviso de ventana de mantenimiento"],
  },
  {
    title: "Nueva versión disponible",
    urlImage: "/api/menu/images/suite-light.svg",
    variables: [
      { type: "text", name: "version", label: "Versión", maxLength: 10 },
      { type: "text", name: "novedades", label: "Novedades", multiline: true, row: 4, maxLength: 500 },
    ],
    applications: ["suite", "payroll", "invoicing", "biometrics", "certificate"],
    subjects: ["Ya está disponible la nueva versión", "Conoce las novedades"],
  },
  {
    title: "Vencimiento de licencia",
    urlImage: "/api/menu/images/license-light.svg",
    variables: [
      { type: "date", name: "vence", label: "Fecha de vencimiento" },
      { type: "check", name: "renovacionAutomatica", label: "Renovación automática", value: false },
    ],
    applications: ["license", "certificate"],
    subjects: ["Tu licencia está por vencer"],
  },
  {
    title: "Recordatorio de cierre de nómina",
    urlImage: "/api/menu/images/payroll-light.svg",
    variables: [{ type: "date", name: "cierre", label: "Fecha de cierre" }, time("Hora límite")],
    applications: ["payroll"],
    subjects: ["Recuerda cerrar la nómina del periodo", "Último día para aprobar la nómina"],
  },
  {
    // One template holding every variable type, so the form and the email show each (text, date, time with
    // its complement, check).
    title: "Comunicado general",
    urlImage: "/api/menu/images/suite-light.svg",
    variables: [
      { type: "text", name: "titulo", label: "Título", maxLength: 40 },
      { type: "text", name: "mensaje", label: "Mensaje", multiline: true, row: 3 },
      { type: "date", name: "fecha", label: "Fecha del evento" },
      time("Hora del evento"),
      { type: "check", name: "obligatorio", label: "Asistencia obligatoria", value: false },
    ],
    applications: ["suite", "payroll", "invoicing"],
    subjects: ["Comunicado importante", "Información para los usuarios"],
  },
];

export interface SeedNotification {
  readonly reason: string;
  readonly template: string;
  readonly subject: string;
  readonly applications: readonly string[];
  readonly variables: Record<string, unknown>;
  /** Days from today: negative ones were sent (EJECUTADA). */
  readonly inDays: number;
}

export const notifications: readonly SeedNotification[] = [
  {
    reason: "Mantenimiento trimestral de la base de datos",
    template: "Mantenimiento programado",
    subject: "Mantenimiento programado de la plataforma",
    applications: ["suite", "payroll", "invoicing"],
    variables: { fecha: "2026-12-20", hora: "22:00", duracion: "2 horas" },
    inDays: 14,
  },
  {
    reason: "Lanzamiento de la versión 5.5 de facturación",
    template: "Nueva versión disponible",
    subject: "Ya está disponible la nueva versión",
    applications: ["invoicing"],
    variables: { version: "5.5.0", novedades: "Notas crédito masivas y nuevo tablero." },
    inDays: 3,
  },
  {
    reason: "Aviso de vencimiento a clientes de licencias",
    template: "Vencimiento de licencia",
    subject: "Tu licencia está por vencer",
    applications: ["license", "certificate"],
    variables: { vence: "2027-01-31", renovacionAutomatica: true },
    inDays: 30,
  },
  {
    reason: "Cierre de nómina de noviembre",
    template: "Recordatorio de cierre de nómina",
    subject: "Recuerda cerrar la nómina del periodo",
    applications: ["payroll"],
    variables: { cierre: "2026-11-28", hora: "18:00" },
    inDays: -5,
  },
  {
    reason: "Mantenimiento de certificados raíz",
    template: "Mantenimiento programado",
    subject: "Aviso de ventana de mantenimiento",
    applications: ["suite", "license"],
    variables: { fecha: "2026-10-04", hora: "23:00", duracion: "1 hora" },
    inDays: -40,
  },
  {
    reason: "Novedades de biometría facial",
    template: "Nueva versión disponible",
    subject: "Conoce las novedades",
    applications: ["biometrics", "suite", "certificate"],
    variables: { version: "2.8.0", novedades: "Prueba de vida pasiva." },
    inDays: -12,
  },
];
