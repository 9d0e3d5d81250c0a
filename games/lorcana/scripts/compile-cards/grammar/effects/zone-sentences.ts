/**
 * Sentence rules of issue 16's zones-and-cards templates: sentences that read together
 * (“Reveal the top card … If it's … Otherwise, …”, “Search your deck for … Shuffle …”, “Look at the
 * top card of chosen player's deck. Put it …”). `grammar/effects.ts` asks {@link zoneSentences} before its
 * own sentence rules.
 *
 * @module
 */

import type { ParsedStep as Step } from '../../parsed/parse-tree.js';
import { parseCondition, parseCount, parseFilter, parseTarget, STAT_SYMBOL, Unparsed } from '../phrases.js';
import { chosen, type Parse } from './zone-clause-kit.js';

/**
 * Sentences of this family that read together, starting at `i`: the steps and how many sentences
 * they used, or undefined.
 */
export function zoneSentences(
  sentences: readonly string[],
  i: number,
  clauses: Parse,
  effect: (sentences: readonly string[]) => Step[],
): [Step[], number] | undefined {
  const s = sentences[i];
  const next = sentences[i + 1] ?? '';
  try {
    // “Each player exerts all the cards in their inkwell. Then each player with more than 3 …”
    let m =
      /^(?:you may )?play that song again from your discard for free, then put it on the bottom of your deck$/i.exec(
        s,
      );
    if (m) {
      const play: Step = {
        do: 'playCard',
        card: 'eventOther',
        from: 'discard',
        free: true,
        afterResolving: 'deckBottom',
      };
      return [[/^you may/i.test(s) ? { do: 'may', steps: [play] } : play], 1];
    }
    // “If this character is exerted, you may [A]. If you do, [B].”: the “if you do” is inside the “if”.
    const gate = /^if (.+?), (you may .+)$/i.exec(s);
    if (gate && /^If you do, /.test(next)) {
      const steps = effect([gate[2], next]);
      return [[{ do: 'if', cond: parseCondition(gate[1]), steps }], 2];
    }
    // “If chosen opponent has more cards in their hand than you, (you may) draw cards until you have
    // the same number.”: the opponent is chosen as it resolves, the count taken once (CR 6.1.8.1).
    const same =
      /^if chosen opponent has more cards in their hand than you, (you may )?draw cards until you have the same number$/i.exec(
        s,
      );
    if (same) {
      const draw: Step = { do: 'drawUntil', handSize: { handSize: 'chosenOpponent' } };
      return [
        [
          { do: 'chooseOpponent' },
          {
            do: 'if',
            cond: { fewerInHandThan: 'chosenOpponent' },
            steps: [same[1] ? { do: 'may', steps: [draw] } : draw],
          },
        ],
        1,
      ];
    }
    const after = sentences[i + 2] ?? '';
    // “the challenging player may choose and discard a card. If they don't, you gain 2 lore.”
    m = /^the challenging player may choose and discard (a|\d+) cards?$/i.exec(s);
    const dont = /^If they don't, (?:you )?(.+)$/.exec(next);
    if (m && dont) {
      const amount = parseCount(m[1]);
      return [[{ do: 'mayDiscardOr', players: 'ownerOfEvent', amount, otherwise: clauses(dont[1]) }], 2];
    }
    // “If you have a Detective character in play, return an item card from your discard to your hand.
    // Otherwise, put it on the top of your deck.”: the card is chosen first, then goes one way or the other.
    m = /^If (.+?), return (?:a|an) (.+?) from your discard to your hand$/.exec(s);
    if (m && /^Otherwise, put it on the top of your deck$/.test(next)) {
      return [
        [
          { do: 'choose', target: { choose: parseFilter(m[2]), zone: 'discard' } },
          {
            do: 'if',
            cond: parseCondition(m[1]),
            steps: [{ do: 'toHand', target: 'it' }],
            otherwise: [{ do: 'putOnDeckTop', target: 'it' }],
          },
        ],
        2,
      ];
    }
    // “Reveal the top card of your deck. If it's a character card with cost 3 or less or named
    // Pocahontas, you may put it into your hand. Otherwise, put it on the bottom of your deck.”
    const either =
      /^If it's (?:a|an) (.+?) with cost (\d+) or (less|more) or named (.+?), you may put it into your hand$/.exec(
        next,
      );
    const reveal = /^(?:if (.+?), )?reveal the top card of your deck$/i.exec(s);
    if (reveal && either && /^Otherwise, put it on the bottom of your deck$/.test(after)) {
      const kind = parseFilter(either[1]);
      const cost = either[3] === 'less' ? { atMost: Number(either[2]) } : { atLeast: Number(either[2]) };
      const step: Step = {
        do: 'revealTop',
        ifMatches: {
          anyOf: [
            { ...kind, cost },
            { ...kind, name: either[4] },
          ],
        },
        onMatch: [{ do: 'may', steps: [{ do: 'toHand', target: 'it' }] }],
        otherwise: 'deckBottom',
      };
      return [[reveal[1] ? { do: 'if', cond: parseCondition(reveal[1]), steps: [step] } : step], 3];
    }
    // “Look at the top card of your deck. If it's a Puppy character card, you may reveal it and put it
    // into your hand. Otherwise, put it on the bottom of your deck.”
    const take = /^If it's (?:a|an) (.+?), you may reveal it and put it into your hand$/.exec(next);
    if (
      /^look at the top card of your deck$/i.test(s) &&
      take &&
      /^Otherwise, put it on the bottom of your deck$/.test(after)
    ) {
      return [[{ do: 'lookTopTake', ifMatches: parseFilter(take[1]), otherwise: 'deckBottom' }], 3];
    }
    // “Look at the top 5 cards of your deck. You may reveal up to 1 Madrigal character card and up to 1
    // song card and put them into your hand. Put the rest on the top of your deck in any order.”
    const top = /^look at the top (\d+) cards of your deck$/i.exec(s);
    const picks = /^You may reveal up to 1 (.+?) and up to 1 (.+?) and put them into your hand$/.exec(next);
    const rest = /^Put the rest on the (top|bottom) of your deck in any order$/.exec(after);
    if (top && picks && rest) {
      return [
        [
          {
            do: 'lookAtTopPicks',
            count: Number(top[1]),
            picks: [parseFilter(picks[1]), parseFilter(picks[2])],
            rest: rest[1] === 'top' ? 'deckTop' : 'deckBottom',
          },
        ],
        3,
      ];
    }
    // “Count the number of characters you have in play. You pay that amount of {I} less for the next
    // character you play this turn.” / “Chosen character loses {S} equal to that number …”: counted as
    // the effect resolves (CR 6.1.8).
    const count = /^count the number of (.+?) you have in play$/i.exec(s);
    if (count) {
      const amount = { count: { ...parseFilter(count[1]), owner: 'you' as const } };
      const pay = /^You pay that amount of \{I\} less for the next (.+?) you play this turn$/.exec(next);
      if (pay) return [[{ do: 'reduceNextCostBy', amount, for: parseFilter(pay[1]) }], 2];
      const loses =
        /^(.+?) loses (\{[SWL]\}) equal to that number (this turn|until the start of your next turn)$/.exec(
          next,
        );
      if (loses) {
        return [
          [
            {
              do: 'modify',
              target: parseTarget(loses[1].charAt(0).toLowerCase() + loses[1].slice(1)),
              stat: STAT_SYMBOL[loses[2]],
              amount: { ...amount, times: -1 },
              duration: loses[3] === 'this turn' ? 'thisTurn' : 'untilStartOfYourNextTurn',
            },
          ],
          2,
        ];
      }
    }
    // “Reveal cards from the top of your deck until you reveal a Floodborn character card. Put that card
    // into your hand and shuffle the rest into your deck.”
    const until = /^reveal cards from the top of your deck until you reveal (?:a|an) (.+)$/i.exec(s);
    if (until && /^Put that card into your hand and shuffle the rest into your deck$/.test(next))
      return [[{ do: 'revealUntil', filter: parseFilter(until[1]) }], 2];
    // “Reveal the top card of your deck. If it's a Dragon character card, put it into your hand and
    // repeat this effect. Otherwise, put it on either the top or the bottom of your deck.”
    const repeat = /^If it's (?:a|an) (.+?), put it into your hand and repeat this effect$/.exec(next);
    if (
      /^reveal the top card of your deck$/i.test(s) &&
      repeat &&
      /^Otherwise, put it on either the top or the bottom of your deck$/.test(after)
    )
      return [[{ do: 'revealTopRepeat', filter: parseFilter(repeat[1]) }], 3];
    // “Name a card. Return all character cards with that name from your discard to your hand.”
    const named = /^Return all (.+?) with that name from your discard to your hand$/.exec(next);
    if (/^name a card$/i.test(s) && named)
      return [[{ do: 'nameAndReturn', filter: parseFilter(named[1]) }], 2];
    // “Move a character of yours to a location for free. Then, draw cards equal to that location's {L}.”
    if (
      /^move a character of yours to a location for free$/i.test(s) &&
      /^Then, draw cards equal to that location's \{L\}$/.test(next)
    ) {
      return [
        [
          { do: 'choose', target: { choose: { type: 'location', owner: 'you' } } },
          {
            do: 'moveToLocation',
            character: { choose: { type: 'character', owner: 'you' } },
            location: 'it',
            free: true,
          },
          { do: 'draw', amount: { statOf: 'it', stat: 'lore' } },
        ],
        2,
      ];
    }
    // “you may draw a card, then choose and discard a card. If an Illusion character card is discarded
    // this way, you may play that character for free.”: the discarded card is “that character”.
    const kind = /^If (?:a|an) (.+?) is discarded this way, you may play that character for free$/.exec(next);
    if (/^you may draw a card, then choose and discard a card$/i.test(s) && kind) {
      return [
        [
          {
            do: 'may',
            steps: [
              { do: 'draw', amount: 1 },
              { do: 'discardOf', filter: {} },
            ],
          },
          {
            do: 'if',
            cond: { refIs: 'it', filter: parseFilter(kind[1]) },
            steps: [{ do: 'may', steps: [{ do: 'playCard', card: 'it', from: 'discard', free: true }] }],
          },
        ],
        2,
      ];
    }
    const found = searchSentences(sentences, i);
    if (found) {
      const [steps, used] = found;
      const pre = /^(?:If (.+?), )?(you may )?search /i.exec(s);
      const inner: Step[] = pre?.[2] ? [{ do: 'may', steps }] : steps;
      return [pre?.[1] ? [{ do: 'if', cond: parseCondition(pre[1]), steps: inner }] : inner, used];
    }
    const peek = lookSentences(sentences, i);
    if (peek) return peek;
    m = /^If you have no cards in your hand, draw until you have (\d+) cards in your hand$/.exec(s);
    const other = /^Otherwise, (.+)$/.exec(next);
    if (m && other) {
      return [
        [
          {
            do: 'if',
            cond: { handSize: 'you', range: { atMost: 0 } },
            steps: [{ do: 'drawUntil', handSize: Number(m[1]) }],
            otherwise: clauses(other[1]),
          },
        ],
        2,
      ];
    }
  } catch (error) {
    if (!(error instanceof Unparsed)) throw error;
  }
  return undefined;
}

