/**
 * Grammar rules of issue 16's zones-and-cards templates: effects that look at, reveal,
 * search, put, draw, move, return, discard and shuffle cards, deck tops and bottoms, and “each
 * player …”. `grammar/effects.ts` asks {@link zoneClause} before its own clause rules (the amount, damage and
 * movement rules are in `grammar/amounts/zone-amount-clauses.ts`, tried after these; the sentence rules in
 * `grammar/effects/zone-sentences.ts`; the conditions in `grammar/conditions/acted-on-card-conditions.ts`). A rule that matches but whose
 * parts don't parse gives way to the other rules (no blocking).
 *
 * @module
 */

import type { ParsedStep as Step } from '../../parsed/parse-tree.js';
import { ZONE_AMOUNT_RULES } from '../amounts/zone-amount-clauses.js';
import { parseCount, parseFilter, parseTarget, Unparsed } from '../phrases.js';
import { chosen, fromZone, type Parse, PLAYERS, type Rule } from './zone-clause-kit.js';

/** The zone clause rules, tried in order; a rule whose parts fail lets the next one try. */
const ZONE_RULES: readonly Rule[] = [
  // ---- returning cards from the discard ----------------------------------------------------------
  [
    // “return another Racer character card from your discard to your hand” (not this card, CR 6.1.6).
    /^return another (.+?) from your discard to your hand$/,
    (m) => [{ do: 'toHand', target: { choose: { ...parseFilter(m[1]), other: true }, zone: 'discard' } }],
  ],
  // ---- hands -------------------------------------------------------------------------------------
  [
    /^chosen (opponent|player) reveals their hand$/,
    (m) => {
      const [pick, player] = chosen(m[1]);
      return [pick, { do: 'revealHand', player }];
    },
  ],
  [
    /^look at chosen (opponent|player)'s hand$/,
    (m) => {
      const [pick, player] = chosen(m[1]);
      return [pick, { do: 'revealHand', player, toYou: true }];
    },
  ],
  [
    // “(pay 2 {I} to) have each opponent choose and discard a card”
    /^have (each opponent|each player|chosen opponent) choose and discard (a|\d+) cards?$/,
    (m) => {
      const amount = parseCount(m[2]);
      if (m[1] === 'chosen opponent')
        return [{ do: 'chooseOpponent' }, { do: 'discard', amount, player: 'chosenOpponent' }];
      return [{ do: 'discard', amount, player: PLAYERS[m[1]] }];
    },
  ],
  // ---- other players' discards and decks ---------------------------------------------------------
  [
    // “put up to 2 cards from chosen player's discard on the bottom of their deck in any order”
    // (One card of any discard is the same as one of a chosen player's: grammar/effects/player-choice-and-deck-verbs.ts reads that.)
    /^put (\d+|up to \d+) (.+?) from chosen (opponent|player)'s discard on the bottom of their deck(?: in any order)?$/,
    (m) => {
      const [pick, player] = chosen(m[3]);
      return [pick, { do: 'putOnDeckBottom', target: fromZone(parseFilter(m[2]), 'discard', m[1], player) }];
    },
  ],
  [
    // “choose up to 3 cards from chosen opponent's discard and shuffle them into their deck”
    /^choose (a|an|\d+|up to \d+) (.+?) from chosen (opponent|player)'s discard and shuffle (?:them|it) into their deck$/,
    (m) => {
      const [pick, player] = chosen(m[3]);
      return [pick, { do: 'shuffleIntoDeck', target: fromZone(parseFilter(m[2]), 'discard', m[1], player) }];
    },
  ],
  [
    /^put (all .+?) on the bottom of their players' decks in any order$/,
    (m) => [{ do: 'putOnDeckBottom', target: parseTarget(m[1]) }],
  ],
  // ---- each player -------------------------------------------------------------------------------
  [
    // “each player discards their hand and draws 7 cards”: each in turn (CR 6.7.5).
    /^(each player|each opponent) discards their hand and draws (a|\d+) cards?$/,
    (m) => [
      {
        do: 'forEachPlayer',
        players: PLAYERS[m[1]],
        steps: [
          { do: 'discardHand', player: 'thatPlayer' },
          { do: 'draw', amount: parseCount(m[2]), player: 'thatPlayer' },
        ],
      },
    ],
  ],
  [
    /^(each player|each opponent) exerts all the cards in their inkwell$/,
    (m) => [{ do: 'exertInkwell', player: PLAYERS[m[1]] }],
  ],
  [
    /^(each player|each opponent) with more than (\d+) cards in their inkwell returns cards at random from their inkwell to their hand until they have (\d+) cards in their inkwell$/,
    (m, _c) => (m[2] === m[3] ? [{ do: 'trimInkwell', keep: Number(m[2]), player: PLAYERS[m[1]] }] : []),
  ],
  // ---- lists and costs ---------------------------------------------------------------------------
  [
    // “deal 1 damage to chosen opposing character, gain 1 lore, and draw a card”: three clauses.
    /^([^,]+), ([^,]+),? and ([^,]+)$/,
    (m, clause) => [...clause(m[1]), ...clause(m[2]), ...clause(m[3])],
  ],
  [
    // “deal 2 damage to another chosen character of yours to put …”: the damage is paid first (CR 6.1.5.1).
    /^(deal \d+ damage to .+? of yours) to (.+)$/,
    (m, clause, clauses) => [{ do: 'sequence', first: clause(m[1]), next: clauses(m[2]) }],
  ],
  [
    /^put the top (\d+) cards of chosen (opponent|player)'s deck into their discard$/,
    (m) => {
      const [pick, player] = chosen(m[2]);
      return [pick, { do: 'mill', amount: Number(m[1]), player }];
    },
  ],
  [
    /^return another (\d+) chosen (.+?) of yours to your hand$/,
    (m) => [
      {
        do: 'toHand',
        target: { choose: { ...parseFilter(m[2]), other: true, owner: 'you' }, count: Number(m[1]) },
      },
    ],
  ],
  [
    /^return (?:a|an) (.+?) that isn't a song card from your discard to your hand$/,
    (m) => [{ do: 'toHand', target: { choose: { ...parseFilter(m[1]), song: false }, zone: 'discard' } }],
  ],
  // ---- whole hands and discards ------------------------------------------------------------------
  [
    /^put all (?:the )?cards (?:from|in) your hand into your inkwell facedown and exerted$/,
    () => [{ do: 'moveAll', from: 'hand', to: 'inkwellExerted' }],
  ],
  [
    /^put all (.+?) from your discard into your inkwell facedown and exerted$/,
    (m) => [{ do: 'moveAll', from: 'discard', filter: parseFilter(m[1]), to: 'inkwellExerted' }],
  ],
  [
    /^put all (?:the )?cards (?:from|in) your hand on the bottom of your deck in any order$/,
    () => [{ do: 'moveAll', from: 'hand', to: 'deckBottom' }],
  ],
  [
    // “choose and discard 2 cards and banish that character”: the “and” of the verb is not a join.
    /^(choose and discard (?:a|\d+) cards?) and (.+)$/,
    (m, clause) => [...clause(m[1]), ...clause(m[2])],
  ],
  [
    // The player whose character challenged: the owner of the event's card (CR 4.6.5).
    /^the challenging character's player discards all cards in their hand$/,
    () => [{ do: 'discardHand', player: 'ownerOfEvent' }],
  ],
  [
    /^choose and discard any number of (.+?) to gain 1 lore for each (.+?) discarded this way$/,
    (m) =>
      parseFilter(m[1]).type === parseFilter(m[2]).type
        ? [
            {
              do: 'sequence',
              first: [{ do: 'discardOf', filter: parseFilter(m[1]), anyNumber: true }],
              next: [{ do: 'gainLore', amount: { itCount: true } }],
            },
          ]
        : [],
  ],
  [
    // “choose and discard a Princess or Queen character card to …” (a plain “a card” is the shared rule's).
    /^choose and discard (?:a|an) (.+? card) to (.+)$/,
    (m, _clause, clauses) => {
      const filter = parseFilter(m[1]);
      if (Object.keys(filter).length === 0) return [];
      return [{ do: 'sequence', first: [{ do: 'discardOf', filter }], next: clauses(m[2]) }];
    },
  ],
  [
    /^reveal (?:a|an) (.+?) in your hand to (.+)$/,
    (m, _clause, clauses) => [
      { do: 'sequence', first: [{ do: 'revealFromHand', filter: parseFilter(m[1]) }], next: clauses(m[2]) },
    ],
  ],
  [
    /^put all cards from under (.+?) on the bottom of their player's deck in a random order$/,
    (m) => [{ do: 'underToBottom', host: parseTarget(m[1]) }],
  ],
  [
    // “put that card from your discard into your inkwell …”: only while it is still there (CR 6.1.11.1).
    /^put that card from your discard into your inkwell facedown( and exerted)?$/,
    (m) => [{ do: 'inkFromZone', card: 'it', from: 'discard', ...(m[1] ? { exerted: true } : {}) }],
  ],
  [
    // “for each character you have here, you may draw a card”: each draw is optional (CR 6.1.4).
    /^for each (character|item) you have here, you may draw a card$/,
    (m) => [
      { do: 'drawUpTo', amount: { count: { type: m[1] as 'character' | 'item', owner: 'you', at: 'here' } } },
    ],
  ],
  [
    // “(If you do,) that player may play a character from their discard for free”: the owner of the card
    // the step before acted on (CR 6.1.11).
    /^that player may play (?:a|an) (.+?) from their discard for free$/,
    (m) => [
      {
        do: 'forEachPlayer',
        players: 'ownerOfIt',
        steps: [
          {
            do: 'may',
            player: 'thatPlayer',
            steps: [
              {
                do: 'playCard',
                card: { choose: parseFilter(m[1]), zone: 'discard', player: 'thatPlayer' },
                free: true,
                player: 'thatPlayer',
              },
            ],
          },
        ],
      },
    ],
  ],
  [/^choose and discard any number of cards$/, () => [{ do: 'discardAnyNumber' }]],
  // “that many”: what the step before acted on (CR 6.1.11).
  [/^draw that many cards$/, () => [{ do: 'draw', amount: { itCount: true } }]],
  [
    /^the player or players with the most cards in their hands? (?:choose and discard|chooses and discards) (a|\d+) cards?$/,
    (m) => [{ do: 'mostInHandDiscard', amount: parseCount(m[1]) }],
  ],
  [
    // “each player may reveal a character card from their hand and play it for free” (CR 6.7.5).
    /^(each player|each opponent) may reveal (?:a|an) (.+?) from their hand and play it for free$/,
    (m) => [
      {
        do: 'forEachPlayer',
        players: PLAYERS[m[1]],
        steps: [
          {
            do: 'may',
            player: 'thatPlayer',
            steps: [
              {
                do: 'playCard',
                card: { choose: parseFilter(m[2]), zone: 'hand', player: 'thatPlayer' },
                free: true,
                player: 'thatPlayer',
              },
            ],
          },
        ],
      },
    ],
  ],
];

/** Every clause rule of this family, in the order they are tried. */
const RULES: readonly Rule[] = [...ZONE_RULES, ...ZONE_AMOUNT_RULES];

/**
 * A clause of this family → steps, or undefined when no rule reads it. `clause` / `clauses` parse a
 * nested clause / clause list.
 */
export function zoneClause(c: string, clause: Parse, clauses: Parse): Step[] | undefined {
  for (const [re, build] of RULES) {
    const m = re.exec(c);
    if (!m) continue;
    try {
      const steps = build(m, clause, clauses);
      if (steps.length > 0) return steps;
    } catch (error) {
      if (!(error instanceof Unparsed)) throw error;
    }
  }
  return undefined;
}
