import { Code, Limits, type LoginAnswer, type LoginRequest, ParameterCode } from "@gse/contract";
import { decrypt } from "../cipher.ts";
import { applicationName, Refusal } from "../http.ts";
import { verifyPassword } from "../passwords.ts";
import type { Services } from "../services.ts";
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

/**
 * POST /api/Login, by the rules of spec §4 and §8: A20 for a permanent block, R13 while locked, R11 with the
 * attempts left, R13 on the third failure, then R14 (not activated) and R18 (expired) once the password is
 * right, else A10. Attempts for one user are decided one at a time (see UserLock).
 */
export async function passwordLogin(
  services: Services,
  request: LoginRequest,
  origin: string,
  tenantLanguage?: string,
): Promise<LoginAnswer> {
  const app = await requireApplication(services, applicationName(request.appname));
  if ((await services.applications.flag(app.name, ParameterCode.captchaApply)) && !request.tokenCaptcha) {
    throw new Refusal(400, "Por favor valida que no eres un robot.");
  }
  const plain = decryptPassword(services, request.password);
  const found = await findUser(services, request);
  if (!found) throw loginRefusal(Code.wrongCredential, "Usuario o contraseña incorrectos.");

  return services.userLock.run(found.id, async () => {
    const user = (await services.users.byId(found.id)) ?? found;
    if (user.blocked) throw blockedRefusal(services);
    const now = Date.now();
    const lockedUntil = user.lockedUntil ? new Date(user.lockedUntil).getTime() : undefined;
    if (lockedUntil !== undefined && lockedUntil > now)
      throw lockRefusal(Math.ceil((lockedUntil - now) / 1000));

    if (!(await verifyPassword(plain, user.passwordHash))) {
      // A lock that ran out starts the count again.
      const failures = (lockedUntil === undefined ? user.failedAttempts : 0) + 1;
      if (failures >= Limits.attemptsBeforeLock) {
        const seconds = services.settings.lockSeconds;
        await services.users.recordFailure(user.id, failures, new Date(now + seconds * 1000));
        throw lockRefusal(seconds);
      }
      await services.users.recordFailure(user.id, failures, null);
      const remaining = Limits.attemptsBeforeLock - failures;
      throw loginRefusal(
        Code.wrongCredential,
        remainingText[remaining] ?? "Usuario o contraseña incorrectos.",
        {
          messageParameter: remaining,
          failedLoginInformation: { failedAttempts: failures, lockTime: 0 },
        },
      );
    }
    if (user.failedAttempts > 0 || lockedUntil !== undefined) await services.users.clearFailures(user.id);
    if (!user.activated) throw loginRefusal(Code.notActivated, notActivatedText);
    if (user.passwordExpired) {
      throw loginRefusal(Code.passwordExpired, "Tu contraseña expiró. Debes cambiarla para continuar.", {
        urlApp: await setPasswordLink(services, user, origin, tenantLanguage),
      });
    }
    return signIn(services, user, app, origin);
  });
}
