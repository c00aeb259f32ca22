import { describe, expect, it } from "vitest";
import { createEarlyFetch } from "./early-fetch.ts";

/** A network that counts what it is asked and answers each request with its number. */
function countingNetwork() {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    asked.push(`${init?.method ?? "GET"} ${String(input)}`);
    return new Response(String(asked.length));
  };
  return { fetch, asked };
}

const url = "http://payroll.localhost:5173/api/application/GetParametersApp";

describe("early fetch", () => {
  it("starts a GET at once and hands its answer to the first identical request, then asks again", async () => {
    const network = countingNetwork();
    const early = createEarlyFetch(network.fetch);
    early.prefetch(url, { appName: "payroll", parameterType: "login" });
    expect(network.asked).toEqual([`GET ${url}`]);

    const first = await early.fetch(url, { headers: { appName: "payroll", parameterType: "login" } });
    expect(await first.text()).toBe("1");
    expect(network.asked).toHaveLength(1);

    const second = await early.fetch(url, { headers: { appName: "payroll", parameterType: "login" } });
    expect(await second.text()).toBe("2");
  });

  it("matches headers whatever their case and order, and nothing else", async () => {
    const network = countingNetwork();
    const early = createEarlyFetch(network.fetch);
    early.prefetch(url, { appName: "payroll", parameterType: "login" });

    await early.fetch(url, { headers: { appName: "invoicing", parameterType: "login" } });
    await early.fetch(url, { method: "POST", headers: { appName: "payroll", parameterType: "login" } });
    expect(network.asked).toHaveLength(3);

    const taken = await early.fetch(url, { headers: { parametertype: "login", APPNAME: "payroll" } });
    expect(await taken.text()).toBe("1");
    expect(network.asked).toHaveLength(3);
  });

  it("hands the early answer to a Request with the same address and headers, as ky sends it", async () => {
    const network = countingNetwork();
    const early = createEarlyFetch(network.fetch);
    early.prefetch(url, { appName: "payroll", parameterType: "login" });

    const taken = await early.fetch(
      new Request(url, { headers: { parameterType: "login", appName: "payroll" } }),
    );
    expect(await taken.text()).toBe("1");
    await early.fetch(new Request(url, { headers: { appName: "payroll", parameterType: "login" } }));
    expect(network.asked).toHaveLength(2);
  });

  it("hands an early failure to the request that takes it", async () => {
    const early = createEarlyFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    early.prefetch(url, { appName: "payroll" });
    await expect(early.fetch(url, { headers: { appName: "payroll" } })).rejects.toThrow("Failed to fetch");
  });
});
