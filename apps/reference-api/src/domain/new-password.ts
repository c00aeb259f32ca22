import type { Services } from "../services.ts";

/**
 * Whoever held the old password (or a link mailed before) must not keep a way in: setting, changing or
 * restoring a password ends every session of the user, revokes their refresh tokens (so access tokens stop
 * working at once, see requireSession) and voids the links still unused.
 */
export async function endEverythingOf(services: Services, userId: number): Promise<void> {
  await services.sessions.endAllOf(userId);
  await services.tokens.revokeEverythingOf(userId);
}
