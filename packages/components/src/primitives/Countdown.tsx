import { formatMmSs } from "@gse/sdk";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { visuallyHidden } from "./styles.ts";

export interface CountdownProps {
  /** Whole seconds left; the flow that owns the timer counts them down. */
  readonly secondsLeft: number;
  /** `mm:ss` for the lock (spec §4), `seconds` for the 60-second resend wait. */
  readonly format?: "mm:ss" | "seconds";
  /** The sentence around the time, already translated: `(time) => _(id, { time })`. */
  readonly children: (time: string) => string;
}

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Screen readers hear the time at each whole minute and at 30 and 10 seconds, not every second. */
export function isAnnouncedSecond(seconds: number): boolean {
  return seconds > 0 && (seconds % 60 === 0 || seconds === 30 || seconds === 10);
}

/**
 * A countdown sentence ('vuelve a intentarlo en 04:59'). The visible text ticks every second as a `timer`
 * (not live); a separate polite region repeats it only at a few moments, so the page is not chatty.
 */
export function Countdown({ secondsLeft, format = "mm:ss", children }: CountdownProps) {
  const time = format === "mm:ss" ? formatMmSs(secondsLeft) : String(Math.max(0, secondsLeft));
  const text = children(time);
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    if (isAnnouncedSecond(secondsLeft)) setAnnounced(text);
  }, [secondsLeft, text]);
  return (
    <>
      <span role="timer" aria-live="off" aria-atomic="true">
        {text}
      </span>
      <Hidden aria-live="polite">{announced}</Hidden>
    </>
  );
}
