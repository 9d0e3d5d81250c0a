/**
 * Grammar rules of issue 16's effect family: players choosing one of their own characters (“each
 * opponent chooses and exerts one of their ready characters”), revealing and looking at the top of
 * the deck, milling, shuffling in, discarding at random and inkwell variants. `grammar/effects.ts` tries
 * {@link VERB_CLAUSES} with its own clause rules and {@link parseVerbSentences} before its own
 * sentence rules.
 *
 * @module
 */
import type { LookRest } from '../../../../src/cards/vocabulary-effects.js';
import type { CardFilter, PlayerRef } from '../../../../src/cards/vocabulary-refs.js';
import type { ParsedEffect as Effect, ParsedStep as Step } from '../../parsed/parse-tree.js';
import { type ClauseRule, fail, parseCount, parseFilter, parseTarget } from '../phrases.js';

/** “Put the rest on the bottom of your deck in any order.” / “Put the rest into your discard.” */
function lookRest(sentence: string): LookRest | undefined {
  if (/^Put the rest on the bottom of your deck in any order$/.test(sentence)) return 'deckBottom';
  if (/^Put the rest on the top of your deck in any order$/.test(sentence)) return 'deckTop';
  if (/^Put the rest (?:into|in) your discard$/.test(sentence)) return 'discard';
  return undefined;
}

const PLAYERS: Record<string, PlayerRef> = { 'each opponent': 'opponents', 'each player': 'eachPlayer' };

/** “their ready characters” → the filter, ownership left to the chooser (“their”). */
function theirs(phrase: string): CardFilter {
  const { owner: _owner, ...filter } = parseFilter(phrase);
  return filter;
}

const chooses = (who: string, what: string, steps: Effect): Step[] => [
  { do: 'playersChoose', players: PLAYERS[who], filter: theirs(what), steps },
];

/** Look at the top `count` cards and put them all back on top in any order (CR 7.2.3). */
const reorder = (count: number): Step => ({
  do: 'lookAtTop',
  count,
  take: { min: count, max: count, to: 'deckTop' },
  rest: 'deckTop',
});

/** “the top card” / “the top 2 cards” → how many. */
const topCount = (word: string | undefined): number => (word ? Number(word) : 1);

