/**
 * The cards of the small test game (see `test-game.ts`): each card's abilities, written in the test
 * language. Not exported from the package.
 * @module
 */
import type { Ability, TestNouns, TestVerbs } from './test-language';
import type { Steps } from './types';

/** The effect the `cast` action resolves (a test sets it before casting). */
export const SPELL: { steps: Steps<TestNouns, TestVerbs> } = { steps: [] };

/** One condition object used for both checks of an intervening “if”. */
const TWO_IN_HAND = { test: 'handAtLeast', n: 2 } as const;

/** The abilities of the test cards, by card id. */
export const ABILITIES: Record<string, readonly Ability[]> = {
  unit: [],
  herald: [
    {
      kind: 'triggered',
      name: 'Fanfare',
      trigger: { on: 'enters' },
      condition: { test: 'handAtLeast', n: 1 },
      effects: [{ do: 'gain', n: 1 }],
    },
  ],
  banner: [
    { kind: 'static', name: 'Rally', condition: { test: 'leading' }, modifier: { mod: 'power', amount: 1 } },
  ],
  ward: [{ kind: 'replacement', name: 'Aegis', replacement: { replace: 'shield', by: 2 } }],
  giant: [{ kind: 'static', name: 'Hoard', modifier: { mod: 'powerPerCard' } }],
  // Triggered-ability options (each card is a unit whose one ability gains points).
  scout: [
    {
      kind: 'triggered',
      name: 'Lookout',
      trigger: [{ on: 'enters' }, { on: 'hurt' }],
      effects: [{ do: 'gain', n: 1 }],
    },
  ],
  sentry: [
    {
      kind: 'triggered',
      name: 'Alarm',
      trigger: { on: 'hurt' },
      firstTimeEachTurn: true,
      effects: [{ do: 'gain', n: 1 }],
    },
  ],
  chanter: [
    {
      kind: 'triggered',
      name: 'Chant',
      trigger: { on: 'unitEnters' },
      oncePerTurn: true,
      effects: [{ do: 'gain', n: 1 }],
    },
  ],
  ghost: [
    {
      kind: 'triggered',
      name: 'Haunt',
      trigger: { on: 'unitEnters' },
      zones: ['discard'],
      effects: [{ do: 'gain', n: 1 }],
    },
  ],
  oracle: [
    { kind: 'triggered', name: 'Toll', trigger: { on: 'hurt' }, effects: [{ do: 'discard', n: 1 }] },
    {
      kind: 'triggered',
      name: 'Omen',
      trigger: { on: 'hurt' },
      condition: TWO_IN_HAND,
      resolveIf: TWO_IN_HAND,
      effects: [{ do: 'gain', n: 2 }],
    },
    {
      kind: 'triggered',
      name: 'Hope',
      trigger: { on: 'hurt' },
      resolveIf: { test: 'handAtLeast', n: 1 },
      effects: [{ do: 'gain', n: 4 }],
    },
    {
      kind: 'triggered',
      name: 'Sign',
      trigger: { on: 'hurt' },
      condition: { test: 'handAtLeast', n: 2 },
      effects: [{ do: 'gain', n: 1 }],
    },
  ],
  altar: [
    { kind: 'activated', name: 'Offering', cost: { tap: true, sacrifice: 1 }, effects: [{ do: 'gain', n: 2 }] },
  ],
  idol: [{ kind: 'activated', name: 'Rite', cost: { brand: true, sacrifice: 1 }, effects: [{ do: 'gain', n: 3 }] }],
  mentor: [],
  shrine: [
    {
      kind: 'activated',
      name: 'Prayer',
      cost: {},
      condition: { test: 'leading' },
      effects: [{ do: 'gain', n: 1 }],
    },
  ],
  pyre: [{ kind: 'activated', name: 'Blaze', cost: { sacrifice: 1 }, effects: [{ do: 'gain', n: 1 }] }],
  well: [
    {
      kind: 'activated',
      name: 'Draw Water',
      cost: { tap: true, points: 1 },
      oncePerTurn: true,
      effects: [{ do: 'draw', who: 'you', n: 1 }],
    },
    { kind: 'activated', name: 'Wish', cost: {}, timing: 'any', effects: [{ do: 'gain', n: 1 }] },
    {
      kind: 'activated',
      name: 'Splash',
      cost: {},
      effects: [{ do: 'mark', target: { choose: {}, count: 2 } }],
    },
  ],
};
