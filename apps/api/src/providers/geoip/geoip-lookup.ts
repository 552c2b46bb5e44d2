import { isIP } from 'node:net';

/** Finds the country of an IP address; null when it cannot be placed (private, reserved, unknown). */
export type IpLocator = { lookup(ip: string): { country: string } | null };

/** Gives the locator, loading it on first use. */
export type IpLocatorLoader = () => Promise<IpLocator>;

/**
 * The offline database of geoip-lite: no outside call, ever. Importing it reads its data files
 * into memory (about 150 MB), so it is imported on the first lookup rather than at start, once.
 */
export function createGeoipLiteLoader(): IpLocatorLoader {
  let loading: Promise<IpLocator> | null = null;
  return () => {
    loading ??= import('geoip-lite').then(
      ({ default: geoip }): IpLocator => ({
        lookup(ip) {
          const address = canonicalIp(ip);
          return address === null ? null : geoip.lookup(address);
        },
      }),
      (error: unknown) => {
        loading = null; // the next lookup tries again
        throw error;
      },
    );
    return loading;
  };
}

/**
 * The address in the spelling geoip-lite reads right, or null when it is not an address.
 * geoip-lite parses IPv6 by hand: it misreads a dotted tail (`::ffff:0:1.2.3.4`) and an
 * IPv4-mapped address written in hex (`::ffff:312c:1`), which a proxy or a dual-stack socket
 * may hand us. The WHATWG URL parser writes IPv6 canonically (RFC 5952, hex only); an
 * IPv4-mapped one is then given as the IPv4 address it stands for.
 */
function canonicalIp(ip: string): string | null {
  const address = ip.split('%')[0]!; // a link-local zone (fe80::1%eth0) says nothing of the country
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const high = parseInt(mapped[1]!, 16);
  const low = parseInt(mapped[2]!, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Test double for unit tests only: a fixed table from address to country code. */
export function createIpLocatorTestDouble(countryByIp: Readonly<Record<string, string>>): IpLocator {
  return { lookup: (ip) => (Object.hasOwn(countryByIp, ip) ? { country: countryByIp[ip]! } : null) };
}
