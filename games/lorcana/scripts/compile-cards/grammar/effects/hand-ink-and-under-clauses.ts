/**
 * Clause rules of the tournament-deck templates (issue 16): “choose an opposing character”,
 * “[A] unless that character's player [B]”, “chosen opponent reveals their hand and discards a …
 * card of your choice”, extra ink plays, “remove all damage …”, “discard your hand”, “chosen player
 * draws …”, “gain lore equal to …”, “each opponent chooses and banishes one of their characters”,
 * putting cards into inkwells and under other cards.
 *
 * @module
 */
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';
import { type ClauseRule, fail, parseCount, parseFilter, parseTarget } from '../phrases.js';

/** “non-character card” → every other card type; other phrases are card filters. */
export function parseKindFilter(phrase: string) {
  const non = /^non-(character|action|item|location) card$/.exec(phrase);
  if (!non) return parseFilter(phrase);
  const all = ['character', 'action', 'item', 'location'] as const;
  return { type: all.filter((k) => k !== non[1]) };
}

/** The card a card is put under: “one of your characters or locations with Boost”, “him”, “them”. */
function hostTarget(phrase: string) {
  const m = /^one of your (.+)$/.exec(phrase);
  if (m) return { choose: { ...parseFilter(m[1]), owner: 'you' as const } };
  if (/^(?:him|her|this character|this location|this item)$/.test(phrase)) return 'self' as const;
  return parseTarget(phrase);
}

/**
 * “each opponent chooses one of their characters and …”: that player's own card, then the steps
 * (`playersChoose`, the same term the effect family uses; “their” leaves ownership to the chooser).
 */
function chooseOwn(who: string, what: string, steps: Step[]): Step[] {
  const { owner: _owner, ...filter } = parseFilter(what);
  if (who === 'chosen opponent')
    return [{ do: 'chooseOpponent' }, { do: 'playersChoose', players: 'chosenOpponent', filter, steps }];
  return [
    { do: 'playersChoose', players: who === 'each player' ? 'eachPlayer' : 'opponents', filter, steps },
  ];
}

/** “returns that card to their hand”, “deals 2 damage to them”: the act in the imperative, about `it`. */
function ownAct(text: string): string {
  return text
    .replace(/^returns that card to their hand$/, "return that card to their owner's hand")
    .replace(
      /^puts (?:them|that card) into their inkwell facedown( and exerted)?$/,
      "put that card into its player's inkwell facedown$1",
    )
    .replace(/^puts that card on the bottom of their deck$/, 'put that card on the bottom of their deck')
    .replace(/^deals (\d+) damage to them$/, 'deal $1 damage to them');
}

/** “that character's player”, “its player”, “they” … → the owner of the card just chosen. */
const THAT_PLAYER = "(?:that character's player|that card's player|its player|their player|they|that player)";

/**
 * The tournament clause rules. `clause` parses a nested clause (the grammar's own, passed in so
 * this file does not import the verb layer).
 */
