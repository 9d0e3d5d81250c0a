/**
 * Condition tests about the resolving song: “if a character sang this song” — at least that many
 * characters sang it, alone or with Sing Together (CR 8.12); played by paying ink, none did.
 *
 * @module
 */
import type { ConditionTests } from '../../../cards/vocabulary-refs.js';
import { singersOf } from '../../history/resolution-memory.js';
import type { Test } from '../conditions.js';

/** The tests of this family. */
export const SONG_TESTS: {
  readonly sangThisSong: Test<ConditionTests['sangThisSong']>;
} = {
  sangThisSong: {
    test: (ctx, p, source) => singersOf(ctx, source).length >= p.sangThisSong,
    describe: (p) =>
      p.sangThisSong === 1
        ? 'a character sang this song'
        : `${p.sangThisSong} or more characters sang this song`,
  },
};
