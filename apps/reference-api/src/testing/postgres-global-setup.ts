import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Set in the api-postgres project: the test server's `postgres` database, where TestApi creates its own. */
    postgresUrl?: string;
  }
}

/** The api-postgres project's one PostgreSQL server for the whole run; stopped and deleted at its end. */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
