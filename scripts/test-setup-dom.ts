import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts between tests only by itself when Vitest globals are on; they are off here.
afterEach(cleanup);

// A findBy query waits for a condition, not for a speed: a screen's first render imports its lazy chunks (the
// portal's protected routes, the console), which a cold dev server transforms on demand, and on a loaded 2-core
// machine (eight browser tabs at once) that took seconds, past the 1 s default. A condition that never holds still
// fails. Speed is `pnpm bench`'s.
configure({ asyncUtilTimeout: 15_000 });
