import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_DRAWN_ATTRIBUTE, SUBMIT_HOLD_GLOBAL } from "./server-drawn.ts";

// submit-hold.ts imports nothing (it must not wait for the portal's chunks), and the page server is another
// app: both spell the names out.
const source = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const hold = source("./submit-hold.ts");
const pageServer = source("../../../reference-api/src/portal-static.ts");

describe("the names the page server, the submit hold and the portal share", () => {
  it("marks the server's root with one attribute", () => {
    expect(pageServer).toContain(`SERVER_DRAWN_ATTRIBUTE = "${SERVER_DRAWN_ATTRIBUTE}"`);
    expect(hold).toContain(`hasAttribute("${SERVER_DRAWN_ATTRIBUTE}")`);
  });

  it("leaves the hold where the portal takes it", () => {
    expect(hold).toContain(`.${SUBMIT_HOLD_GLOBAL} = {`);
  });
});