export function tournamentClauses(clause: (text: string) => Step[]): readonly ClauseRule[] {
  return [
    [
      /^choose (?:a|an|another) (.+)$/,
      (m) => {
        const other = m[0].startsWith('choose another');
        const filter = parseFilter(m[1]);
        return [{ do: 'choose', target: { choose: other ? { ...filter, other: true } : filter } }];
      },
    ],
    [
      new RegExp(`^(.+?) unless ${THAT_PLAYER} (.+)$`),
      (m) => [
        {
          do: 'unless',
          player: 'ownerOfIt',
          steps: clause(m[1]),
          their: clause(m[2].replace(/^puts /, 'put ').replace(/^(\w+?)s /, '$1 ')),
        },
      ],
    ],
    [
      /^put (?:that card|it|them|that character) on the bottom of (?:their|its owner's|their owner's|your) deck$/,
      () => [{ do: 'putOnDeckBottom', target: 'it' }],
    ],
    [
      /^(chosen opponent|each opponent) reveals their hand and discards (?:a|an) (.+?) of (your|their) choice$/,
      (m) => {
        const filter = parseKindFilter(m[2]);
        const chooser = m[3] === 'your' ? ('you' as const) : ('they' as const);
        if (m[1] === 'each opponent')
          return [{ do: 'revealHandDiscard', player: 'opponents', filter, chooser }];
        return [
          { do: 'chooseOpponent' },
          { do: 'revealHandDiscard', player: 'chosenOpponent', filter, chooser },
        ];
      },
    ],
    [
      /^this turn, you may put an additional card from your hand into your inkwell facedown$/,
      () => [{ do: 'extraInk', duration: 'thisTurn' }],
    ],
    [
      /^remove up to (\d+) damage from any number of chosen (.+)$/,
      (m) => [
        {
          do: 'removeDamage',
          amount: Number(m[1]),
          target: { choose: parseFilter(m[2]), anyNumber: true },
        },
      ],
    ],
    [
      /^put (?:a|an) (.+?) from your discard under (this (?:item|character|location)) (faceup|facedown)$/,
      (m) => [
        {
          do: 'putUnder',
          cards: { choose: parseFilter(m[1]), zone: 'discard' },
          host: 'self',
          ...(m[3] === 'facedown' ? { faceDown: true } : {}),
        },
      ],
    ],
    [
      /^this turn, you may play (.+?) from under this (?:item|character|location)$/,
      (m) => [{ do: 'playFromUnder', filter: parseFilter(m[1]), duration: 'thisTurn' }],
    ],
    [
      /^put all (.+?) from your discard on the bottom of your deck in any order$/,
      (m) => [{ do: 'allFromDiscardToBottom', filter: parseFilter(m[1]) }],
    ],
    [
      /^put the top card of your deck (facedown |faceup )?under (.+?)( facedown| faceup)?$/,
      (m) => [
        {
          do: 'putTopUnder',
          host: hostTarget(m[2]),
          ...((m[1] ?? m[3] ?? '').trim() === 'faceup' ? { faceDown: false } : {}),
        },
      ],
    ],
    [
      /^put this character facedown under (.+)$/,
      (m) => {
        const host = hostTarget(m[1]);
        const other =
          typeof host === 'object' && 'choose' in host ? { choose: { ...host.choose, other: true } } : host;
        return [{ do: 'putUnder', cards: 'self', host: other, faceDown: true }];
      },
    ],
    [
      /^put all cards from under (?:him|her|it|this character|this location|this item) into your hand$/,
      () => [{ do: 'underToHand', host: 'self' }],
    ],
    [
      /^put a card from your discard into your inkwell facedown( and exerted)?$/,
      (m) => [
        { do: 'putIntoInkwell', target: { choose: {}, zone: 'discard' }, ...(m[1] ? { exerted: true } : {}) },
      ],
    ],
    [/^remove all damage from (.+)$/, (m) => [{ do: 'removeAllDamage', target: parseTarget(m[1]) }]],
    [
      /^draw (a|\d+) cards? for each 1 damage removed this way$/,
      (m) => [
        {
          do: 'draw',
          amount: { thisWay: true, ...(parseCount(m[1]) > 1 ? { times: parseCount(m[1]) } : {}) },
        },
      ],
    ],
    [/^discard your hand$/, () => [{ do: 'discardHand' }]],
    [
      /^(each opponent|each player|chosen opponent) discards all cards in their hands?$/,
      (m) =>
        m[1] === 'chosen opponent'
          ? [{ do: 'chooseOpponent' }, { do: 'discardHand', player: 'chosenOpponent' }]
          : [{ do: 'discardHand', player: m[1] === 'each player' ? 'eachPlayer' : 'opponents' }],
    ],
    [
      /^deal damage to (.+?) equal to the number of (.+?) you have in play$/,
      (m) => [
        {
          do: 'dealDamage',
          target: parseTarget(m[1]),
          amount: { count: { ...parseFilter(m[2]), owner: 'you' } },
        },
      ],
    ],
    [
      /^chosen player draws (a|\d+) cards?$/,
      (m) => [{ do: 'choosePlayer' }, { do: 'draw', amount: parseCount(m[1]), player: 'chosenPlayer' }],
    ],
    [
      new RegExp(
        `^${THAT_PLAYER} puts the top card of their deck into their inkwell facedown( and exerted)?$`,
      ),
      (m) => [{ do: 'inkTop', amount: 1, player: 'ownerOfIt', ...(m[1] ? { exerted: true } : {}) }],
    ],
    [
      /^(each opponent|chosen opponent|each player) chooses and (banishes|exerts) one of their (.+)$/,
      (m) => chooseOwn(m[1], m[3], [{ do: m[2] === 'banishes' ? 'banish' : 'exert', target: 'it' }]),
    ],
    [
      /^(each opponent|chosen opponent|each player) chooses one of their (.+?) and (.+)$/,
      (m) => chooseOwn(m[1], m[2], clause(ownAct(m[3]))),
    ],
    [
      new RegExp(`^(${THAT_PLAYER}|each opponent|chosen opponent) discards (a|\\d+) cards? at random$`),
      (m) => {
        const amount = parseCount(m[2]);
        if (m[1] === 'chosen opponent')
          return [{ do: 'chooseOpponent' }, { do: 'discardRandom', player: 'chosenOpponent', amount }];
        return [
          { do: 'discardRandom', player: m[1] === 'each opponent' ? 'opponents' : 'ownerOfIt', amount },
        ];
      },
    ],
    [
      /^gain lore equal to the damage on (.+)$/,
      (m) => {
        const target = parseTarget(m[1]);
        if (typeof target === 'string')
          return [{ do: 'gainLore', amount: { damageOnCard: target === 'it' ? 'it' : 'self' } }];
        return [
          { do: 'choose', target },
          { do: 'gainLore', amount: { damageOnCard: 'it' } },
        ];
      },
    ],
    [
      /^gain lore equal to (.+?)'s \{L\}$/,
      (m) => {
        const target = parseTarget(m[1]);
        if (typeof target === 'string') return fail(m[0]);
        return [
          { do: 'choose', target },
          { do: 'gainLore', amount: { statOf: 'it', stat: 'lore' } },
        ];
      },
    ],
    [
      /^put all (.+?) into their players' inkwells facedown( and exerted)?$/,
      (m) => [
        { do: 'putIntoInkwell', target: { each: parseFilter(m[1]) }, ...(m[2] ? { exerted: true } : {}) },
      ],
    ],
    [
      /^(.+?) can't ready at the start of (?:their|its) next turn$/,
      (m) => [
        { do: 'restrict', target: parseTarget(m[1]), what: 'readyStep', duration: 'duringTheirNextTurn' },
      ],
    ],
    // “that many”: linked to the amount of the step before it by linkThatMany.
    [/^choose and discard that many cards$/, () => [{ do: 'discardCount', amount: { itCount: true } }]],
    [/^exert all cards in your inkwell$/, () => [{ do: 'exertInkwell' }]],
    [/^ready all cards in your inkwell$/, () => [{ do: 'readyInkwell' }]],
    [
      /^return (a|\d+) cards? at random from your inkwell to your hand$/,
      (m) => [{ do: 'returnRandomInk', count: parseCount(m[1]) }],
    ],
    [
      /^each player may put up to (\d+) cards from their discard into their inkwell facedown( and exerted)?$/,
      (m) => [
        {
          do: 'inkFromDiscard',
          player: 'eachPlayer',
          count: Number(m[1]),
          ...(m[2] ? { exerted: true } : {}),
        },
      ],
    ],
    [
      /^return up to (\d+) chosen (.+?) each to their players?'s? hands?$/,
      (m) => [{ do: 'toHand', target: { choose: parseFilter(m[2]), count: Number(m[1]), upTo: true } }],
    ],
  ];
}

