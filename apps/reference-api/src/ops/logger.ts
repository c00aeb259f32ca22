import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

const levels = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof levels)[number];

/** REFERENCE_LOG_LEVEL, `info` unless set; a wrong name stops the start naming the setting. */
export function logLevelFrom(env: NodeJS.ProcessEnv): LogLevel {
  const value = env.REFERENCE_LOG_LEVEL || "info";
  if ((levels as readonly string[]).includes(value)) return value as LogLevel;
  throw new Error(`REFERENCE_LOG_LEVEL: expected one of ${levels.join(", ")}, got "${value}"`);
}

/**
 * Keys whose values never reach a line, wherever they sit in a logged object: the request log writes none of
 * them (it writes no body, header or query), this catches the object someone logs later.
 */
const secretKeys = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "refreshToken",
  "RefreshToken",
  "accessToken",
  "authorization",
  "Authorization",
  "code",
  "link",
  "links",
  "urlApp",
  "cipher",
  "key",
  "iv",
  "secret",
];

/**
 * One JSON object per line: `time` (ISO 8601), `level` by name, `message`, and the fields of the call.
 * `destination` is stdout unless a test passes its own, written synchronously: lines stay in order and none is
 * lost when the process exits right after (a shutdown's last line).
 */
export function createLogger(options: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? "info",
      messageKey: "message",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: secretKeys.flatMap((key) => [key, `*.${key}`]), censor: "[redacted]" },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/**
 * The process's logger, at REFERENCE_LOG_LEVEL on stdout: code without a server at hand (the database, the
 * portal's pages, the captcha's siteverify) writes here, and a server logs here unless started with its own.
 */
export const log: Logger = createLogger({ level: logLevelFrom(process.env) });

/** An error's message, for a line that names what failed without its stack. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
