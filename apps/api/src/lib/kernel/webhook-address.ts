import { type LookupAddress, type LookupOneOptions, lookup } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { MSG } from '@amc/contracts';
import { AppError } from './app-error';

/**
 * Where a webhook may not go unless the server allows it (WEBHOOKS_ALLOW_PRIVATE): this machine, private networks,
 * link-local (cloud metadata at 169.254.169.254), shared, multicast and reserved ranges, in IPv4 and IPv6.
 * Node's BlockList does the matching; the list is the IANA special-purpose registries' ranges that reach inward.
 */
const INWARD = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INWARD.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INWARD.addSubnet(network, prefix, 'ipv6');

/** True for an address a webhook may not call by default (and for anything that is not an address). */
export function isInwardAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INWARD.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return INWARD.check(address, 'ipv4');
  if (family === 6) return INWARD.check(address, 'ipv6');
  return true;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a webhook's address when it is saved: its host resolves, and (unless allowed) to public addresses only.
 * The check is made again on every delivery, at the connection itself (postWebhook), so a name that resolves
 * elsewhere later (DNS rebinding) is caught there.
 */
export async function checkWebhookAddress(url: string, allowPrivate: boolean): Promise<void> {
  const host = hostOf(new URL(url));
  const addresses = isIP(host)
    ? [host]
    : await lookupAll(host, { all: true }).then(
        (found) => found.map((entry) => entry.address),
        () => {
          throw AppError.field('url', MSG.webhookUnknownHost);
        },
      );
  if (!allowPrivate && addresses.some(isInwardAddress))
    throw AppError.field('url', MSG.webhookPrivateAddress);
}

/** The connection's own name lookup, refusing an inward address unless allowed: the address used is the one checked. */
function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: LookupOneOptions,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ) => {
    lookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '');
      const refused = !allowPrivate && found.some((entry) => isInwardAddress(entry.address));
      if (refused)
        return callback(Object.assign(new Error(MSG.webhookPrivateAddress), { code: 'EINWARD' }), '');
      if ((options as { all?: boolean }).all) return callback(null, found);
      const first = found[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

export type TWebhookAnswer = { status: number; response: string };

/**
 * POSTs a delivery's body with its headers, by hand with node:http rather than fetch, because the address check has
 * to sit in the connection's own lookup (fetch offers no hook for it without another HTTP client). Redirects are
 * not followed (a 3xx is the answer); the answer's first 500 characters are kept; `timeoutMs` bounds the whole call.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  { allowPrivate, timeoutMs }: { allowPrivate: boolean; timeoutMs: number },
): Promise<TWebhookAnswer> {
  const target = new URL(url);
  const host = hostOf(target);
  if (isIP(host) && !allowPrivate && isInwardAddress(host))
    return Promise.reject(new Error(MSG.webhookPrivateAddress));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        lookup: guardedLookup(allowPrivate) as never,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < 500) text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, response: text.slice(0, 500) }));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
    request.end(body);
  });
}
