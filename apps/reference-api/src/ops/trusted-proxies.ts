import { BlockList, isIP } from "node:net";

/**
 * The proxies whose X-Forwarded-For the API believes (REFERENCE_TRUSTED_PROXIES): addresses or CIDR ranges.
 * Without any, the client is the socket's peer and the header is ignored (any client can write it).
 */
export interface TrustedProxies {
  trusts(address: string): boolean;
}

/** An IPv4 client seen through an IPv6 socket (`::ffff:10.0.0.5`) is the IPv4 address. */
const plain = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ?? address;
};

const family = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** Parses the setting's entries, naming the setting and the entry when one is neither an address nor a range. */
export function parseTrustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix, extra] = entry.split("/");
    const version = isIP(plain(address));
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = version === 6 ? 128 : 32;
    if (
      version === 0 ||
      extra !== undefined ||
      (bits !== undefined && (!/^\d+$/.test(prefix ?? "") || bits > maxBits))
    ) {
      throw new Error(
        `REFERENCE_TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range such as 10.0.0.0/8 or fd00::/8`,
      );
    }
    if (bits === undefined) list.addAddress(plain(address), family(plain(address)));
    else list.addSubnet(plain(address), bits, family(plain(address)));
  }
  return {
    trusts: (address) => {
      const ip = plain(address);
      return entries.length > 0 && isIP(ip) !== 0 && list.check(ip, family(ip));
    },
  };
}

/**
 * The client's address: the socket's peer, unless the peer is a trusted proxy; then the right-most address of
 * X-Forwarded-For that is not a trusted proxy (each proxy appends the address it was called from, so what a
 * client wrote itself stays to the left of it and is never taken).
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  proxies: TrustedProxies,
): string {
  let client = plain(peer ?? "") || "unknown";
  if (!proxies.trusts(client)) return client;
  const hops = (typeof forwardedFor === "string" ? [forwardedFor] : (forwardedFor ?? []))
    .flatMap((value) => value.split(","))
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  for (const hop of hops.reverse()) {
    // Not an address: whatever wrote it is not a proxy we know, so the nearest one we trust is the client.
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!proxies.trusts(hop)) return hop;
  }
  return client;
}
