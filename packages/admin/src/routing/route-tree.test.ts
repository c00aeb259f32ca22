import { consoleRoutes } from "@gse/sdk";
import { describe, expect, it } from "vitest";
import { routeTree } from "./route-tree.tsx";

describe("the console's routes", () => {
  it("are the SDK's console routes, one for one (the table the guard and the portal read)", () => {
    const paths = (routeTree.children as readonly { options: { path: string } }[]).map(
      (route) => route.options.path,
    );
    expect([...paths].sort()).toEqual([...consoleRoutes].sort());
  });
});
