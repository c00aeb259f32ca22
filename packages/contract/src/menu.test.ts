import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  GetMenuByUserAnswerSchema,
  GetMenuByUserHeadersSchema,
  GetTilesByUserAnswerSchema,
  MenuListAnswerSchema,
  parseMenuJson,
  parseTileJson,
} from "./index.ts";

const users = {
  name: "Usuarios",
  key: "a1b2c3d4e5",
  privilege: ["users.read"],
  isFunction: true,
  functionName: "users",
  iconName: "people",
};

const tile = {
  name: "Nómina",
  key: "k0k1k2k3k4",
  urlLanding: "https://payroll.example.test",
  urlApplication: "https://payroll.example.test/app",
  iconName: "/api/menu/images/payroll-light.svg",
  iconNameDark: "/api/menu/images/payroll-dark.svg",
};

describe("the menu contract", () => {
  it("reads result.records[0].menuJson of GetMenuByUser into a typed tree with the spec's defaults", () => {
    const tree = [{ ...users, children: [{ ...users, key: "z9y8x7w6v5", name: "Detalle", children: null }] }];
    const answer = v.parse(GetMenuByUserAnswerSchema, {
      responseCode: 200,
      result: { records: [{ id: 7, menuJson: JSON.stringify(tree) }] },
    });
    const [item] = answer.result.records[0]?.menuJson ?? [];
    expect(item).toMatchObject({ sizeIcon: "24px", isActivate: true, isPersonalizedIcon: false, url: "" });
    expect(item?.children[0]).toMatchObject({ name: "Detalle", children: [] });
  });

  it("reads privileges held as the form's comma-separated text as a list", () => {
    expect(
      parseMenuJson(JSON.stringify([{ ...users, privilege: "users.read, roles.read" }]))[0]?.privilege,
    ).toEqual(["users.read", "roles.read"]);
  });

  it("names the bad field of a menu that does not fit", () => {
    expect(() => parseMenuJson(JSON.stringify([{ ...users, children: [{ name: "x" }] }]))).toThrow(
      /^menuJson\.0\.children\.0\.key: /,
    );
    expect(() => parseMenuJson("{not json")).toThrow("menuJson: must be JSON text of a list of menu items");
  });

  it("reads the tile location's light and dark logos", () => {
    const answer = v.parse(GetTilesByUserAnswerSchema, {
      result: { records: [{ menuJson: JSON.stringify([tile]) }] },
    });
    expect(answer.result.records[0]?.menuJson[0]?.iconNameDark).toBe("/api/menu/images/payroll-dark.svg");
    expect(() => parseTileJson(JSON.stringify([{ ...tile, iconNameDark: undefined }]))).toThrow(
      /^menuJson\.0\.iconNameDark: /,
    );
  });

  it("reads the list's records as trees or tiles by their location", () => {
    const answer = v.parse(MenuListAnswerSchema, {
      result: {
        records: [
          { id: 1, idmenulocation: 1, menuJson: JSON.stringify([users]) },
          { id: 2, idmenulocation: 4, menuJson: JSON.stringify([tile]) },
        ],
      },
    });
    const [side, tiles] = answer.result.records;
    expect(side?.idmenulocation === 1 && side.menuJson[0]?.functionName).toBe("users");
    expect(tiles?.idmenulocation === 4 && tiles.menuJson[0]?.urlLanding).toBe(tile.urlLanding);
  });

  it("takes the location header as text and refuses one outside 1 to 4", () => {
    expect(
      v.parse(GetMenuByUserHeadersSchema, { idmenulocation: "3", appName: "suite" }).idmenulocation,
    ).toBe(3);
    expect(v.safeParse(GetMenuByUserHeadersSchema, { idmenulocation: "5", appName: "suite" }).success).toBe(
      false,
    );
  });
});