/**
 * “draw a card for each …, then choose and discard that many cards”: “that many” counts what the
 * step before it counted (CR 6.1.11).
 */
export function linkThatMany(steps: Step[]): Step[] {
  const out: Step[] = [];
  for (const step of steps) {
    const prev = out[out.length - 1];
    if (step.do === 'discardCount' && prev?.do === 'draw') {
      out.push({ ...step, amount: prev.amount, thatMany: true });
    } else if (
      step.do === 'discardCount' &&
      prev?.do === 'may' &&
      prev.steps[prev.steps.length - 1]?.do === 'draw'
    ) {
      // “you may draw …, then choose and discard that many”: both are what the “may” offers.
      const draw = prev.steps[prev.steps.length - 1] as Extract<Step, { do: 'draw' }>;
      out[out.length - 1] = {
        ...prev,
        steps: [...prev.steps, { ...step, amount: draw.amount, thatMany: true }],
      };
    } else out.push(step);
  }
  return out;
}

/**
 * Sentences of these templates that read together, starting at `i`: the steps and how many
 * sentences they used, or undefined.
 */
export function tournamentSentences(sentences: readonly string[], i: number): [Step[], number] | undefined {
  const s = sentences[i];
  const m = /^(?:each opponent|Each opponent) reveals the top card of their deck$/.exec(s);
  const hit = /^If it's an? (.+?), they may put it into their hand$/.exec(sentences[i + 1] ?? '');
  const other = /^Otherwise, they put it on the bottom of their deck$/.test(sentences[i + 2] ?? '');
  if (m && hit && other)
    return [[{ do: 'revealTopEach', player: 'opponents', ifMatches: parseFilter(hit[1]) }], 3];
  const look = /^(?:look|Look) at the top (\d+) cards of your deck$/.exec(s);
  if (
    look &&
    /^Put one into your (?:ink supply|inkwell), face ?down and exerted, and the other on top of your deck$/.test(
      sentences[i + 1] ?? '',
    )
  ) {
    const take = { min: 1, max: 1, to: 'inkwellExerted' as const };
    return [[{ do: 'lookAtTop', count: Number(look[1]), take, rest: 'deckTop' }], 2];
  }
  // “You may reveal a Toy character card or a location card named Andy's Room and put it into your hand.”
  const reveal = /^You may reveal (?:a|an) (.+?) or (?:a|an) (.+?) and put it into your hand$/.exec(
    sentences[i + 1] ?? '',
  );
  if (
    look &&
    reveal &&
    /^Put the rest on the bottom of your deck in any order$/.test(sentences[i + 2] ?? '')
  ) {
    const filter = { anyOf: [parseFilter(reveal[1]), parseFilter(reveal[2])] };
    const take = { filter, min: 0, max: 1, to: 'hand' as const, reveal: true };
    return [[{ do: 'lookAtTop', count: Number(look[1]), take, rest: 'deckBottom' }], 3];
  }
  const counted =
    /^(?:look|Look) at a number of cards from the top of your deck equal to the number of cards under (?:him|her|it|this character)$/.exec(
      s,
    );
  if (
    counted &&
    /^Put one into your hand and put the rest on the bottom of your deck in any order$/.test(
      sentences[i + 1] ?? '',
    )
  ) {
    const take = { min: 1, max: 1, to: 'hand' as const };
    return [[{ do: 'lookAtTopCounted', count: { cardsUnder: 'self' }, take, rest: 'deckBottom' }], 2];
  }
  // “Reveal a number of cards … equal to the number of cards under him. Put all revealed character
  // cards into your hand. Put the rest on the bottom …”: every matching card, no choice (CR 6.1.8).
  const revealed =
    /^(?:reveal|Reveal) a number of cards from the top of your deck equal to the number of cards under (?:him|her|it|this character)$/.test(
      s,
    );
  const all = /^Put all revealed (.+?) cards into your hand$/.exec(sentences[i + 1] ?? '');
  if (
    revealed &&
    all &&
    /^Put the rest on the bottom of your deck in any order$/.test(sentences[i + 2] ?? '')
  ) {
    const take = {
      filter: parseFilter(all[1]),
      min: 0,
      max: 0,
      to: 'hand' as const,
      revealAll: true,
      all: true as const,
    };
    return [[{ do: 'lookAtTopCounted', count: { cardsUnder: 'self' }, take, rest: 'deckBottom' }], 3];
  }
  return undefined;
}
