/**
 * Digests read a value as JSON does, so a state and its saved-and-loaded copy digest alike (replays
 * carry digests; a match server may keep states as JSON).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { digestOf } from './digest';

/** JSON-like values in which some object keys hold `undefined` and some array items are `undefined`. */
const loose = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.constant(undefined),
    fc.boolean(),
    fc.integer(),
    fc.string(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 3 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('state digests (determinism: equal as JSON, equal digests)', () => {
  it('a key holding undefined digests as an absent key', () => {
    expect(digestOf({ a: 1, b: undefined })).toBe(digestOf({ a: 1 }));
    expect(digestOf({ a: 1, b: null })).not.toBe(digestOf({ a: 1 }));
  });

  test.prop([loose])('every value digests like its JSON copy', (value) => {
    const copy = JSON.parse(JSON.stringify(value) ?? 'null');
    expect(digestOf(value)).toBe(digestOf(copy));
  });
});
