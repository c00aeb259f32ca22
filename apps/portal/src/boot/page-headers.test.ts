import { describe, expect, it } from "vitest";
import { readPageHeaders } from "./page-headers.ts";

describe("the boot's HEAD of the page's own address", () => {
  it("goes to the page's origin and path without its query string or fragment (issue 19)", async () => {
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
