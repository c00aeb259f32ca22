import { describe, expect, it, vi } from "vitest";
import { createRuntimeFixture } from "../testing/runtime-fixture.ts";
import { sendLogin } from "./login-call.ts";

// The cipher's chunk cannot be fetched: the server that serves it (and the API) is down.
vi.mock("../cipher/password-cipher.ts", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("login call", () => {
  it("answers as for no response when the cipher's chunk cannot be loaded, instead of hanging", async () => {
    const { runtime, api } = createRuntimeFixture([]);
    const result = await sendLogin(runtime, { user: "demo", password: "Demo!2026" });
    expect(result).toEqual({
      ok: false,
      failure: { kind: "noResponse", status: 500, code: "noResponseFromApi" },
    });
    expect(api.requests).toEqual([]);
  });
});
