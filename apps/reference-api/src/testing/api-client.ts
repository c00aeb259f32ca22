import { createHash, randomBytes } from "node:crypto";
import { LoginAnswerSchema, type OutboxMessage, OutboxSchema, testCaptchaPaths } from "@gse/contract";
import * as v from "valibot";
import { inject, vi } from "vitest";
import { decrypt, encrypt } from "../cipher.ts";
import { readSettings } from "../config.ts";
import { defaultRetry, type MailSettings } from "../mail/mail-settings.ts";
import { type RunningServer, type ServerOptions, startServer } from "../server.ts";
import { createDatabase } from "./postgres-server.ts";
import { testScryptCost } from "./test-scrypt-cost.ts";

const { cipher } = readSettings({});

/** The password as the portal sends it (spec §9). */
export const encrypted = (password: string) => encrypt(password, cipher);

export const DEMO = encrypted("Demo!2026");

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

/** Mail settings for a production-mode test that sends no email anywhere: port 9 on loopback refuses. */
export const unreachableMail: MailSettings = {
  url: "smtp://127.0.0.1:9",
  from: "no-reply@localhost",
  retry: defaultRetry,
  pollMs: 30_000,
};

export { testScryptCost };

/**
 * The database a test's API starts on unless the test names one: a new database on the run's PostgreSQL
 * server in the api-postgres project (testing/postgres-global-setup.ts), an in-memory PGlite elsewhere.
 */
export async function testDatabase(): Promise<string> {
  const server = inject("postgresUrl");
  return server ? createDatabase(server) : "memory";
}

/**
 * A reference API on 127.0.0.1, a free port and a database of its own (see testDatabase), with small helpers
 * to call it.
 */
export class TestApi {
  private constructor(readonly server: RunningServer) {}

  static async start(options: ServerOptions = {}): Promise<TestApi> {
    // Scrypt and PGlite share two cores with other test workers: give each call room on a busy machine.
    vi.setConfig({ testTimeout: 30_000 });
    // Demo mode unless a test says otherwise: most tests read the outbox and sign the demo users in. Tests hash
    // many passwords, so they use a lower scrypt cost unless they test the cost itself (password-hashing.test).
    const { settings, ...rest } = options;
    // Production needs SMTP_URL: a test that reads no email gives it a port nothing listens on (delivery only
    // retries there, quietly).
    const mail = settings?.demo === false && !settings.mail ? { mail: unreachableMail } : {};
    return new TestApi(
      await startServer({
        port: 0,
        ...rest,
        database: rest.database ?? (await testDatabase()),
        settings: { demo: true, scryptCost: testScryptCost, ...mail, ...settings },
      }),
    );
  }

  get url(): string {
    return this.server.url;
  }

  close(): Promise<void> {
    return this.server.close();
  }

  async call(method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: { "content-type": "application/json", ...init.headers },
      ...(init.body === undefined
        ? {}
        : { body: typeof init.body === "string" ? init.body : JSON.stringify(init.body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      headers: response.headers,
    } as Answer;
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.call("POST", path, { body, headers });
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.call("GET", path, { headers });
  }

  /** A fresh token of the test captcha provider, as its widget asks for one when ticked (good once). */
  async captchaToken(siteKey = readSettings({}).captchaSiteKey): Promise<string> {
    const answer = await this.post(testCaptchaPaths.token, { siteKey });
    return v.parse(v.object({ token: v.string() }), answer.body).token;
  }

  async login(user: string, password = DEMO, appname = "suite") {
    return this.post("/api/Login", {
      user,
      password,
      appname,
      ip: "0.0.0.0",
      TypeDeviceId: 2,
      tokenCaptcha: await this.captchaToken(),
    });
  }

  /** Signs a demo user in and answers its session token. */
  async sessionOf(user: string): Promise<string> {
    const token = this.read(LoginAnswerSchema, await this.login(user)).token;
    if (!token) throw new Error(`${user}: the demo user did not sign in`);
    return token;
  }

  /** A GET with a session token, as the console sends its calls. */
  getAs(token: string, path: string, headers: Record<string, string> = {}) {
    return this.get(path, { authorization: `Bearer ${token}`, ...headers });
  }

  /** Parses an answer with a contract schema: the server must speak the contract. */
  read<TSchema extends v.GenericSchema>(schema: TSchema, answer: Answer): v.InferOutput<TSchema> {
    return v.parse(schema, answer.body);
  }

  async outbox(to: string): Promise<OutboxMessage[]> {
    return v.parse(OutboxSchema, (await this.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).body);
  }
}

/** The decrypted payload of a `/changepassword?<payload>` link. */
export function linkPayload(link: string): { user: string; token: string; tenantLanguage?: string } {
  const query = new URL(link).search.slice(1);
  const plain = decrypt(decodeURIComponent(query), cipher);
  if (!plain) throw new Error(`${link}: the payload does not decrypt with the configured key`);
  return JSON.parse(plain);
}

/** A federated sign-in's client side: the state and PKCE verifier a tab keeps, and the headers it sends. */
export function oidcClient() {
  const state = randomBytes(32).toString("base64url");
  const codeVerifier = randomBytes(32).toString("base64url");
  const codeChallenge = createHash("sha256").update(codeVerifier).digest("base64url");
  return { state, codeVerifier, headers: { state, codeChallenge } };
}

/** The middle section of a JWT. */
export function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
}

/** Starting PGlite takes seconds on a busy machine: the hooks that start a server wait this long. */
export const startTimeout = 60_000;
