import { describe, expect, it } from "vitest";
import { callTenant } from "./call-tenant.ts";

const brand = (defaultTenant: string | null) =>
  ({ behaviour: { defaultTenant } }) as unknown as Parameters<typeof callTenant>[1];

describe("the tenant the calls name", () => {
  it("is the host's tenant whenever the host names one", () => {
    expect(callTenant("certb", brand("certa"))).toBe("certb");
  });

  it("is the brand's default tenant when the host names none (license: certa, self-service: co)", () => {
    expect(callTenant(undefined, brand("certa"))).toBe("certa");
    expect(callTenant(undefined, brand("co"))).toBe("co");
  });

  it("is none for a brand without a default tenant", () => {
    expect(callTenant(undefined, brand(null))).toBeUndefined();
  });
});
