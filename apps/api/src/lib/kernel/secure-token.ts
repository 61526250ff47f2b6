import { createHash, randomBytes } from 'node:crypto';

/** A random token for links sent by e-mail; only its hash is stored, so a database leak reveals none. */
export function createSecureToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
