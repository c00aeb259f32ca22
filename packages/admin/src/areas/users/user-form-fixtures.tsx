import type { AdminUser, Country, Customer, DocumentType, Role } from "@gse/contract";
import { useForm } from "@tanstack/react-form";
import type { ReactNode } from "react";
import type { RecordFormApi } from "../../pieces/record-form/use-record-form.ts";
import { documentTypesOf, newUserValues, type UserFormValues, userValues } from "./user-form-values.ts";

/** Demo data for the user form's stories: what the server's reads would answer. */
export const demoCountries: Country[] = [
  { id: 1, name: "Colombia", countryCode: "CO" },
  { id: 2, name: "Perú", countryCode: "PE" },
];

export const demoDocumentTypes: DocumentType[] = [
  {
    documentTypeId: "1",
    documentTypeDescription: "Cédula de ciudadanía",
    country: "CO",
    documentTypeAllowed: true,
  },
  { documentTypeId: "5", documentTypeDescription: "Pasaporte", country: "CO", documentTypeAllowed: true },
  {
    documentTypeId: "13",
    documentTypeDescription: "Documento nacional de identidad",
    country: "PE",
    documentTypeAllowed: true,
  },
];

export const demoDocumentTypesOf = (countryCode: string) => documentTypesOf(demoDocumentTypes, countryCode);

export const demoUserTypes = [
  { id: 1, name: "Aplicacion" },
  { id: 2, name: "Usuario" },
  { id: 3, name: "Tester" },
  { id: 4, name: "Usuario Certificado" },
];

export const demoCustomers: Customer[] = [
  "GSE Demo S.A.S.",
  "Andina de Servicios S.A.",
  "Clínica San Rafael",
  "Banco Cooperativo Central",
  "Alimentos del Valle S.A.S.",
].map((name, index) => ({
  id: index + 1,
  name,
  principal: index === 0,
  assigned: index === 2,
  modifiedOn: `2026-0${index + 1}-15T10:00:00Z`,
}));

const role = (id: number, name: string, apps: readonly [string, string][], assigned = false): Role => ({
  id,
  name,
  description: "",
  alias: "",
  idstate: 0,
  createdon: "2026-01-01T00:00:00Z",
  sharedApps: apps.map(([, title]) => title).join(","),
  assigned,
  application: apps.map(([name]) => ({ name, privilege: [], isVisible: true })),
});

export const demoRoles: Role[] = [
  role(1, "Auditor", [
    ["payroll", "Nómina"],
    ["reports", "Reportes y analítica"],
  ]),
  role(2, "Nómina operador", [["payroll", "Nómina"]], true),
  role(3, "Nómina consulta", [["payroll", "Nómina"]]),
  role(4, "Reportes y analítica operador con permisos de exportación", [["reports", "Reportes y analítica"]]),
  role(5, "Soporte OTP", [["resetotp", "Restablecimiento de OTP"]]),
];

export const demoUser: AdminUser = {
  id: "42",
  names: "María José",
  surnames: "Núñez Peña",
  email: "maria.nunez@demo.test",
  document: "1020304050",
  userName: "maria.nunez",
  phoneNumber: "3001234567",
  idTypeUser: 2,
  countryId: 1,
  documentTypeId: "1",
  modifiedon: "2026-11-01T10:00:00Z",
  idstate: 2,
};

const sources = { countries: demoCountries, customers: demoCustomers, roles: demoRoles };
export const demoExistingValues: UserFormValues = userValues(demoUser, sources);
export const demoNewValues: UserFormValues = newUserValues({
  customers: demoCustomers.map((customer) => ({ ...customer, principal: false, assigned: false })),
  roles: demoRoles.map((entry) => ({ ...entry, assigned: false })),
});

/**
 * A tab alone on a form of its own, as the record form hands it one; 'Validar' runs every rule as the next
 * arrow does, to show the tab's messages.
 */
export function TabHarness({
  values,
  children,
}: {
  readonly values: UserFormValues;
  readonly children: (form: RecordFormApi<UserFormValues>) => ReactNode;
}) {
  const form = useForm({ defaultValues: values });
  return (
    <main style={{ padding: 16, display: "flex", flexDirection: "column", gap: 16 }}>
      {children(form)}
      <button type="button" onClick={() => void form.validateAllFields("submit")}>
        Validar
      </button>
    </main>
  );
}