/** “Search your deck for …” with the sentence after it: the step and how many sentences it used. */
function searchSentences(sentences: readonly string[], i: number): [Step[], number] | undefined {
  const s = sentences[i].replace(/^(?:if .+?, )?(?:you may )?/i, '');
  const next = sentences[i + 1] ?? '';
  const what = (phrase: string) =>
    phrase === 'any card' ? {} : { filter: parseFilter(phrase.replace(/^an? /, '')) };
  // “search your deck for a Madrigal character card and reveal that card to all players. Shuffle your
  // deck and put that card on top of it.” / “… Put that card into your hand and shuffle your deck.”
  let m = /^search your deck for (any card|an? [^,]+?)( and reveal (?:that card|it) to all players)?$/i.exec(
    s,
  );
  if (m) {
    const reveal = m[2] ? { reveal: true } : {};
    if (/^Shuffle your deck and put that card on top of it$/.test(next))
      return [[{ do: 'searchDeck', ...what(m[1]), ...reveal, to: 'deckTop' }], 2];
    if (/^Put that card into your hand and shuffle your deck$/.test(next))
      return [[{ do: 'searchDeck', ...what(m[1]), ...reveal, to: 'hand' }], 2];
    return undefined;
  }
  // “search your deck for a location card, reveal that card to all players, and put it into your
  // hand. Then, shuffle your deck.” / “search your deck for any card, put that card into your hand,
  // then shuffle your deck.”
  m =
    /^search your deck for (any card|an? .+?), (reveal that card to all players,? and )?put (?:it|that card) into your hand(, then shuffle your deck)?$/i.exec(
      s,
    );
  if (!m) return undefined;
  const step: Step = { do: 'searchDeck', ...what(m[1]), ...(m[2] ? { reveal: true } : {}), to: 'hand' };
  if (m[3]) return [[step], 1];
  return /^Then, shuffle your deck$/.test(next) ? [[step], 2] : undefined;
}

