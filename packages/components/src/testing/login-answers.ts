import type { Api, CallAnswerBody } from "@gse/contract";
import type { FakeHandler } from "@gse/sdk/testing";
import type { StoryContext } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { clockOf } from "./fake-clock.ts";

/** A refused login (spec §4, §8) as the in-memory API answers it: HTTP 400 with `body`. */
export const refusal =
  (body: CallAnswerBody<typeof Api.authentication.login>): FakeHandler<typeof Api.authentication.login> =>
  () => ({ status: 400, body });

/** R11 after the second failure: one attempt left. */
export const oneAttemptLeft = refusal({
  informationCode: "R11",
  failedLoginInformation: { failedAttempts: 2, lockTime: 0 },
});

/** R13 with 4 min 32 s of the lock left. */
export const lockedFor272Seconds = refusal({
  informationCode: "R13",
  failedLoginInformation: { failedAttempts: 3, lockTime: 272 },
});

/**
 * After `lockedFor272Seconds`, in a story with `withFakeClock()`: the lock reads 04:32, and 30 s of the fake
 * clock later 04:02.
 */
export async function expectLockCountingDown(
  context: Pick<StoryContext, "canvas" | "loaded">,
): Promise<void> {
  await expect(
    await context.canvas.findByText("El usuario se encuentra bloqueado, vuelve a intentarlo en 04:32"),
  ).toBeVisible();
  clockOf(context).tick(30_000);
  await expect(
    await context.canvas.findByText("El usuario se encuentra bloqueado, vuelve a intentarlo en 04:02"),
  ).toBeVisible();
}
