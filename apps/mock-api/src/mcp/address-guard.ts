import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses the chatbot service must never fetch for a user: link-local ranges, where clouds
 * serve instance metadata and credentials (169.254.169.254, fd00:ec2::254), and the metadata
 * host names. Loopback stays allowed, so the demo MCP server on the same host can be listed.
 */
const refused = new BlockList();
refused.addSubnet('169.254.0.0', 16, 'ipv4');
refused.addSubnet('fe80::', 10, 'ipv6');
refused.addAddress('fd00:ec2::254', 'ipv6');
refused.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata

const REFUSED_HOSTS = new Set(['metadata.google.internal', 'metadata', 'instance-data']);

export const REFUSED_ADDRESS = 'config.url: link-local and cloud metadata addresses cannot be reached';

function isRefusedIp(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // BlockList matches an IPv4-mapped IPv6 address (::ffff:a9fe:a9fe) against the IPv4 ranges.
  return refused.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether `url` names or resolves to a refused address. Every address the name resolves to is
 * checked, so a public name pointing at 169.254.169.254 is refused too.
 */
export async function isRefusedAddress(url: string): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (REFUSED_HOSTS.has(host.replace(/\.$/, ''))) return true;
  if (isIP(host)) return isRefusedIp(host);
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.some(({ address }) => isRefusedIp(address));
  } catch {
    // A name that does not resolve cannot be fetched either; the connection attempt reports it.
    return false;
  }
}
