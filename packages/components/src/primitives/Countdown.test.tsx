import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Countdown, isAnnouncedSecond } from "./Countdown.tsx";

const sentence = (time: string) => `vuelve a intentarlo en ${time}`;

describe("Countdown", () => {
  it("shows mm:ss for the lock and whole seconds for the resend wait", () => {
    const view = render(<Countdown secondsLeft={272}>{sentence}</Countdown>);
    expect(screen.getByRole("timer").textContent).toBe("vuelve a intentarlo en 04:32");
    view.rerender(
      <Countdown secondsLeft={42} format="seconds">
        {sentence}
      </Countdown>,
    );
    expect(screen.getByRole("timer").textContent).toBe("vuelve a intentarlo en 42");
  });

  it("is not chatty: screen readers hear it at whole minutes and at 30 and 10 seconds only", () => {
    expect([300, 272, 240, 61, 60, 31, 30, 11, 10, 9, 1, 0].filter(isAnnouncedSecond)).toEqual([
      300, 240, 60, 30, 10,
    ]);
    const view = render(<Countdown secondsLeft={61}>{sentence}</Countdown>);
    const live = () => document.querySelector("[aria-live='polite']")?.textContent;
    expect(screen.getByRole("timer").getAttribute("aria-live")).toBe("off");
    expect(live()).toBe("");
    view.rerender(<Countdown secondsLeft={60}>{sentence}</Countdown>);
    expect(live()).toBe("vuelve a intentarlo en 01:00");
    view.rerender(<Countdown secondsLeft={59}>{sentence}</Countdown>);
    expect(live()).toBe("vuelve a intentarlo en 01:00");
    expect(screen.getByRole("timer").textContent).toBe("vuelve a intentarlo en 00:59");
  });
});
