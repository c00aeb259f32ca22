import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AdminApi, Api, callsOf, ErrorAnswerSchema } from "@gse/contract";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTimeout, TestApi } from "./testing/api-client.ts";
import { testBrandStore } from "./testing/test-brand-store.ts";

let api: TestApi;
let store: string;
let portalDist: string;

// The brand store's calls exist where the API serves the portal: started as `pnpm start` starts it.
beforeAll(async () => {
  portalDist = mkdtempSync(join(tmpdir(), "portal-dist-"));
  writeFileSync(
    join(portalDist, "index.html"),
    "<!doctype html><html><head><title>Portal</title></head></html>",
  );
  store = await testBrandStore([{ key: "suite" }]);
  api = await TestApi.start({ portalDist, settings: { brandStore: store } });
}, startTimeout);
afterAll(async () => {
  await api?.close();
  for (const folder of [store, portalDist]) rmSync(folder, { recursive: true, force: true });
});

describe("the reference API and the contract's descriptors", () => {
  const calls = [...callsOf(Api), ...callsOf(AdminApi)];

  it("finds every call the contract declares in Api and AdminApi", () => {
    const folder = new URL("../../../packages/contract/src/calls/", import.meta.url);
    const declared = readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts"))
      .map((file) => readFileSync(new URL(file, folder), "utf8").split("defineCall({").length - 1)
      .reduce((sum, count) => sum + count, 0);
    expect(calls.length).toBe(declared);
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls).toContain(Api.security.otpReset.validateOtpMail);
    expect(calls).toContain(AdminApi.user.delete);
  });

  // A descriptor without a route answers the unknown path's 404 ("No route for ..."); a route answers its own
  // refusal to an empty request (401 without a session, 400 or 415 without its headers or body) or its answer.
  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    "has a route for %s",
    async (_name, call) => {
      const answer = await api.call(call.method, call.path);
      const text = v.safeParse(ErrorAnswerSchema, answer.body);
      expect(text.success ? text.output.information : undefined).not.toMatch(/^No route for /);
    },
  );
});
