import { describe, expect, it } from "vitest";
import { itemErrors, itemOf, newItemValues } from "./item-form.ts";

describe("the item modal's data tab (spec §3, §5 'Menu item')", () => {
  it("starts active, as a function, with a 24px icon and a 10-character key", () => {
    const values = newItemValues(1);
    expect(values).toMatchObject({ isActivate: true, isFunction: true, sizeIcon: "24px", privilege: [] });
    expect(values.key).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(values).not.toHaveProperty("section");
    expect(newItemValues(3, 1).section).toBe(1);
  });
  it("names each field that breaks a rule with the spec's text", () => {
    expect(itemErrors(newItemValues(1), 1)).toEqual({
      name: "Campo obligatorio",
      privilege: "Campo obligatorio",
      functionName: "Campo obligatorio",
    });
    const link = {
      ...newItemValues(1),
      name: "Soporte",
      privilege: ["P"],
      isFunction: false,
      url: "soporte",
    };
    expect(itemErrors(link, 1)).toEqual({ url: "Ingrese una url correcta!" });
    expect(itemErrors({ ...newItemValues(3), name: "A", privilege: ["P"], functionName: "home" }, 3)).toEqual(
      {
        section: "Campo obligatorio",
      },
    );
  });
  it("keeps only the chosen link type's field, and names the location and application", () => {
    const values = {
      ...newItemValues(2),
      name: " Inicio ",
      functionName: "home",
      url: "https://x.test",
      sizeIcon: "",
    };
    expect(itemOf(values, [], 2, "suite")).toMatchObject({
      name: "Inicio",
      url: "",
      functionName: "home",
      sizeIcon: "24px",
      menuLocation: 2,
      application: "suite",
    });
  });
});