/** Clause rules of the effect family. */
export const VERB_CLAUSES: readonly ClauseRule[] = [
  [
    /^(each opponent|each player) chooses and (exerts|readies) one of their (.+)$/,
    (m) => chooses(m[1], m[3], [{ do: m[2] === 'exerts' ? 'exert' : 'ready', target: 'it' }]),
  ],
  [
    /^(each opponent|each player) chooses one of their (.+?) and returns that card to their hand$/,
    (m) => chooses(m[1], m[2], [{ do: 'toHand', target: 'it' }]),
  ],
  [
    /^(each opponent|each player) chooses one of their (.+?) and deals (\d+) damage to them$/,
    (m) => chooses(m[1], m[2], [{ do: 'dealDamage', amount: Number(m[3]), target: 'it' }]),
  ],
  [
    /^(each opponent|each player) chooses one of their (.+?) and puts them into their inkwell facedown and exerted$/,
    (m) => chooses(m[1], m[2], [{ do: 'putIntoInkwell', target: 'it', exerted: true }]),
  ],
  [
    /^look at the top (\d+) cards of your deck and put them back in any order$/,
    (m) => [reorder(Number(m[1]))],
  ],
  [
    /^put the top (?:card|(\d+) cards) of your deck into your discard$/,
    (m) => [{ do: 'mill', amount: topCount(m[1]) }],
  ],
  [
    /^(each opponent|each player) puts the top (?:card|(\d+) cards) of their deck into their discard$/,
    (m) => [{ do: 'mill', amount: topCount(m[2]), player: PLAYERS[m[1]] }],
  ],
  [
    /^(each opponent|each player) puts the top (?:card|(\d+) cards) of their deck into their inkwell facedown( and exerted)?$/,
    (m) => [
      { do: 'inkTop', amount: topCount(m[2]), player: PLAYERS[m[1]], ...(m[3] ? { exerted: true } : {}) },
    ],
  ],
  [
    /^(?:(each opponent) discards|discard) (a|\d+) cards? at random$/,
    (m) => [{ do: 'discardRandom', amount: parseCount(m[2]), ...(m[1] ? { player: PLAYERS[m[1]] } : {}) }],
  ],
  [
    /^(each opponent|each player) (gains|loses) (\d+) lore$/,
    (m) =>
      m[2] === 'gains'
        ? [{ do: 'playerGainsLore', amount: Number(m[3]), player: PLAYERS[m[1]] }]
        : [{ do: 'loseLore', amount: Number(m[3]), player: PLAYERS[m[1]] }],
  ],
  [
    // Drawing until N draws nothing for a player with N or more (CR 6.1.8.1).
    /^each player with fewer than (\d+) cards in their hand draws until they have (\d+)$/,
    (m) => (m[1] === m[2] ? [{ do: 'drawUntil', handSize: Number(m[1]), player: 'eachPlayer' }] : fail(m[0])),
  ],
  [
    /^each opponent with more lore than you loses (\d+) lore$/,
    (m) => [{ do: 'richerLoseLore', amount: Number(m[1]) }],
  ],
  [
    /^deal that much damage to (.+)$/,
    (m) => [{ do: 'dealDamage', amount: { eventDamage: true }, target: parseTarget(m[1]) }],
  ],
  [
    // You choose the player, then a card of their discard: the same as a card from any discard.
    /^shuffle (a|an) (.+?) from chosen player's discard into their deck$/,
    (m) => [
      { do: 'shuffleIntoDeck', target: { choose: parseFilter(m[2]), zone: 'discard', player: 'eachPlayer' } },
    ],
  ],
  [/^each opponent reveals their hand$/, () => [{ do: 'revealHand', player: 'opponents' }]],
  [/^look at each opponent's hand$/, () => [{ do: 'revealHand', player: 'opponents', toYou: true }]],
  [
    /^(each opponent|each player) chooses one of their (.+?) and puts that card on the bottom of their deck$/,
    (m) => chooses(m[1], m[2], [{ do: 'putOnDeckBottom', target: 'it' }]),
  ],
  [
    /^put (a|an|\d+|up to \d+) (.+?) from your (discard|hand) on the (top|bottom) of your deck(?: in any order)?$/,
    (m) => {
      const upTo = /^up to (\d+)$/.exec(m[1]);
      const count = upTo ? Number(upTo[1]) : parseCount(m[1]);
      const target = {
        choose: parseFilter(m[2]),
        zone: m[3] as 'discard' | 'hand',
        ...(count > 1 ? { count } : {}),
        ...(upTo ? { upTo: true } : {}),
      };
      return [m[4] === 'top' ? { do: 'putOnDeckTop', target } : { do: 'putOnDeckBottom', target }];
    },
  ],
  [
    /^return (up to \d+|a|an) (.+?) from your discard into your hand$/,
    (m) => {
      const upTo = /^up to (\d+)$/.exec(m[1]);
      const count = upTo ? Number(upTo[1]) : 1;
      return [
        {
          do: 'toHand',
          target: {
            choose: parseFilter(m[2]),
            zone: 'discard',
            ...(count > 1 ? { count } : {}),
            ...(upTo ? { upTo: true } : {}),
          },
        },
      ];
    },
  ],
  [
    /^deal (\d+) damage each to (up to \d+ chosen .+)$/,
    (m) => [{ do: 'dealDamage', amount: Number(m[1]), target: parseTarget(m[2]) }],
  ],
  [
    /^shuffle all (.+?) from your discard into your deck$/,
    (m) => [{ do: 'shuffleDiscardIn', filter: parseFilter(m[1]) }],
  ],
  [
    /^each player shuffles all (.+?) from their discard into their deck$/,
    (m) => [{ do: 'shuffleDiscardIn', filter: parseFilter(m[1]), player: 'eachPlayer' }],
  ],
  [/^shuffle this card into your deck$/, () => [{ do: 'shuffleIntoDeck', target: 'self' }]],
  [
    /^(?:that|its) player discards (a|\d+) cards? at random$/,
    (m) => [{ do: 'discardRandom', amount: parseCount(m[1]), player: 'ownerOfIt' }],
  ],
  [/^return (all .+?) to their players' hands$/, (m) => [{ do: 'toHand', target: parseTarget(m[1]) }]],
  [
    /^play (?:it|that (?:character|item|song|card)) for free(?: and (?:it enters|they enter) play (exerted))?$/,
    (m) => [{ do: 'playCard', card: 'it', free: true, ...(m[1] ? { entersExerted: true } : {}) }],
  ],
  [
    /^play (?:a|an) (.+?) from your discard for free$/,
    (m) => [{ do: 'playCard', card: { choose: parseFilter(m[1]), zone: 'discard' }, free: true }],
  ],
  [
    /^(?:its|their) player gains (\d+) lore$/,
    (m) => [{ do: 'playerGainsLore', amount: Number(m[1]), player: 'ownerOfIt' }],
  ],
  [
    /^each (player|opponent) may draw (a|\d+) cards?$/,
    (m) => [
      {
        do: 'forEachPlayer',
        players: m[1] === 'player' ? 'eachPlayer' : 'opponents',
        steps: [
          {
            do: 'may',
            player: 'thatPlayer',
            steps: [{ do: 'draw', amount: parseCount(m[2]), player: 'thatPlayer' }],
          },
        ],
      },
    ],
  ],
  [
    // You choose the player, then a card of their discard: the same as a card from any discard.
    /^put (a|an) (.+?) from chosen player's discard on the bottom of their deck$/,
    (m) => [
      { do: 'putOnDeckBottom', target: { choose: parseFilter(m[2]), zone: 'discard', player: 'eachPlayer' } },
    ],
  ],
  [
    /^put any card from your hand into your inkwell facedown( and exerted)?$/,
    (m) => [
      { do: 'putIntoInkwell', target: { choose: {}, zone: 'hand' }, ...(m[1] ? { exerted: true } : {}) },
    ],
  ],
  [
    /^put (a|an|up to \d+) (.+?) from your discard into your inkwell,? facedown( and exerted)?$/,
    (m) => {
      const upTo = /^up to (\d+)$/.exec(m[1]);
      const count = upTo ? Number(upTo[1]) : 1;
      const target = {
        choose: parseFilter(m[2]),
        zone: 'discard' as const,
        ...(count > 1 ? { count } : {}),
        ...(upTo ? { upTo: true } : {}),
      };
      return [{ do: 'putIntoInkwell', target, ...(m[3] ? { exerted: true } : {}) }];
    },
  ],
];

/**
 * “shuffle this card into your deck to draw 3 cards”, “return chosen character of yours to your hand
 * to gain 2 lore”: the first part, before “to”, is a cost (CR 6.1.5.1). */
export const VERB_COSTS =
  /^(shuffle this card into your deck|return (?:another )?chosen (?:.+?) of yours to your hand|return one of your (?:.+?) to your hand) to (.+)$/;

/**
 * Sentence rules that read several sentences at once (“Reveal the top card of your deck. If it's
 * a character card, … . Otherwise, put it on the bottom of your deck.”). Returns the step and how
 * many sentences it used, or undefined when none applies. `clauses` parses a clause list.
 */
export function parseVerbSentences(
  sentences: readonly string[],
  i: number,
  lowered: string,
  clauses: (text: string) => Step[],
): [Step, number] | undefined {
  const next = sentences[i + 1] ?? '';
  if (/^reveal the top card of your deck$/.test(lowered)) {
    const hit = /^If it's (?:a|an) (.+?), (.+)$/.exec(next);
    if (!hit) return undefined;
    const filter = parseFilter(hit[1]);
    const onMatch = clauses(hit[2].replace(/\bthat (character|song|item|card)\b/, 'it'));
    const other = /^Otherwise, put it on the (top|bottom) of your deck$/.exec(sentences[i + 2] ?? '');
    return [
      {
        do: 'revealTop',
        ifMatches: filter,
        onMatch,
        ...(other?.[1] === 'bottom' ? { otherwise: 'deckBottom' as const } : {}),
      },
      other ? 3 : 2,
    ];
  }
  const mayDiscard = /^each opponent may choose and discard (a|\d+) cards?$/.exec(lowered);
  const doesnt = /^For each opponent who doesn't, (.+)$/.exec(next);
  if (mayDiscard && doesnt) {
    const amount = parseCount(mayDiscard[1]);
    return [
      {
        do: 'mayDiscardOr',
        players: 'opponents',
        amount,
        otherwise: clauses(doesnt[1].replace(/^you draw /, 'draw ')),
      },
      2,
    ];
  }
  if (
    /^look at the top card of your deck$/.test(lowered) &&
    /^Put it on either the top of your deck or into your discard$/.test(next)
  )
    return [{ do: 'lookAtTop', count: 1, take: { min: 0, max: 1, to: 'deckTop' }, rest: 'discard' }, 2];
  const reveal = /^reveal the top (\d+) cards of your deck$/.exec(lowered);
  const revealRest = lookRest(sentences[i + 2] ?? '');
  if (reveal && revealRest) {
    const count = Number(reveal[1]);
    const all = /^Put revealed (.+?) into your hand$/.exec(next);
    const any = /^You may put each (.+?) into your hand$/.exec(next);
    const filter = all ? parseFilter(all[1]) : any ? parseFilter(any[1]) : undefined;
    if (filter) {
      const min = all ? count : 0;
      const take = { filter, min, max: count, to: 'hand', revealAll: true } as const;
      return [{ do: 'lookAtTop', count, take, rest: revealRest }, 3];
    }
  }
  const look = /^look at the top (\d+) cards of your deck$/.exec(lowered);
  if (look) {
    const count = Number(look[1]);
    const after = sentences[i + 2] ?? '';
    const rest = lookRest(after);
    let m = /^You may reveal any number of (.+?) and put them (?:into|in) your hand$/.exec(next);
    if (m && rest) {
      const take = { filter: parseFilter(m[1]), min: 0, max: count, to: 'hand', reveal: true } as const;
      return [{ do: 'lookAtTop', count, take, rest }, 3];
    }
    m = /^You may reveal (a|an) (.+?) and play it for free$/.exec(next);
    if (m && rest) {
      const take = { filter: parseFilter(m[2]), min: 0, max: 1, to: 'playFree', reveal: true } as const;
      return [{ do: 'lookAtTop', count, take, rest }, 3];
    }
    m = /^You may reveal (a|an|up to \d+) (.+?) and put (?:it|them) into your hand$/.exec(next);
    if (m && (rest === 'discard' || rest === 'deckTop')) {
      const max = m[1].startsWith('up to') ? Number(m[1].slice(6)) : 1;
      const take = { filter: parseFilter(m[2]), min: 0, max, to: 'hand', reveal: true } as const;
      return [{ do: 'lookAtTop', count, take, rest }, 3];
    }
    if (/^Put any number of them on the top or the bottom of your deck in any order$/.test(next))
      return [{ do: 'lookAtTop', count, take: { min: 0, max: count, to: 'deckTop' }, rest: 'deckBottom' }, 2];
    if (
      /^Put one into your hand and the other into your inkwell facedown and exerted$/.test(next) &&
      count === 2
    )
      return [{ do: 'lookAtTop', count, take: { min: 1, max: 1, to: 'hand' }, rest: 'inkwellExerted' }, 2];
    if (/^Put them back on the top of your deck in any order$/.test(next)) return [reorder(count), 2];
    if (/^Put (?:1|one) on the top of your deck and the rest on the bottom in any order$/.test(next))
      return [{ do: 'lookAtTop', count, take: { min: 1, max: 1, to: 'deckTop' }, rest: 'deckBottom' }, 2];
  }
  return undefined;
}
