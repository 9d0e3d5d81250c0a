/**
 * Triggered abilities of the card-text grammar: trigger phrases (“When you play this character”,
 * “Whenever … quests”, “At the start of your turn”) into triggers, the “During your turn,” and
 * “Once per turn,” heads before them, the trigger's effect with its secondary “if” (CR 6.2.4), and
 * the pronouns that refer to the triggering card.
 *
 * @module
 */
import type { Trigger } from '../../../../src/cards/vocabulary-abilities.js';
import type {
  ParsedAbility as Ability,
  ParsedCondition as Condition,
  ParsedEffect as Effect,
  ParsedStep as Step,
} from '../../parsed/parse-tree.js';
import { aboutThem, aboutThemAs } from '../effects/instead-for-them-sentences.js';
import { parseEffect } from '../effects.js';
import { fail, parseCondition, parseFilter } from '../phrases.js';
import { checkTriggerPronouns, parsePlacesTrigger, placesEffectText } from '../places/location-abilities.js';
import { tournamentTrigger } from './cards-under-and-once-per-turn.js';
import { chosenTrigger } from './chosen-triggers.js';
import { exertTrigger } from './exert-triggers-and-quoted-abilities.js';
import { namedOrOpponentTrigger } from './named-and-opponent-triggers.js';
import { bindChallenger, splitTriggerGate, splitWhilePrefix, triggerRule } from './trigger-table.js';

