/**
 * Seat credentials: a random token handed to the client that claims a seat; only its SHA-256 is
 * stored, so a leaked database does not let anyone take a seat.
 * @module
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh seat token (192 random bits, base64url). */
export function newSeatToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The stored form of a token. */
export function hashSeatToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one whose hash is `hash` (constant time). */
export function tokenMatches(token: unknown, hash: string | null): boolean {
  if (typeof token !== 'string' || hash === null || token.length > 200) return false;
  const a = Buffer.from(hashSeatToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A match code: 8 characters from an alphabet without look-alikes. */
export function newMatchCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}
