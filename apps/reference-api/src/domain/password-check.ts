import { Limits } from "@gse/contract";
import { hashPassword, needsRehash, verifyPassword } from "../passwords.ts";
import type { Services } from "../services.ts";
import type { User } from "./users.ts";

/** What a password check found; each caller words it in its own answer shape. */
export type PasswordCheck =
  | { readonly kind: "right"; readonly user: User }
  | { readonly kind: "blocked" }
  | { readonly kind: "locked"; readonly seconds: number }
  | { readonly kind: "wrong"; readonly failedAttempts: number };

// An unknown user costs the same hashing time as a known one, so timing does not tell which names exist.
const unknownUserHashes = new Map<number, Promise<string>>();
function unknownUserHash(cost: number): Promise<string> {
  let hash = unknownUserHashes.get(cost);
  if (!hash) {
    hash = hashPassword("an unknown user's stand-in password", cost);
    unknownUserHashes.set(cost, hash);
  }
  return hash;
}

const secondsUntil = (date: Date) => Math.ceil((new Date(date).getTime() - Date.now()) / 1000);

/** The account's state when a parallel request changed it between our read and our write. */
async function stateNow(services: Services, id: number): Promise<PasswordCheck> {
  const user = await services.users.byId(id);
  if (!user || user.blocked) return { kind: "blocked" };
  const seconds = user.lockedUntil ? secondsUntil(user.lockedUntil) : 0;
  return { kind: "locked", seconds: Math.max(seconds, 1) };
}

/**
 * Every password check (login, certificate login, change-password's current password) goes through here:
 * refused while blocked or locked without looking at the password, failures counted in the database in one
 * statement (see Users.countFailure), the third one locking for REFERENCE_LOCK_SECONDS; a right password made
 * with older hashing parameters is hashed again with today's.
 */
export async function checkPassword(
  services: Services,
  user: User | undefined,
  password: string,
): Promise<PasswordCheck> {
  const { scryptCost: cost, lockSeconds } = services.settings;
  if (!user) {
    await verifyPassword(password, await unknownUserHash(cost));
    return { kind: "wrong", failedAttempts: 1 };
  }
  if (user.blocked) return { kind: "blocked" };
  if (user.lockedUntil && secondsUntil(user.lockedUntil) > 0) {
    return { kind: "locked", seconds: secondsUntil(user.lockedUntil) };
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    const counted = await services.users.countFailure(user.id, Limits.attemptsBeforeLock, lockSeconds);
    if (!counted) return stateNow(services, user.id);
    if (!counted.lockedUntil) return { kind: "wrong", failedAttempts: counted.failedAttempts };
    services.metrics.lockout();
    return { kind: "locked", seconds: lockSeconds };
  }
  if (!(await services.users.clearFailuresIfOpen(user.id))) return stateNow(services, user.id);
  if (needsRehash(user.passwordHash, cost)) {
    await services.users.upgradePasswordHash(user.id, user.passwordHash, await hashPassword(password, cost));
  }
  return { kind: "right", user };
}
