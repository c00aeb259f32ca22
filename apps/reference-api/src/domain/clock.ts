/**
 * The API's idea of now. It is the real clock unless a demo-mode test moved it (PUT /dev/clock), so the
 * notification schedule and the notification rules' "today" can be tested without waiting for 23:59.
 */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** From now on, time runs on from `at`. */
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }

  /** The date (YYYY-MM-DD) it is now in `timeZone`. */
  today(timeZone: string): string {
    return zoneDate(this.now(), timeZone);
  }
}

/** The calendar date of an instant in an IANA zone, as YYYY-MM-DD. */
export function zoneDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}
