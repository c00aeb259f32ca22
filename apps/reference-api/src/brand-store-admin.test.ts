import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { previewSecret, readIndex, verifyPreview } from "@gse/brand-kit/store";
import {
  AdminApi,
  BrandPreviewAnswerSchema,
  BrandRollbackAnswerSchema,
  StoredBrandsAnswerSchema,
} from "@gse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTimeout, TestApi } from "./testing/api-client.ts";
import { testBrandStore } from "./testing/test-brand-store.ts";

const { brand } = AdminApi;
let api: TestApi;
let store: string;
let portalDist: string;
let demo: string;
let noPrivileges: string;
let first = "";
let second = "";

beforeAll(async () => {
  portalDist = mkdtempSync(join(tmpdir(), "portal-dist-"));
  writeFileSync(
    join(portalDist, "index.html"),
    "<!doctype html><html><head><title>Portal</title></head></html>",
  );
  store = await testBrandStore([{ key: "suite" }, { key: "payroll" }]);
  first = readIndex(store).current.payroll ?? "";
  await testBrandStore([{ key: "payroll", title: "Nómina Nueva" }], store);
  second = readIndex(store).current.payroll ?? "";
  api = await TestApi.start({ portalDist, settings: { brandStore: store } });
  demo = await api.sessionOf("demo");
  noPrivileges = await api.sessionOf("noprivileges.demo");
}, startTimeout);
afterAll(async () => {
  await api?.close();
  for (const folder of [store, portalDist]) rmSync(folder, { recursive: true, force: true });
});

const postAs = (token: string, path: string, body: unknown) =>
  api.post(path, body, { authorization: `Bearer ${token}`, host: "payroll.localhost:4173" });

describe("the console's brand store calls (privilege brands.manage)", () => {
  it("lists every published brand with its revisions, newest first, the current one said", async () => {
    const brands = api.read(StoredBrandsAnswerSchema, await api.getAs(demo, brand.list.path)).result;
    expect(brands.map((item) => item.key)).toEqual(["payroll", "suite"]);
    expect(brands[0]).toMatchObject({
      title: "Nómina Nueva",
      revisions: [
        { id: second, by: "test", current: true },
        { id: first, by: "test", current: false },
      ],
    });
  });

  it("hands out a signed preview link to a published revision, on the brand's host", async () => {
    const asked = await postAs(demo, brand.preview.path, { key: "payroll", revision: first });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const answer = api.read(BrandPreviewAnswerSchema, asked);
    const link = new URL(answer.result.link);
    expect(link.origin).toBe(`http://payroll.localhost:${new URL(api.url).port}`);
    const verified = await verifyPreview(previewSecret(store), link.searchParams.get("brand-preview") ?? "");
    expect("claim" in verified && verified.claim).toMatchObject({ key: "payroll", revision: first });
    const unknown = await postAs(demo, brand.preview.path, { key: "payroll", revision: "000000000000" });
    expect(unknown.status).toBe(400);
  });

  it("makes a published revision current again, saying so, and records who did", async () => {
    const answer = await postAs(demo, brand.rollback.path, { key: "payroll", revision: first });
    expect(api.read(BrandRollbackAnswerSchema, answer).result).toBe(
      `La marca payroll volvió a la revisión ${first}.`,
    );
    expect(readIndex(store).current.payroll).toBe(first);
    // Served at once by this instance (its store is read again on a rollback).
    const current = (await (await fetch(new URL("/brands/payroll.json", api.url))).json()) as {
      title: string;
    };
    expect(current.title).toBe("GSE Nómina");
  });

  it("refuses a session without brands.manage", async () => {
    expect((await api.getAs(noPrivileges, brand.list.path)).status).toBe(403);
    expect(
      (await postAs(noPrivileges, brand.rollback.path, { key: "payroll", revision: second })).status,
    ).toBe(403);
    expect(
      (await postAs(noPrivileges, brand.preview.path, { key: "payroll", revision: second })).status,
    ).toBe(403);
  });
});
