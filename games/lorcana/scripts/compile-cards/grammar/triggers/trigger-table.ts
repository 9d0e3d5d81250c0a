/**
 * Grammar rules for trigger conditions, “if / while / unless” conditions and static restrictions
 * (issue 16, the triggers family). Each table is consulted by the shared parser (`grammar/abilities.ts`,
 * `grammar/phrases.ts`, `grammar/effects.ts`) after its own rules, so these rules only add what it did not read.
 *
 * @module
 */
import type { StaticEffect, Trigger } from '../../../../src/cards/vocabulary-abilities.js';
import type { CardFilter } from '../../../../src/cards/vocabulary-refs.js';
import type {
  ParsedCondition as Condition,
  ParsedEffect,
  ParsedStep as Step,
} from '../../parsed/parse-tree.js';
import { ordinalGate } from '../conditions/challenge-and-ordinal-conditions.js';
import { CHALLENGER } from '../conditions/turn-history-conditions.js';
import { fail, parseCount, parseDuration, parseFilter, parseKeywordGrants, parseTarget } from '../phrases.js';

type Rule<T> = readonly [RegExp, (m: RegExpExecArray) => T];

/** The first rule whose pattern matches the whole phrase, built; undefined if none matches. */
function firstMatch<T>(rules: readonly Rule<T>[], phrase: string): T | undefined {
  for (const [re, build] of rules) {
    const m = re.exec(phrase);
    if (m) return build(m);
  }
  return undefined;
}

const SELF_NOUN = '(?:this character|he|she|they|it)';

/** “your [Hyena] characters” as the subject of a trigger (the owner is you). */
const yours = (phrase: string): CardFilter => ({ ...parseFilter(phrase), owner: 'you' });

const ONE_OF_YOURS: Readonly<Record<string, Trigger['on']>> = {
  'banishes a character in a challenge': 'banishesInChallenge',
  'is challenged': 'challenged',
  'is damaged': 'damaged',
  'is dealt damage': 'damaged',
  'is challenged and banished': 'challengedAndBanished',
};

/** Trigger conditions (CR 6.2.2) the shared table does not read. */
const TRIGGER_RULES: readonly Rule<Trigger[]>[] = [
  // CR 8.13: Support names the character that gets the strength.
  [
    /^whenever one of your (.+?) is chosen for Support$/,
    (m) => [{ on: 'chosenForSupport', subject: yours(m[1]) }],
  ],
  // A player event about an opponent (“your opponent” in two-player wording, CR 1.3.5).
  [
    /^whenever (?:your|an) opponent discards (?:1 or more cards|a card)$/,
    () => [{ on: 'discards', player: 'opponent' }],
  ],
  // Boost puts the top card of the deck under the character (CR 8.4.1): that card is “them”.
  [
    /^whenever you use the Boost ability of (?:a|an) (.+)$/,
    (m) => [{ on: 'putUnder', subject: parseFilter(m[1]), boost: true }],
  ],
  // The damage's source must match: an action of yours (CR 1.9.1, 6.1.2).
  [
    /^whenever one of your (actions|items) deals damage to (?:a|an) (.+)$/,
    (m) => [{ on: 'damaged', subject: parseFilter(m[2]), other: yours(m[1]) }],
  ],
  // Any matching card, either player's, challenged and banished in that challenge (CR 4.6.7).
  [
    /^whenever (?:a|an) (location|character) is challenged and banished$/,
    (m) => [{ on: 'challengedAndBanished', subject: parseFilter(m[1]) }],
  ],
  // The challenged character must match (CR 4.6.5: checked as the challenge is declared).
  [
    new RegExp(`^whenever ${SELF_NOUN} challenges (?:a|an) (.+)$`),
    (m) => [{ on: 'challenges', other: parseFilter(m[1]) }],
  ],
  [
    /^whenever one of your (.+?) challenges (?:a|an) (.+)$/,
    (m) => [{ on: 'challenges', subject: yours(m[1]), other: parseFilter(m[2]) }],
  ],
  // Readying by an effect or in the Ready step (CR 3.2.1.4 adds those to the bag).
  [/^whenever you ready this character$/, () => [{ on: 'readied' }]],
  [new RegExp(`^whenever ${SELF_NOUN} challenges(?: another character)?$`), () => [{ on: 'challenges' }]],
  [
    new RegExp(`^whenever ${SELF_NOUN} banishes a character in a challenge$`),
    () => [{ on: 'banishesInChallenge' }],
  ],
  [/^when this character is challenged$/, () => [{ on: 'challenged' }]],
  [
    new RegExp(`^whenever ${SELF_NOUN} deals damage to another character in a challenge$`),
    () => [{ on: 'dealsDamageInChallenge' }],
  ],
  [
    /^whenever (?:a|an) (.+?) challenges(?: another character)?$/,
    (m) => [{ on: 'challenges', subject: parseFilter(m[1]) }],
  ],
  [
    /^whenever (?:one of your (.+?)|a (.+?) of yours) (banishes a character in a challenge|is challenged and banished|is challenged|is damaged|is dealt damage)$/,
    (m) => [{ on: ONE_OF_YOURS[m[3]], subject: yours(m[1] ?? `${m[2]}s`) }],
  ],
  // “another character is banished in a challenge” belongs to the tournament family.
  [
    /^whenever another (.+?) is banished$/,
    (m) => [{ on: 'banished', subject: { ...parseFilter(m[1]), other: true } }],
  ],
  [
    /^whenever an opponent plays (?:a|an) (.+)$/,
    (m) => [{ on: 'played', subject: { ...parseFilter(m[1]), owner: 'opponent' } }],
  ],
  [
    /^whenever another (.+?) is played$/,
    (m) => [{ on: 'played', subject: { ...parseFilter(m[1]), other: true } }],
  ],
  [/^whenever you discard a card$/, () => [{ on: 'discards' }]],
  [/^when(?:ever)? you put a card into your inkwell$/, () => [{ on: 'inked' }]],
  // Removing damage (CR 1.9.1.3): one trigger per card damage was removed from.
  [
    /^whenever you remove (?:1 or more )?damage from one of your (.+)$/,
    (m) => [{ on: 'damageRemoved', subject: yours(m[1]) }],
  ],
  [
    /^whenever you remove (?:1 or more )?damage from (?:a|an) (.+)$/,
    (m) => [{ on: 'damageRemoved', subject: parseFilter(m[1]) }],
  ],
];

