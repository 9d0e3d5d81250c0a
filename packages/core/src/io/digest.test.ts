/**
 * Digests follow JSON: a value and its JSON text read back have one digest, so a live state and the
 * same state saved and restored agree (issue 13.6's integrity checks compare the two).
 */
import { describe, expect, it } from 'vitest';
import { digestOf, legacyDigestOf } from './digest';

describe('issue 13.6: digests read a value as its JSON text', () => {
  it('a key whose value is undefined is left out, as JSON.stringify leaves it out', () => {
    const live = { request: { prompt: 'Choose', labels: undefined, options: [1, 2] }, n: 3 };
    const parsed = JSON.parse(JSON.stringify(live));
    expect(digestOf(live)).toBe(digestOf(parsed));
    expect(digestOf(live)).toBe(digestOf({ n: 3, request: { options: [1, 2], prompt: 'Choose' } }));
  });

  it('a key that is present with a value still differs from a missing one, and null is a value', () => {
    expect(digestOf({ a: 1, b: null })).not.toBe(digestOf({ a: 1 }));
    expect(digestOf({ a: 1, b: 0 })).not.toBe(digestOf({ a: 1 }));
    expect(digestOf({ a: 1 })).not.toBe(digestOf({ a: 2 }));
  });

  it('the digest before digests followed JSON counted undefined-valued keys; without them both agree', () => {
    const withUndefined = { a: 1, b: undefined };
    expect(legacyDigestOf(withUndefined)).not.toBe(digestOf(withUndefined));
    expect(legacyDigestOf(withUndefined)).toBe(legacyDigestOf({ a: 1, b: null }));
    const plain = { a: [1, 'x', true, null], b: { c: 2 } };
    expect(legacyDigestOf(plain)).toBe(digestOf(plain));
  });
});
