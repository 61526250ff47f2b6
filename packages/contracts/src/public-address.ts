import { z } from 'zod';
import { MSG } from './messages';

/**
 * The address people reach the installation at, as an origin for links in e-mails: what the admin typed as
 * the domain name (or PUBLIC_URL). A full URL keeps its scheme, so a LAN install without TLS writes
 * `http://192.168.1.10:3000`; a bare host name means https. Null when the value is not a web address of a
 * host (a path, a query, credentials or another scheme have no place in it).
 */
export function toPublicOrigin(address: string): string | null {
  const value = address.trim();
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
  let url: URL;
  try {
    url = new URL(hasScheme ? value : `https://${value}`);
  } catch {
    return null;
  }
  const plain =
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !value.endsWith('?');
  const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
  return isWeb && plain && url.hostname ? url.origin : null;
}

/** The host name alone, e.g. for a no-reply sender address. */
export function publicHostName(address: string): string | null {
  const origin = toPublicOrigin(address);
  return origin ? new URL(origin).hostname : null;
}

/** The wizard's and the settings' domain name: required, and a host name or an http(s) address. */
export const ZPublicAddress = z
  .string({ error: MSG.required('Domain name') })
  .trim()
  .min(1, MSG.required('Domain name'))
  .min(2, MSG.minChars(2))
  .max(100, MSG.maxChars(100))
  .refine((value) => toPublicOrigin(value) !== null, MSG.validPublicAddress);