/** Trigger phrases → triggers. */
function parseTriggerPhrase(phrase: string): Trigger[] {
  const p = phrase.trim();
  const places = parsePlacesTrigger(p, parseTriggerPhrase);
  if (places) return places;
  const both = /^when you play this character and whenever (?:he|she|they|it) quests?$/.exec(p);
  if (both) return [{ on: 'played' }, { on: 'quests' }];
  const and = /^when you play this character and (.+)$/.exec(p);
  if (and) {
    const rest = and[1]
      .replace(/^whenever (?:he|she|they)(?:'s| is| are) /, 'whenever this character is ')
      .replace(/^whenever (?:he|she|they) /, 'whenever this character ');
    return [{ on: 'played' }, ...parseTriggerPhrase(rest)];
  }
  const self: Record<string, Trigger['on']> = {
    'when you play this character': 'played',
    'when you play this item': 'played',
    'when you play this location': 'played',
    'whenever this character quests': 'quests',
    'when this character is banished': 'banished',
    'whenever this character is banished': 'banished',
    'when this item is banished': 'banished',
    'when this character is banished in a challenge': 'banishedInChallenge',
    'whenever this character is banished in a challenge': 'banishedInChallenge',
    'when this character is challenged and banished': 'challengedAndBanished',
    'whenever this character is challenged and banished': 'challengedAndBanished',
    'whenever this character challenges another character': 'challenges',
    'whenever this character is challenged': 'challenged',
    'whenever this character banishes another character in a challenge': 'banishesInChallenge',
    'whenever this character sings a song': 'sings',
    'whenever this character moves to a location': 'movesToLocation',
    'when this character moves to a location': 'movesToLocation',
    'at the start of your turn': 'startOfTurn',
    'at the end of your turn': 'endOfTurn',
    'whenever you draw a card': 'draws',
    'whenever a card is put into your inkwell': 'inked',
    'whenever this character is dealt damage': 'damaged',
  };
  if (self[p]) return [{ on: self[p] }];
  let m = /^whenever you play (?:a|an|another) (.+)$/.exec(p);
  if (m) {
    const filter = parseFilter(m[1]);
    const other = /^whenever you play another/.test(p);
    return [{ on: 'played', subject: { ...filter, owner: 'you', ...(other ? { other: true } : {}) } }];
  }
  m =
    /^whenever (?:a|an) (.+?) (quests|is banished in a challenge|is banished|is challenged) while here$/.exec(
      p,
    );
  if (m) {
    const on: Record<string, Trigger['on']> = {
      quests: 'quests',
      'is banished': 'banished',
      'is banished in a challenge': 'banishedInChallenge',
      'is challenged': 'challenged',
    };
    return [{ on: on[m[2]], subject: parseFilter(m[1]), here: true }];
  }
  m =
    /^whenever one of your (.+?) (quests|challenges another character|challenges|is banished|is banished in a challenge|sings a song|banishes another character in a challenge)$/.exec(
      p,
    );
  if (m) {
    const on: Record<string, Trigger['on']> = {
      quests: 'quests',
      'sings a song': 'sings',
      'banishes another character in a challenge': 'banishesInChallenge',
      'challenges another character': 'challenges',
      challenges: 'challenges',
      'is banished': 'banished',
      'is banished in a challenge': 'banishedInChallenge',
    };
    return [{ on: on[m[2]], subject: { ...parseFilter(m[1]), owner: 'you' } }];
  }
  m =
    /^whenever (?:a|an) (.+?) (quests|is banished|is banished in a challenge|is damaged|is dealt damage|is challenged)$/.exec(
      p,
    );
  if (m) {
    const on: Record<string, Trigger['on']> = {
      quests: 'quests',
      'is damaged': 'damaged',
      'is dealt damage': 'damaged',
      'is challenged': 'challenged',
      'is banished': 'banished',
      'is banished in a challenge': 'banishedInChallenge',
    };
    return [{ on: on[m[2]], subject: parseFilter(m[1]) }];
  }
  return (
    tournamentTrigger(p, parseTriggerPhrase) ??
    triggerRule(p) ??
    namedOrOpponentTrigger(p, parseFilter, parseTriggerPhrase) ??
    exertTrigger(p) ??
    chosenTrigger(p) ??
    fail(p)
  );
}

/** “During your turn,” / “Once per turn,” / “During an opponent's turn,” before a trigger. */
function splitTriggerHead(body: string): {
  head: string;
  effect: string;
  activeWhen?: Condition;
  oncePerTurn?: boolean;
} | null {
  let text = body;
  let activeWhen: Condition | undefined;
  let oncePerTurn: boolean | undefined;
  let m =
    /^(During your turn|During an opponent's turn|During opponents' turns|Once per turn|Once during your turn), ([wa].*)$/.exec(
      text,
    );
  if (m) {
    if (m[1] === 'During your turn') activeWhen = { yourTurn: true };
    else if (m[1].startsWith('Once')) {
      oncePerTurn = true;
      if (m[1] === 'Once during your turn') activeWhen = { yourTurn: true };
    } else activeWhen = { not: { yourTurn: true } };
    text = m[2];
  }
  m =
    /^((?:When|Whenever|At the start of|At the end of|when|whenever|at the start of|at the end of) [^,]+), (.+)$/.exec(
      text,
    );
  if (!m) return null;
  return { head: m[1].charAt(0).toLowerCase() + m[1].slice(1), effect: m[2], activeWhen, oncePerTurn };
}

const CARD_FIELDS = ['target', 'card', 'character', 'location', 'from', 'to', 'host'] as const;

/**
 * “they / it / them” before any step has chosen or found cards refers to the card of the trigger
 * event (“whenever a character quests while here, remove damage from them”), or to the source
 * when the trigger is about the source itself.
 */
export function resolvePronouns(effect: Effect, fallback: 'eventCard' | 'self'): Effect {
  let found = false;
  const walk = (steps: Effect): Step[] =>
    steps.map((raw) => {
      let step = raw as Step & Record<string, unknown>;
      for (const field of CARD_FIELDS) {
        const value = step[field];
        if (value === 'it' && !found) step = { ...step, [field]: fallback };
        else if (typeof value === 'object' && value !== null && ('choose' in value || 'each' in value))
          found = true;
      }
      if (step.do === 'lookAtTop' || step.do === 'revealTop' || step.do === 'nameAndRevealTop') found = true;
      // The zones-and-cards coverage's discard of a kind acts on the discarded cards (“that character”).
      if (step.do === 'discardOf') found = true;
      // The singers of the event's song are “those characters” (singer-clauses.ts).
      if (step.do === 'singers') found = true;
      if (step.do === 'playersChoose' || step.do === 'revealHandDiscard') found = true;
      if (step.do === 'may') return { ...step, steps: walk(step.steps) } as Step;
      // “If they're a Hero character, … instead”: the condition and both branches are about the card.
      if (step.do === 'if' && !found && aboutThem(step)) return aboutThemAs(step, fallback);
      if (step.do === 'if') return { ...step, steps: walk(step.steps) } as Step;
      if (step.do === 'sequence') return { ...step, first: walk(step.first), next: walk(step.next) } as Step;
      if (step.do === 'choice') return { ...step, options: step.options.map((o) => walk(o)) } as Step;
      return step as Step;
    });
  return walk(effect);
}

export function parseTriggered(name: string, body: string): Extract<Ability, { kind: 'triggered' }> | null {
  const prefix = splitWhilePrefix(body);
  const parts = splitTriggerHead(prefix?.body ?? body);
  if (!parts) return null;
  if (prefix) parts.activeWhen = parseCondition(prefix.condition);
  const gated = splitTriggerGate(parts.head, parseCondition);
  if (gated.gate) {
    parts.head = gated.head;
    parts.activeWhen = parts.activeWhen ? { all: [parts.activeWhen, gated.gate] } : gated.gate;
  }
  const triggers = parseTriggerPhrase(parts.head);
  checkTriggerPronouns(triggers, parts.effect);
  const aboutOther = triggers.some((t) => t.subject !== undefined && t.subject !== 'self');
  const compiled = triggeredBody(
    bindChallenger(
      resolvePronouns(
        parseEffect(placesEffectText(triggers, parts.effect)),
        aboutOther ? 'eventCard' : 'self',
      ),
      triggers,
      parts.effect,
    ),
  );
  return {
    kind: 'triggered',
    name,
    trigger: triggers.length === 1 ? triggers[0] : triggers,
    ...(triggers.some((t) => t.ontoSelf) ? { from: 'under' as const } : {}),
    ...(parts.activeWhen ? { activeWhen: parts.activeWhen } : {}),
    ...(parts.oncePerTurn ? { oncePerTurn: true } : {}),
    ...compiled,
  };
}

/** A trigger's effect; a leading “if …,” is the ability's secondary condition (CR 6.2.4). */
function triggeredBody(effect: Effect): { if?: Condition; effect: Effect } {
  const [first] = effect;
  if (effect.length === 1 && first.do === 'if' && !first.otherwise)
    return { if: first.cond, effect: first.steps };
  return { effect };
}
