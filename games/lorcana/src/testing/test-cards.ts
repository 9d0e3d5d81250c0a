/**
 * Test-only cards, written in the card vocabulary, for rules that no card of the pool exercises
 * (Alert, Boost, Vanish, Classification / Universal Shift) and for CR examples that describe
 * generic card text. Never part of the pool or a deck.
 *
 * @module
 */
import type { LorcanaCard } from '../cards/card.js';
import { chosen, item, opposingCharacter, yourCharacter } from '../cards/phrases.js';
import type { Effect } from '../cards/vocabulary-effects.js';

const base = {
  set: 'test',
  inkwell: true,
  inks: ['Amber'],
} as const;

/** A 2-cost 2/3 test character (“Name - Test Card”) with the given changes. */
export function testCharacter(id: string, name: string, extra: Partial<LorcanaCard> = {}): LorcanaCard {
  return {
    ...base,
    id: `test-${id}`,
    number: 0,
    name,
    version: 'Test Card',
    type: 'character',
    cost: 2,
    strength: 2,
    willpower: 3,
    lore: 1,
    classifications: ['Storyborn'],
    ...extra,
  };
}

/** A 1-cost test action named `name` with the given effect. */
export function testAction(id: string, name: string, effect: Effect): LorcanaCard {
  return { ...base, id: `test-${id}`, number: 0, name, type: 'action', cost: 1, classifications: [], effect };
}

/** Quests and draws (a quest trigger of the active player). */
export const quester = testCharacter('quester', 'Quester', {
  abilities: [
    { kind: 'triggered', name: 'Report', trigger: { on: 'quests' }, effect: [{ do: 'draw', amount: 1 }] },
  ],
});

/** Gains 1 lore whenever one of your characters quests. */
export const questWatcher = testCharacter('quest-watcher', 'Quest Watcher', {
  abilities: [
    {
      kind: 'triggered',
      name: 'Cheer',
      trigger: { on: 'quests', subject: yourCharacter },
      effect: [{ do: 'gainLore', amount: 1 }],
    },
  ],
});

/** Whenever an opposing character quests, each opponent draws a card. */
export const opponentWatcher = testCharacter('opponent-watcher', 'Opponent Watcher', {
  abilities: [
    {
      kind: 'triggered',
      name: 'Gift',
      trigger: { on: 'quests', subject: opposingCharacter },
      effect: [{ do: 'draw', amount: 1, player: 'opponents' }],
    },
  ],
});

/** “Banish chosen item of yours to deal 5 damage to chosen character” (CR 6.1.5.2 Example A). */
export const sacrifice: LorcanaCard = {
  ...base,
  id: 'test-sacrifice',
  number: 0,
  name: 'Sacrifice',
  type: 'action',
  cost: 1,
  classifications: [],
  effect: [
    { do: 'banish', target: chosen({ ...item, owner: 'you' }) },
    { do: 'dealDamage', target: chosen({ type: 'character' }), amount: 5, if: 'youDid' },
  ],
};

/** “Whenever this character quests, you may shuffle this card into your deck to draw 3 cards” (CR 6.1.5.2 Example B). */
export const wanderer = testCharacter('wanderer', 'Wanderer', {
  abilities: [
    {
      kind: 'triggered',
      name: 'Move On',
      trigger: { on: 'quests' },
      effect: [
        { do: 'shuffleIntoDeck', target: 'self', may: true },
        { do: 'draw', amount: 3, if: 'youDid' },
      ],
    },
  ],
});

/** “For each character card in your discard, you pay 1 less to play this character” (CR 6.1.12 Example A). */
export const mourner = testCharacter('mourner', 'Mourner', {
  cost: 6,
  abilities: [
    {
      kind: 'static',
      name: 'Remembrance',
      effect: {
        costReduction: { count: { type: 'character' }, zone: 'discard', player: 'you' },
        for: 'self',
      },
    },
  ],
});

/** “Your exerted characters gain Ward” (CR 6.4.1 Example). */
export const guardian = testCharacter('guardian', 'Guardian', {
  abilities: [
    {
      kind: 'static',
      name: 'Watchful',
      effect: { grant: [{ keyword: 'ward' }], to: { ...yourCharacter, exerted: true } },
    },
  ],
});

/** Your characters gain Resist +2 and Support (CR 8.1.2 Example). */
export const banner = testCharacter('banner', 'Banner', {
  abilities: [
    {
      kind: 'static',
      name: 'Rally',
      effect: { grant: [{ keyword: 'resist', value: 2 }, { keyword: 'support' }], to: yourCharacter },
    },
  ],
});

/** Alert (CR 8.2). */
export const lookout = testCharacter('lookout', 'Lookout', { keywords: [{ keyword: 'alert' }] });

/** Boost 1 (CR 8.4). */
export const booster = testCharacter('booster', 'Booster', { keywords: [{ keyword: 'boost', value: 1 }] });

/** Vanish (CR 8.14). */
export const phantom = testCharacter('phantom', 'Phantom', { keywords: [{ keyword: 'vanish' }] });

/** Princess Shift 2 (CR 8.10.8.1). */
export const princessShifter = testCharacter('princess-shifter', 'Crowned', {
  cost: 5,
  classifications: ['Floodborn', 'Princess'],
  keywords: [{ keyword: 'shift', cost: { ink: 2 }, onto: { classification: 'Princess' } }],
});

/** Universal Shift 3 (CR 8.10.8.2). */
export const anyShifter = testCharacter('any-shifter', 'Anyone', {
  cost: 6,
  classifications: ['Floodborn'],
  keywords: [{ keyword: 'shift', cost: { ink: 3 }, onto: 'any' }],
});

/** “Chosen character can't ready until the start of your next turn” (the Ready step order, CR 3.2.1). */
export const binding: LorcanaCard = {
  ...base,
  id: 'test-binding',
  number: 0,
  name: 'Binding',
  type: 'action',
  cost: 1,
  classifications: [],
  effect: [
    {
      do: 'restrict',
      target: chosen({ type: 'character' }),
      what: 'ready',
      duration: 'untilStartOfYourNextTurn',
    },
  ],
};

/** “Move 1 damage from chosen character of yours to chosen opposing character” (CR 1.9.1.4). */
export const transfer: LorcanaCard = {
  ...base,
  id: 'test-transfer',
  number: 0,
  name: 'Transfer',
  type: 'action',
  cost: 1,
  classifications: [],
  effect: [{ do: 'moveDamage', from: chosen(yourCharacter), to: chosen(opposingCharacter), amount: 1 }],
};

/** Every test-only card. */
export const testCards: readonly LorcanaCard[] = [
  quester,
  questWatcher,
  opponentWatcher,
  sacrifice,
  wanderer,
  mourner,
  guardian,
  banner,
  lookout,
  booster,
  phantom,
  princessShifter,
  anyShifter,
  binding,
  transfer,
];
