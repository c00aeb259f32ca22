import { Code, Limits, type LoginAnswer, type LoginRequest, ParameterCode } from "@gse/contract";
import { decrypt } from "../cipher.ts";
import { applicationName, Refusal } from "../http.ts";
import type { Services } from "../services.ts";
import { isGenuineCaptcha } from "./captcha.ts";
import { checkPassword, type PasswordCheck } from "./password-check.ts";
import {
  blockedRefusal,
  loginRefusal,
  notActivatedText,
  requireApplication,
  setPasswordLink,
  signIn,
} from "./sign-in.ts";
import type { User } from "./users.ts";

const remainingText: Record<number, string> = {
  2: "Usuario o contraseña incorrectos, tienes dos (2) intentos más.",
  1: "Usuario o contraseña incorrectos, tienes solo un (1) intento más.",
};

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;

function lockRefusal(seconds: number): Refusal {
  return loginRefusal(
    Code.temporarilyLocked,
    `El usuario se encuentra bloqueado, vuelve a intentarlo en ${mmss(seconds)}`,
    {
      blockingtime: seconds,
      failedLoginInformation: { failedAttempts: Limits.attemptsBeforeLock, lockTime: seconds },
    },
  );
}

/** Decrypts a password the client encrypted (spec §9), or 400 naming the field. */
export function decryptPassword(services: Services, encrypted: string, field = "password"): string {
  const plain = decrypt(encrypted, services.settings.cipher);
  if (plain === undefined) {
    throw new Refusal(
      400,
      `body ${field}: not a ciphertext of the configured key; encrypt it as spec §9 says`,
    );
  }
  return plain;
}

async function findUser(services: Services, request: LoginRequest): Promise<User | undefined> {
  return "user" in request
    ? services.users.byName(request.user)
    : services.users.byDocument(request.documentType, request.documentNumber);
}

/** A check's refusal in the login's flat shape: A20, R13 with the countdown, or R11 with the attempts left. */
export function loginCheckRefusal(services: Services, check: Exclude<PasswordCheck, { kind: "right" }>) {
  if (check.kind === "blocked") return blockedRefusal(services);
  if (check.kind === "locked") return lockRefusal(check.seconds);
  const remaining = Limits.attemptsBeforeLock - check.failedAttempts;
  return loginRefusal(Code.wrongCredential, remainingText[remaining] ?? "Usuario o contraseña incorrectos.", {
    messageParameter: remaining,
    failedLoginInformation: { failedAttempts: check.failedAttempts, lockTime: 0 },
  });
}

/**
 * POST /api/Login, by the rules of spec §4 and §8: A20 for a permanent block, R13 while locked, R11 with the
 * attempts left, R13 on the third failure (all decided by checkPassword), then R14 (not activated) and R18
 * (expired) once the password is right, else A10. An unknown user gets a first failure's answer.
 */
export async function passwordLogin(
  services: Services,
  request: LoginRequest,
  origin: string,
  tenantLanguage?: string,
): Promise<LoginAnswer> {
  const app = await requireApplication(services, applicationName(request.appname));
  const captchaApplies = await services.applications.flag(app.name, ParameterCode.captchaApply);
  if (
    captchaApplies &&
    !(await isGenuineCaptcha(services.settings, request.tokenCaptcha ?? undefined)) &&
    !(await services.tokens.isSignInGrant(
      request.tokenCaptcha ?? undefined,
      "user" in request ? request.user : undefined,
    ))
  ) {
    throw new Refusal(400, "Por favor valida que no eres un robot.");
  }
  const plain = decryptPassword(services, request.password);
  const check = await checkPassword(services, await findUser(services, request), plain);
  if (check.kind !== "right") throw loginCheckRefusal(services, check);
  const { user } = check;
  if (!user.activated) throw loginRefusal(Code.notActivated, notActivatedText);
  if (user.passwordExpired) {
    throw loginRefusal(Code.passwordExpired, "Tu contraseña expiró. Debes cambiarla para continuar.", {
      urlApp: await setPasswordLink(services, user, origin, tenantLanguage),
    });
  }
  return signIn(services, user, app, origin);
}
