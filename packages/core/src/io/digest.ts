/**
 * Digests of JSON values: a 64-bit FNV-1a hash (as two 32-bit lanes) over a canonical walk of the value
 * (object keys sorted), printed as 16 hex digits. Equal values give equal digests on every machine;
 * replays carry them so that an edited, truncated or re-ordered action log is caught (see `replay`).
 * Not a cryptographic hash: it detects changes, it does not authenticate anyone.
 *
 * The walk reads a value as its JSON text would: an object key whose value is `undefined` is skipped,
 * as `JSON.stringify` leaves it out. So a live state and the same state saved and parsed again have
 * one digest (a state waiting on a decision holds such keys, e.g. a request without labels).
 * @module
 */

/** A running digest. */
export class Digest {
  private lo = 0x84222325;
  private hi = 0xcbf29ce4;

  /**
   * @param countUndefinedKeys - Walk as digests did before they followed JSON (kept to check replays
   * recorded then): a key whose value is `undefined` counts, read as `null`.
   */
  constructor(private readonly countUndefinedKeys = false) {}

  /** One FNV-1a step: xor a byte, multiply by the 64-bit prime 2^40 + 0x1b3 (on two 32-bit lanes). */
  private step(byte: number): void {
    const lo = (this.lo ^ byte) >>> 0;
    const loTimes = lo * 0x1b3;
    const carry = Math.floor(loTimes / 0x100000000);
    this.lo = loTimes >>> 0;
    this.hi = (Math.imul(this.hi, 0x1b3) + Math.imul(lo, 0x100) + carry) >>> 0;
  }

  /** Feeds one UTF-16 code unit, low byte first. */
  private char(code: number): void {
    this.step(code & 0xff);
    if (code > 0xff) this.step(code >>> 8);
  }

  /** Feeds a string (with a terminator, so `ab`+`c` differs from `a`+`bc`). */
  text(s: string): this {
    for (let i = 0; i < s.length; i++) this.char(s.charCodeAt(i));
    this.char(0);
    return this;
  }

  /** Feeds a JSON value, objects with their keys sorted. */
  json(value: unknown): this {
    if (value === null || value === undefined) return this.text('n');
    switch (typeof value) {
      case 'number':
        return this.text(`#${value}`);
      case 'string':
        return this.text(`"${value}`);
      case 'boolean':
        return this.text(value ? 't' : 'f');
      case 'object': {
        if (Array.isArray(value)) {
          this.text(`[${value.length}`);
          for (let i = 0; i < value.length; i++) this.json(value[i]);
          return this;
        }
        const record = value as Record<string, unknown>;
        const all = Object.keys(record);
        const keys = this.countUndefinedKeys ? all : all.filter((k) => record[k] !== undefined);
        keys.sort();
        this.text(`{${keys.length}`);
        for (const k of keys) this.text(k).json(record[k]);
        return this;
      }
      default:
        return this.text('?');
    }
  }

  /** The digest so far, as 16 hex digits. */
  hex(): string {
    return this.hi.toString(16).padStart(8, '0') + this.lo.toString(16).padStart(8, '0');
  }
}

/** The digest of one JSON value. */
export function digestOf(value: unknown): string {
  return new Digest().json(value).hex();
}

/** The digest of a value as it was computed before digests followed JSON (see {@link Digest}). */
export function legacyDigestOf(value: unknown): string {
  return new Digest(true).json(value).hex();
}