/**
 * “(You may) look at the top card / N cards of chosen player's deck.” with where they go: the steps
 * and how many sentences they used.
 */
function lookSentences(sentences: readonly string[], i: number): [Step[], number] | undefined {
  const m = /^(you may )?look at the top (card|\d+ cards) of chosen (player|opponent)'s deck$/i.exec(
    sentences[i],
  );
  if (!m) return undefined;
  const count = m[2] === 'card' ? 1 : Number.parseInt(m[2], 10);
  const next = sentences[i + 1] ?? '';
  let keep: { min: number; max: number } | undefined;
  let rest: 'deckBottom' | 'discard' = 'deckBottom';
  if (count === 1 && /^Put it on (?:either )?the top or the bottom of their deck$/.test(next))
    keep = { min: 0, max: 1 };
  else if (count === 1 && /^Put it on (?:the )?top of their deck or into their discard$/.test(next)) {
    keep = { min: 0, max: 1 };
    rest = 'discard';
  } else if (
    /^Put one on the top of their deck and the rest on the bottom of their deck in any order$/.test(next)
  )
    keep = { min: 1, max: 1 };
  if (!keep) return undefined;
  const [pick, player] = chosen(m[3]);
  const steps: Step[] = [pick, { do: 'lookAtPlayerTop', player, count, keep, rest }];
  return [m[1] ? [{ do: 'may', steps }] : steps, 2];
}
