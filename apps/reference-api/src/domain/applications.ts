import type { AppCard, AppParameter } from "@gse/contract";
import type { Queryable } from "../db/database.ts";
import { signInAddress } from "./sign-in-address.ts";

export interface Application {
  readonly name: string;
  readonly title: string;
  readonly version: string;
  readonly landingPath: string;
  /** Where its users go after signing in, as the console saves it (kept within the allowlist at sign-in). */
  readonly urlApp: string;
  /** Its landing page as the console saves it (kept within the allowlist on the app cards). */
  readonly landing: string;
  readonly mechanismAfterSetPass: number;
  readonly isMaintenance: boolean;
  readonly maintenanceMessage: string | null;
  readonly isFreeTrial: boolean;
  readonly urlFreeTrial: string | null;
  readonly codeFreeTrial: string | null;
}

const columns = `name, title, version, landing_path AS "landingPath", url_app AS "urlApp", landing,
  mechanism_after_set_pass AS "mechanismAfterSetPass", is_maintenance AS "isMaintenance",
  maintenance_message AS "maintenanceMessage", is_free_trial AS "isFreeTrial", url_free_trial AS "urlFreeTrial",
  code_free_trial AS "codeFreeTrial"`;

/** The applications the server knows, with the maintenance windows switched on by REFERENCE_MAINTENANCE. */
export class Applications {
  constructor(
    private readonly db: Queryable,
    private readonly maintenanceFromEnv: readonly string[],
  ) {}

  async get(name: string): Promise<Application | undefined> {
    const rows = await this.db.query<Application>(`SELECT ${columns} FROM applications WHERE name = $1`, [
      name,
    ]);
    return rows[0] && this.withEnv(rows[0]);
  }

  async all(): Promise<Application[]> {
    const rows = await this.db.query<Application>(`SELECT ${columns} FROM applications ORDER BY sort`);
    return rows.map((row) => this.withEnv(row));
  }

  async names(): Promise<string[]> {
    return (await this.all()).map((app) => app.name);
  }

  async setMaintenance(name: string, isMaintenance: boolean): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE applications SET is_maintenance = $2 WHERE name = $1 RETURNING name",
      [name, isMaintenance],
    );
    return rows.length === 1;
  }

  /** Parameters as spec §3 has them: `parameterValue` is JSON text of `{ type, value }`. */
  async parameters(name: string, parameterType?: string): Promise<AppParameter[]> {
    const rows = await this.db.query<{
      code: string;
      parameterType: string;
      valueType: string;
      value: string;
    }>(
      `SELECT parameter_code AS code, parameter_type AS "parameterType", value_type AS "valueType", value
       FROM app_parameters WHERE app = $1 AND ($2::text IS NULL OR lower(parameter_type) = lower($2::text))
       ORDER BY parameter_code`,
      [name, parameterType ?? null],
    );
    return rows.map((row) => ({
      parameterCode: row.code,
      parameterType: row.parameterType,
      parameterValue: JSON.stringify({ type: row.valueType, value: typed(row.valueType, row.value) }),
    }));
  }

  async flag(name: string, parameterCode: string): Promise<boolean> {
    const rows = await this.db.query<{ value: string }>(
      "SELECT value FROM app_parameters WHERE app = $1 AND parameter_code = $2",
      [name, parameterCode],
    );
    return rows[0]?.value === "true";
  }

  /**
   * The cards of /availableapps for the apps a user may use: each app's landing as the console saved it when
   * the portal would follow it (the page's origin or `allowlist`), else its landing path on the page's origin.
   */
  async cards(appNames: readonly string[], origin: string, allowlist: readonly string[]): Promise<AppCard[]> {
    return (await this.all())
      .filter((app) => appNames.includes(app.name))
      .map((app, index) => ({
        id: index + 1,
        name: app.name,
        title: app.title,
        landing: signInAddress(app.landing, origin, allowlist, app.landingPath),
        mechanismAfterSetPass: app.mechanismAfterSetPass,
      }));
  }

  private withEnv(app: Application): Application {
    return this.maintenanceFromEnv.includes(app.name) ? { ...app, isMaintenance: true } : app;
  }
}

function typed(valueType: string, value: string): boolean | number | string {
  if (valueType === "boolean") return value === "true";
  if (valueType === "number") return Number(value);
  return value;
}
