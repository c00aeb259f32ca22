import { defineConfig } from "vitest/config";
import { projects } from "./vitest.workspace.ts";

// Vitest 4 reads projects from the root config; the list itself lives in vitest.workspace.ts.
export default defineConfig({ test: { projects } });
