import { startJourneyPostgres } from "./postgres.ts";

/** Before the journeys: their PostgreSQL server and its seeded template (postgres.ts); stopped after them. */
export default function globalSetup(): Promise<() => Promise<void>> {
  return startJourneyPostgres();
}