/**
 * A trigger phrase with a trailing gate: “… during an opponent's turn”, “… during your turn”,
 * “… while this character is exerted”, “… while he has 5 {S} or more” — the gate must hold when the
 * event happens (CR 6.1.13.1, 6.1.13.6). Returns the phrase without it and the gate.
 */
export function splitTriggerGate(
  phrase: string,
  condition: (text: string) => Condition,
): { head: string; gate?: Condition } {
  const e2 = ordinalGate(phrase, parseFilter);
  if (e2) return e2;
  let m = /^(.+?) during (?:an|the) opponent's turn$/.exec(phrase);
  if (m) return { head: m[1], gate: { not: { yourTurn: true } } };
  m = /^(.+?) during your turn$/.exec(phrase);
  if (m) return { head: m[1], gate: { yourTurn: true } };
  m = /^(whenever .+?) while (this character is exerted|(?:he|she) has \d+ \{S\} or more)$/.exec(phrase);
  if (m) return { head: m[1], gate: condition(m[2].replace(/^(he|she) has/, 'this character has')) };
  return { head: phrase };
}

/**
 * “While [condition], whenever …, [effect]”: the condition gates the trigger (CR 6.1.13.6). Returns
 * the condition's words and the trigger sentence, or undefined.
 */
export function splitWhilePrefix(body: string): { condition: string; body: string } | undefined {
  const m = /^While ([^,]+), ((?:when|whenever) .+)$/i.exec(body);
  return m ? { condition: m[1], body: m[2].charAt(0).toUpperCase() + m[2].slice(1) } : undefined;
}

/** A trigger phrase of this family, or undefined. */
export function triggerRule(phrase: string): Trigger[] | undefined {
  return firstMatch(TRIGGER_RULES, phrase);
}

/** Who a static sentence is about: `self`, or a filter (“your characters”, “characters with …”). */
function affected(phrase: string): 'self' | CardFilter {
  if (/^(this character|he|she|it)$/.test(phrase)) return 'self';
  return parseFilter(phrase.replace(/^(?:each of |all )/, ''));
}

/**
 * Static sentences of this family (text with its first letter lower-cased, no final period):
 * challenge permissions and protections, entering play exerted.
 */
