import { defineConfig } from "vitest/config";
import { projects } from "./vitest.workspace.ts";

// Vitest 4 reads projects from the root config; the list itself lives in vitest.workspace.ts.
// Two files at a time in every project (Vitest's default on 2 cores is one): after the review grid ended, CI's
// last six minutes were node files one by one beside a single stories tab, a core idle and each file's time
// mostly the import of its modules. One number for all: projects that run side by side must share it.
export default defineConfig({ test: { projects, maxWorkers: 2 } });
