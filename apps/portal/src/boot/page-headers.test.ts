import { describe, expect, it } from "vitest";
import { readPageHeaders } from "./page-headers.ts";

describe("the boot's HEAD of the page's own address", () => {
  it("goes to the page's origin and path without its query string or fragment, where tokens may be", async () => {
    const asked: string[] = [];
    const fetcher: typeof fetch = async (input) => {
      asked.push(String(input));
      return new Response(null, { headers: { "x-application": "payroll" } });
    };
    const headers = await readPageHeaders(
      fetcher,
      "http://payroll.localhost:5173/users?token=eyJhbGciOi.payload.sig#top",
    );
    expect(asked).toEqual(["http://payroll.localhost:5173/users"]);
    expect(headers.get("x-application")).toBe("payroll");
  });
});

describe("the brand headers the server writes into the page, read instead of a HEAD", () => {
  // The one lookup the boot makes, on a node test: the block's text by its id.
  const pageWith = (text: string | undefined) =>
    ({
      getElementById: (id: string) =>
        id === "gse-page-headers" && text !== undefined ? { textContent: text } : null,
    }) as unknown as Document;
  const noFetch: typeof fetch = async () => {
    throw new Error("expected no request: the page carries its headers");
  };

  it("are read from the page's data block, with no request", async () => {
    const document = pageWith(`{"x-application":"payroll","x-tenant":"mx"}`);
    const headers = await readPageHeaders(noFetch, "http://mx.payroll.localhost/login", document);
    expect(headers.get("x-application")).toBe("payroll");
    expect(headers.get("x-tenant")).toBe("mx");
  });

  it("fall back to the HEAD when the block is missing or not a record of headers", async () => {
    for (const block of [undefined, "[1]", "not json"]) {
      const fetcher: typeof fetch = async () => new Response(null, { headers: { "x-application": "suite" } });
      const headers = await readPageHeaders(fetcher, "http://suite.localhost/login", pageWith(block));
      expect(headers.get("x-application")).toBe("suite");
    }
  });
});
