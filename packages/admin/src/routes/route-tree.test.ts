import { consoleRoutes, recordRoutes } from "@gse/sdk";
import { describe, expect, it } from "vitest";
import { routeTree } from "./route-tree.ts";

interface RouteNode {
  readonly options: { readonly path: string };
  readonly children?: readonly RouteNode[];
}

const top = routeTree.children as unknown as readonly RouteNode[];
const pathOf = (route: RouteNode) => route.options.path;

describe("the console's routes", () => {
  it("are the SDK's console routes, one for one (the table the guard and the portal read)", () => {
    expect(top.map(pathOf).sort()).toEqual([...consoleRoutes].sort());
  });

  it("open a record one segment beneath each list the SDK's table gives records, and nowhere else", () => {
    const withRecords = top.filter((route) => (route.children ?? []).length > 0);
    expect(withRecords.map(pathOf).sort()).toEqual([...recordRoutes].sort());
    for (const list of withRecords) {
      expect(list.children?.map(pathOf)).toEqual([expect.stringMatching(/^\$\w+Id$/)]);
    }
  });
});
