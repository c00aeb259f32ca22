import type * as v from "valibot";

/** Shows a rejected value the way the brand file spelled it, short enough for one line of output. */
export function showValue(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * The message of every brand check: "expected <what>, got <value>". Problems print it after the file and the
 * JSON path, so an integrator reads what to write instead of what went wrong inside valibot.
 */
export const expected =
  (what: string) =>
  (issue: v.BaseIssue<unknown>): string =>
    `expected ${what}, got ${showValue(issue.input)}`;
