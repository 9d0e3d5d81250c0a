/**
 * The clause table of the verb layer: each rule matches one clause (“deal 2 damage to chosen
 * character”, “gain 1 lore”, “chosen character gets +2 {S} this turn”) and builds its vocabulary
 * steps. `effects.ts` tries them in order after its own structural clauses.
 *
 * @module
 */
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';
import {
  type ClauseRule,
  DURATION,
  fail,
  parseCount,
  parseDuration,
  parseFilter,
  parseForEach,
  parseKeywordGrants,
  parseTarget,
  STAT_SYMBOL,
} from '../phrases.js';
import { tournamentClauses } from './hand-ink-and-under-clauses.js';
import { VERB_CLAUSES } from './player-choice-and-deck-verbs.js';
import { STAT_BUNDLE_CLAUSES } from './stat-bundle-clauses.js';

const step = (s: Step): Step[] => [s];

/**
 * The clause rules: one clause (a verb phrase with its objects) → steps. Order matters: first match
 * wins. `parseClause` parses a nested clause (the verb layer's own, passed in so this file does not
 * import it).
 */
export function clauseTable(parseClause: (clause: string) => Step[]): readonly ClauseRule[] {
  return [
    // The effect family's rules are more specific than the ones below: they go first.
    ...VERB_CLAUSES,
    ...tournamentClauses(parseClause),
    ...STAT_BUNDLE_CLAUSES,
    [/^draw (a|\d+) cards?$/, (m) => step({ do: 'draw', amount: parseCount(m[1]) })],
    [
      /^draw (a|\d+) cards? for each (.+)$/,
      (m) => step({ do: 'draw', amount: parseForEach(parseCount(m[1]), m[2]) }),
    ],
    [
      /^each opponent draws (a|\d+) cards?$/,
      (m) => step({ do: 'draw', amount: parseCount(m[1]), player: 'opponents' }),
    ],
    [/^(?:you )?gain (\d+) lore$/, (m) => step({ do: 'gainLore', amount: Number(m[1]) })],
    [
      /^each player draws (a|\d+) cards?$/,
      (m) => step({ do: 'draw', amount: parseCount(m[1]), player: 'eachPlayer' }),
    ],
    [
      /^each player chooses and discards (a|\d+) cards?$/,
      (m) => step({ do: 'discard', amount: parseCount(m[1]), player: 'eachPlayer' }),
    ],
    [
      /^chosen opponent loses (\d+) lore$/,
      (m) => [{ do: 'chooseOpponent' }, { do: 'loseLore', amount: Number(m[1]), player: 'chosenOpponent' }],
    ],
    [
      new RegExp(`^give (.+?) ([+-]\\d+) (\\{[SWL]\\}) ${DURATION}$`),
      (m) =>
        step({
          do: 'modify',
          target: parseTarget(m[1]),
          stat: STAT_SYMBOL[m[3]],
          amount: Number(m[2]),
          duration: parseDuration(m[4]),
        }),
    ],
    [
      /^(that|its) player draws (a|\d+) cards?$/,
      (m) =>
        // “that player” / “its player”: the owner of the card just chosen (CR 6.1.11).
        step({ do: 'draw', amount: parseCount(m[2]), player: 'ownerOfIt' }),
    ],
    [
      /^chosen opponent chooses and discards (a|\d+) cards?$/,
      (m) => [
        { do: 'chooseOpponent' },
        { do: 'discard', amount: parseCount(m[1]), player: 'chosenOpponent' },
      ],
    ],
    [
      /^play (?:a|an) (.+?) for free$/,
      (m) => step({ do: 'playCard', card: { choose: parseFilter(m[1]), zone: 'hand' }, free: true }),
    ],
    [
      /^put (chosen .+?) into their player's inkwell facedown( and exerted)?$/,
      (m) => step({ do: 'putIntoInkwell', target: parseTarget(m[1]), ...(m[2] ? { exerted: true } : {}) }),
    ],
    [
      /^each opponent loses (\d+) lore$/,
      (m) => step({ do: 'loseLore', amount: Number(m[1]), player: 'opponents' }),
    ],
    [
      /^deal (\d+) damage to (.+)$/,
      (m) => step({ do: 'dealDamage', amount: Number(m[1]), target: parseTarget(m[2]) }),
    ],
    [
      /^put (\d+|a) damage counters? on (.+)$/,
      (m) => step({ do: 'putDamage', amount: parseCount(m[1]), target: parseTarget(m[2]) }),
    ],
    [
      /^remove up to (\d+) damage from (.+)$/,
      (m) => step({ do: 'removeDamage', amount: Number(m[1]), target: parseTarget(m[2]) }),
    ],
    [
      /^move (up to )?(\d+) damage(?: counters?)? from (.+?) to (.+)$/,
      (m) =>
        step({
          do: 'moveDamage',
          from: parseTarget(m[3]),
          to: parseTarget(m[4]),
          amount: Number(m[2]),
          ...(m[1] ? { upTo: true } : {}),
        }),
    ],
    [/^put (?:that card|it) into your hand$/, () => step({ do: 'toHand', target: 'it' })],
    [/^banish (.+)$/, (m) => step({ do: 'banish', target: parseTarget(m[1]) })],
    [/^ready (.+)$/, (m) => step({ do: 'ready', target: parseTarget(m[1]) })],
    [/^exert (.+)$/, (m) => step({ do: 'exert', target: parseTarget(m[1]) })],
    [
      /^return (.+?) to (?:their player's|their owner's|its player's|its owner's|your) hands?$/,
      (m) => {
        const fromDiscard = /^(a|an|up to \d+|\d+) (.+?)(?: each)? from your discard$/.exec(m[1]);
        if (fromDiscard) {
          const upTo = /^up to (\d+)/.exec(fromDiscard[1]);
          const count = upTo ? Number(upTo[1]) : parseCount(fromDiscard[1]);
          return step({
            do: 'toHand',
            target: {
              choose: parseFilter(fromDiscard[2]),
              zone: 'discard',
              ...(count > 1 ? { count } : {}),
              ...(upTo ? { upTo: true } : {}),
            },
          });
        }
        if (m[1] === 'this card from your discard') return step({ do: 'toHand', target: 'self' });
        return step({ do: 'toHand', target: parseTarget(m[1]) });
      },
    ],
    [
      new RegExp(`^(.+?) gets? ([+-]\\d+) (\\{[SWL]\\})(?: ${DURATION})?(?: for each (.+))?$`),
      (m) =>
        step({
          do: 'modify',
          target: parseTarget(m[1]),
          stat: STAT_SYMBOL[m[3]],
          amount: m[5] ? parseForEach(Number(m[2]), m[5]) : Number(m[2]),
          duration: m[4] ? parseDuration(m[4]) : fail(`${m[0]} (no duration)`),
        }),
    ],
    [
      new RegExp(`^(.+?) gains? (.+?) ${DURATION}$`),
      (m) =>
        step({
          do: 'grant',
          target: parseTarget(m[1]),
          keywords: parseKeywordGrants(m[2]),
          duration: parseDuration(m[3]),
        }),
    ],
    [
      new RegExp(`^(.+?) can't (quest|challenge|ready|be challenged) ${DURATION}$`),
      (m) =>
        step({
          do: 'restrict',
          target: parseTarget(m[1]),
          what: m[2] === 'be challenged' ? 'beChallenged' : (m[2] as 'quest' | 'challenge' | 'ready'),
          duration: parseDuration(m[3]),
        }),
    ],
    [
      /^(.+?) can't quest or challenge (this turn|for the rest of this turn|until the start of your next turn|during their next turn)$/,
      (m) => {
        const target = parseTarget(m[1]);
        const duration = parseDuration(m[2]);
        return [
          { do: 'restrict', target, what: 'quest', duration },
          { do: 'restrict', target: target === 'self' ? 'self' : 'it', what: 'challenge', duration },
        ];
      },
    ],
    [
      /^each opponent chooses and discards (a|\d+) cards?$/,
      (m) => step({ do: 'discard', amount: parseCount(m[1]), player: 'opponents' }),
    ],
    [/^choose and discard (a|\d+) cards?$/, (m) => step({ do: 'discard', amount: parseCount(m[1]) })],
    [
      /^put a card from your hand into your inkwell facedown( and exerted)?$/,
      (m) =>
        step({
          do: 'putIntoInkwell',
          target: { choose: {}, zone: 'hand' },
          ...(m[1] ? { exerted: true } : {}),
        }),
    ],
    [
      /^put the top card of your deck into your inkwell facedown( and exerted)?$/,
      (m) => step({ do: 'inkTop', amount: 1, ...(m[1] ? { exerted: true } : {}) }),
    ],
    [
      /^put (this card|chosen .+?|that card|it|them) into (?:your|its player's) inkwell facedown( and exerted)?$/,
      (m) => step({ do: 'putIntoInkwell', target: parseTarget(m[1]), ...(m[2] ? { exerted: true } : {}) }),
    ],
    [
      /^you pay (\d+) \{I\} less for the next (.+?) you play this turn$/,
      (m) => step({ do: 'reduceNextCost', amount: Number(m[1]), for: parseFilter(m[2]) }),
    ],
    // “For each 1 damage removed this way, you pay 1 {I} less for the next character you play this
    // turn”: the discount is counted as the clause resolves (CR 4.3.6, 6.1.8).
    [
      /^for each (.+?), you pay (\d+) \{I\} less for the next (.+?) you play this turn$/,
      (m) =>
        step({ do: 'reduceNextCostBy', amount: parseForEach(Number(m[2]), m[1]), for: parseFilter(m[3]) }),
    ],
    [
      /^shuffle (.+?) into (?:their|its) (?:player's|owner's) deck$/,
      (m) => step({ do: 'shuffleIntoDeck', target: parseTarget(m[1]) }),
    ],
  ];
}