const STATIC_RULES: readonly Rule<StaticEffect>[] = [
  // CR 4.6.4.2 lets only exerted characters be challenged; this lifts it for the source.
  [
    /^this character can challenge ready (.+)$/,
    (m) => {
      const f = parseFilter(m[1]);
      const any = Object.keys(f).length === 1 && f.type === 'character';
      return { challengeReady: any ? true : f, to: 'self' };
    },
  ],
  [
    /^(.+?) can't challenge (this character|your characters|your .+)$/,
    (m) => ({ cantBeChallengedBy: parseFilter(m[1].replace(/^C/, 'c')), to: affected(m[2]) }),
  ],
  [
    /^this character can't be challenged by (.+)$/,
    (m) => ({ cantBeChallengedBy: parseFilter(m[1]), to: 'self' }),
  ],
  // However a card is put into an opponent's inkwell, it enters exerted (CR 7.5).
  [/^cards enter opponents' inkwells exerted$/, () => ({ opponentsInkExerted: true })],
  // A limit on declaring challenges, for every player (CR 4.6).
  [/^[Ee]ach turn, only one character can challenge$/, () => ({ oneChallengerPerTurn: true })],
  // A choice of one card by an opponent must fall on it when it can (CR 6.1.3).
  [
    /^[Oo]pponents must choose this character for actions and abilities if able$/,
    () => ({ mustBeChosen: true, to: 'self' }),
  ],
  // A play restriction (CR 1.2.2: “can't” wins), with its “unless” as the static's condition.
  [/^you can't play this (?:character|item|location)$/, () => ({ cantPlaySelf: true })],
  // CR 3.2.1.1: only the Ready step is refused.
  [
    /^(.+?) can't ready at the start of (?:your|their|their players') turns?$/,
    (m) => ({ restrict: 'readyStep', to: affected(m[1].replace(/^O/, 'o')) }),
  ],
  // CR 6.7.8: a replacement on the way cards enter play.
  [
    /^((?:[Oo]pposing|[Yy]our) .+?) enter play exerted$/,
    (m) => ({ entersExerted: true, to: parseFilter(m[1].replace(/^O/, 'o')) }),
  ],
];

/** A static sentence of this family, or undefined. */
export function staticRule(text: string): StaticEffect | undefined {
  return firstMatch(STATIC_RULES, text);
}

/**
 * “X can't quest unless [condition]” / “enters play exerted unless [condition]”: the restriction
 * holds while the condition does not (CR 6.4.3).
 */
export function splitUnless(text: string): { text: string; unless: string } | undefined {
  const m = /^(.+?) unless (.+)$/.exec(text);
  if (
    !m ||
    !/(can't (quest|challenge)|enters play exerted|can't play this (character|item|location))$/.test(m[1])
  )
    return undefined;
  return { text: m[1], unless: m[2] };
}

/**
 * A replacement printed as a trigger: “Whenever one of your other characters would be dealt
 * damage, put that many damage counters on this character instead.” (CR 6.5).
 */
export function replacementRule(body: string): StaticEffect | undefined {
  const m =
    /^Whenever one of your (.+?) would be dealt damage, put that many damage counters on this character instead\.?$/.exec(
      body,
    );
  return m ? { redirectDamageFrom: yours(m[1]) } : undefined;
}

/** Trigger phrases a delayed trigger of an effect may use (the subject is the controller's). */
const DELAYED: Readonly<Record<string, Trigger['on']>> = {
  quests: 'quests',
  challenges: 'challenges',
  'challenges another character': 'challenges',
  'banishes another character in a challenge': 'banishesInChallenge',
  'is banished': 'banished',
  'is banished in a challenge': 'banishedInChallenge',
};

/**
 * A delayed trigger inside an effect: “whenever one of your characters quests this turn, gain 1
 * lore” (CR 6.2.7.1, a floating triggered ability lasting this turn).
 */
function delayedTrigger(clause: string, parseEffect: (text: string) => readonly Step[]): Step[] | undefined {
  const m =
    /^whenever one of your (.+?) (quests|challenges(?: another character)?|is banished|is banished in a challenge|banishes another character in a challenge) this turn, (.+)$/.exec(
      clause,
    );
  if (!m) return undefined;
  const trigger: Trigger = { on: DELAYED[m[2]], subject: yours(m[1]) };
  return [{ do: 'floatingTrigger', trigger, effect: parseEffect(m[3]), duration: 'thisTurn' }];
}

/** Triggers a quoted, granted ability may have (“gains "When this character is banished …"”). */
const QUOTED: Readonly<Record<string, Trigger['on']>> = {
  'When this character is banished in a challenge': 'banishedInChallenge',
  'When this character is banished': 'banished',
  'Whenever this character quests': 'quests',
  'Whenever this character challenges another character': 'challenges',
};

const DURATION = '(this turn|until the start of your next turn)';

/**
 * Clauses of this family inside an effect: delayed triggers, “can challenge ready characters” for a
 * duration, and quoted triggered abilities granted for a duration (each optionally after keywords:
 * “gains Challenger +2 and …”). Undefined when the clause is none of these.
 */
export function familyClause(
  clause: string,
  parseEffect: (text: string) => readonly Step[],
): Step[] | undefined {
  const delayed = delayedTrigger(clause, parseEffect);
  if (delayed) return delayed;
  // The damage of the trigger event (CR 1.9.1.5).
  const same = /^deal the same amount of damage to (.+)$/.exec(clause);
  if (same) return [{ do: 'dealDamage', amount: { eventDamage: true }, target: parseTarget(same[1]) }];
  // CR 4.6.6: the source is spared the damage of the current challenge.
  if (/^(?:he|she|this character) takes no damage from the challenge$/.test(clause))
    return [{ do: 'preventChallengeDamage', target: 'self' }];
  const noActions = new RegExp(`^opponents can't play actions ${DURATION}$`).exec(clause);
  if (noActions)
    return [
      {
        do: 'restrictPlayers',
        players: 'opponents',
        what: 'playActions',
        duration: parseDuration(noActions[1]),
      },
    ];
  // The player whose character challenged: the owner of the event's card (CR 4.6.5).
  const challenging = /^the challenging player chooses and discards (a|\d+) cards?$/.exec(clause);
  if (challenging) return [{ do: 'discard', amount: parseCount(challenging[1]), player: 'ownerOfEvent' }];
  let m = new RegExp(`^(.+?) may also challenge ready characters ${DURATION}$`).exec(clause);
  if (m) return [{ do: 'allowChallengeReady', target: parseTarget(m[1]), duration: parseDuration(m[2]) }];
  m = new RegExp(
    `^(.+?) gains? (?:(.+?) and )?(?:can challenge ready characters|"(This character can challenge ready characters)") ${DURATION}$`,
  ).exec(clause);
  if (m) {
    return [
      {
        do: 'allowChallengeReady',
        target: parseTarget(m[1]),
        duration: parseDuration(m[4]),
        ...(m[2] ? { keywords: parseKeywordGrants(m[2]) } : {}),
        ...(m[3] ? { quoted: true } : {}),
      },
    ];
  }
  m = new RegExp(`^(.+?) (?:can|may) challenge ready characters ${DURATION}$`).exec(clause);
  if (m) return [{ do: 'allowChallengeReady', target: parseTarget(m[1]), duration: parseDuration(m[2]) }];
  m = new RegExp(`^(.+?) gains? (?:(.+?) and )?"([^",]+), ([^"]+?)\\.?" ${DURATION}$`).exec(clause);
  if (m && QUOTED[m[3]]) {
    return [
      {
        do: 'grantTrigger',
        target: parseTarget(m[1]),
        trigger: { on: QUOTED[m[3]] },
        effect: parseEffect(m[4]),
        duration: parseDuration(m[5]),
        ...(m[2] ? { keywords: parseKeywordGrants(m[2]) } : {}),
      },
    ];
  }
  return undefined;
}

/**
 * Binds “the challenging character / player” of a trigger's effect to the event card that is the
 * challenger: the event's card when this character “is challenged” (the challenge declaration),
 * the other card when it “is challenged and banished” (the banishment). Other triggers have no
 * challenger: the phrase stays unparsed.
 */
export function bindChallenger(
  effect: ParsedEffect,
  triggers: readonly Trigger[],
  text: string,
): ParsedEffect {
  const json = JSON.stringify(effect);
  const slot = JSON.stringify(CHALLENGER);
  const card = json.includes(slot);
  const player = text.includes('the challenging player');
  if (!card && !player) return effect;
  const [t] = triggers;
  const self = triggers.length === 1 && (t.subject ?? 'self') === 'self';
  // “Whenever this character / a character of yours is challenged”: the event's card is the
  // challenger, whichever card the trigger is about (see trigger-match.ts).
  if (triggers.length === 1 && t.on === 'challenged' && (self || !player))
    return theirPlayerIsTheEvents(JSON.parse(json.split(slot).join('"eventCard"')));
  // “Whenever an opposing character challenges, … the challenging character”: the event's card.
  if (triggers.length === 1 && t.on === 'challenges' && !player)
    return JSON.parse(json.split(slot).join('"eventCard"'));
  if (t.on === 'challengedAndBanished' && triggers.length === 1 && !player)
    return JSON.parse(json.split(slot).join('"eventOther"'));
  return fail(card ? 'the challenging character' : 'the challenging player');
}

/**
 * “The challenging character gets -3 {S} this turn unless their player pays 3 {I}”: “their player”
 * is the owner of the event's card the steps act on, not of a card chosen before.
 */
function theirPlayerIsTheEvents(effect: ParsedEffect): ParsedEffect {
  return effect.map((s) =>
    s.do === 'unless' &&
    s.player === 'ownerOfIt' &&
    s.steps.every((x) => 'target' in x && x.target === 'eventCard')
      ? {
          ...s,
          player: 'ownerOfEvent',
          // That player pays: the ink is theirs.
          their: s.their.map((x) => (x.do === 'payInk' ? { ...x, player: 'ownerOfEvent' } : x)),
        }
      : s,
  );
}
