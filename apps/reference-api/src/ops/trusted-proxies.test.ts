import { describe, expect, it } from "vitest";
import { readSettings } from "../config.ts";
import { clientAddress, parseTrustedProxies } from "./trusted-proxies.ts";

const nginx = parseTrustedProxies(["127.0.0.1", "10.0.0.0/8", "fd00::/8"]);
const none = parseTrustedProxies([]);

describe("the client's address behind trusted proxies (REFERENCE_TRUSTED_PROXIES)", () => {
  it("is the socket's peer when the peer is not a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.7", "198.51.100.1", nginx)).toBe("203.0.113.7");
    expect(clientAddress("127.0.0.1", "198.51.100.1", none)).toBe("127.0.0.1");
  });

  it("is the address a trusted proxy appended (the right-most that is not a proxy)", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.1", nginx)).toBe("198.51.100.1");
    // Through two proxies of ours: nginx behind a balancer at 10.1.2.3.
    expect(clientAddress("127.0.0.1", "198.51.100.1, 10.1.2.3", nginx)).toBe("198.51.100.1");
    expect(clientAddress("::ffff:127.0.0.1", ["198.51.100.1", "10.1.2.3"], nginx)).toBe("198.51.100.1");
    expect(clientAddress("fd00::1", "2001:db8::5", nginx)).toBe("2001:db8::5");
  });

  it("never takes what the client wrote itself: a forged address stays left of the one the proxy appended", () => {
    expect(clientAddress("127.0.0.1", "127.0.0.9, 203.0.113.7", nginx)).toBe("203.0.113.7");
    // A client forging a trusted proxy's address ends up as itself, not as the forged one.
    expect(clientAddress("127.0.0.1", "198.51.100.66, 10.9.9.9, 203.0.113.7", nginx)).toBe("203.0.113.7");
  });

  it("stops at a hop that is not an address, counting the request as the nearest trusted proxy's", () => {
    expect(clientAddress("127.0.0.1", "not-an-address", nginx)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", undefined, nginx)).toBe("127.0.0.1");
  });

  it("reads the setting as addresses and CIDR ranges, naming a wrong entry", () => {
    expect(readSettings({ REFERENCE_TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8" }).trustedProxies).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
    ]);
    expect(readSettings({}).trustedProxies).toEqual([]);
    for (const wrong of ["nginx.internal", "10.0.0.0/33", "10.0.0.0/8/1", "10.0.0.0/x"]) {
      expect(() => readSettings({ REFERENCE_TRUSTED_PROXIES: wrong })).toThrow(
        `REFERENCE_TRUSTED_PROXIES: "${wrong}" is not an address or a CIDR range such as 10.0.0.0/8`,
      );
    }
  });
});
