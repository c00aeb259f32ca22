import { describe, expect, it } from "vitest";
import type { HostHistory } from "./host-history.ts";
import { listBeneathRecord, listOfRecord } from "./list-beneath-record.ts";

interface Entry {
  readonly href: string;
  readonly state: unknown;
}

/** A page's history in memory: its entries, the current one last but for Back. */
function pageHistory(href: string, state: unknown = null) {
  const entries: Entry[] = [{ href, state }];
  let index = 0;
  const host: HostHistory = {
    get location() {
      const entry = entries[index] as Entry;
      const url = new URL(entry.href, "http://page.invalid");
      return { pathname: url.pathname, search: url.search, state: entry.state };
    },
    push(next, nextState) {
      entries.splice(++index, entries.length, { href: next, state: nextState });
    },
    replace(next, nextState) {
      entries[index] = { href: next, state: nextState };
    },
    subscribe: () => () => undefined,
  };
  return { host, hrefs: () => entries.map((entry) => entry.href), index: () => index };
}

describe("a record opened straight from its address", () => {
  it("gets its list beneath it, so Back closes the record to the list", () => {
    const page = pageHistory("/users/42?search=ana&tab=roles");
    listBeneathRecord(page.host);
    expect(page.hrefs()).toEqual(["/users?search=ana", "/users/42?search=ana&tab=roles"]);
    expect(page.index()).toBe(1);
    expect(page.host.location.state).toMatchObject({ recordFromList: true, __TSR_index: 1 });
  });

  it("is left as it is once marked: a reload does not stack another list", () => {
    const page = pageHistory("/roles/7", { recordFromList: true, __TSR_index: 3 });
    listBeneathRecord(page.host);
    expect(page.hrefs()).toEqual(["/roles/7"]);
  });

  it("leaves a list, a screen without records and a deeper path alone", () => {
    for (const href of ["/users", "/home", "/brands/payroll", "/users/42/roles", "/menuSettings?tab=top"]) {
      const page = pageHistory(href);
      listBeneathRecord(page.host);
      expect(page.hrefs()).toEqual([href]);
    }
  });

  it("reads the list as the SDK's table writes it, whatever the address's case", () => {
    expect(listOfRecord("/Roles/new")).toBe("/roles");
    expect(listOfRecord("/notifications/3/")).toBe("/notifications");
    expect(listOfRecord("/menuSettings/3")).toBeUndefined();
  });
});
