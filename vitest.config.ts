import { defineConfig } from "vitest/config";
import { projects } from "./vitest.workspace.ts";

// Vitest 4 reads projects from the root config; the list itself lives in vitest.workspace.ts.
// Two node workers (Vitest's default on 2 cores is one): the node and jsdom files ran in a single worker, one
// after another, and were the last 200 s of the run with the other core idle once the browser layers were done.
// The browser projects keep one tab each (`fileParallelism: false` in vitest.workspace.ts), as before.
export default defineConfig({ test: { projects, maxWorkers: 2 } });
