/**
 * Effect sentences of issue 16: sentences that read the step before them —
 * a floating trigger watching the chosen card (“Whenever they challenge another character this
 * turn, …”, CR 6.2.7.1) and a self-replacement of the amount of damage removed (“If a character
 * named Darkwing Duck is chosen, remove up to 4 damage instead”, CR 6.5.1.1).
 *
 * @module
 */
import type { Trigger } from '../../../../src/cards/vocabulary-abilities.js';
import type {
  ParsedCondition as Condition,
  ParsedEffect as Effect,
  ParsedStep as Step,
} from '../../parsed/parse-tree.js';
import { parseCount, parseDuration, parseFilter, parseKeywordGrants, parseTarget } from '../phrases.js';

/** What these sentences need from the grammar. */
export interface FloatingTriggerDeps {
  readonly clauses: (text: string) => Effect;
  readonly condition: (phrase: string) => Condition;
}

const WATCHED: Readonly<Record<string, Trigger['on']>> = {
  'challenge another character': 'challenges',
  quest: 'quests',
};

/** Whether a step chose cards the next sentence can call “they”. */
function chose(step: Step | undefined): boolean {
  if (!step || !('target' in step)) return false;
  const target = step.target;
  return typeof target === 'object' && 'choose' in target;
}

/**
 * “If its card type is: • character, [A] • action or item, [B] • location, [C]” after a step that
 * found one card: one branch by the card's type, each tested only if the one before did not match.
 */
function byCardType(bullets: readonly string[], deps: FloatingTriggerDeps): Step[] | undefined {
  let chain: Step[] | undefined;
  for (const bullet of [...bullets].reverse()) {
    const m = /^(character|action|item|location|action or item|character or location), (.+)$/.exec(
      bullet.trim(),
    );
    if (!m) return undefined;
    const branch: Step = {
      do: 'if',
      cond: { refIs: 'it', filter: parseFilter(m[1]) },
      steps: deps.clauses(m[2]),
      ...(chain ? { otherwise: chain } : {}),
    };
    chain = [branch];
  }
  return chain;
}

/**
 * One sentence after the steps `out` already read (and the sentences after it): when it is of this
 * family, its steps are pushed onto `out` (or replace its last step) and the answer is how many
 * sentences it used (0 when it is not of this family).
 */
export function floatingTriggerSentence(
  s: string,
  out: Step[],
  deps: FloatingTriggerDeps,
  rest: readonly string[] = [],
): number {
  const types = /^if its card type is: • (.+)$/.exec(s);
  if (types) {
    // The bullets were split into sentences at their full stops: gather them back.
    const text = [types[1], ...rest].join('. ');
    const chain = byCardType(text.split(/\.? • /), deps);
    const [prev] = out.slice(-1);
    const found =
      prev?.do === 'mill' || (prev?.do === 'may' && prev.steps.length === 1 && prev.steps[0].do === 'mill');
    if (!chain || !found) return 0;
    out.push(...chain);
    return 1 + rest.length;
  }
  return covE1One(s, out, deps) ? 1 : 0;
}

function covE1One(s: string, out: Step[], deps: FloatingTriggerDeps): boolean {
  const last = out[out.length - 1];
  // “Whenever they …” / “The next time they … this turn, …” (once, CR 6.2.7.1): about the chosen
  // card, also after a step that went on acting on it (“Ready chosen character. They can't quest …”).
  let m =
    /^(whenever|the next time) (?:they|he|she) (challenge another character|quest) (this turn), (.+)$/.exec(
      s,
    );
  const stillIt = last !== undefined && 'target' in last && last.target === 'it' && out.some(chose);
  if (m && (chose(last) || stillIt)) {
    out.push({
      do: 'watchTrigger',
      target: 'it',
      trigger: { on: WATCHED[m[2]] },
      effect: deps.clauses(m[4]),
      duration: parseDuration(m[3]),
      ...(m[1] === 'the next time' ? { once: true as const } : {}),
    });
    return true;
  }
  // “Chosen character gets +1 {S} this turn for each 1 damage on them”: the chosen card's damage,
  // counted as the step resolves (CR 6.1.8), not the source's.
  m = /^(chosen .+?) gets \+1 \{S\} this turn for each 1 damage on (?:them|him|her|it)$/.exec(s);
  if (m) {
    out.push(
      { do: 'choose', target: parseTarget(m[1]) },
      { do: 'modify', target: 'it', stat: 'strength', amount: { damageOnCard: 'it' }, duration: 'thisTurn' },
    );
    return true;
  }
  // “… gets +2 {S} and gains "This character takes no damage from challenges" this turn” (CR 4.6.6).
  m =
    /^(chosen .+?) gets \+(\d+) \{S\} and gains "This character takes no damage from challenges" (this turn)$/.exec(
      s,
    );
  if (m) {
    const duration = parseDuration(m[3]);
    out.push(
      { do: 'choose', target: parseTarget(m[1]) },
      { do: 'modify', target: 'it', stat: 'strength', amount: Number(m[2]), duration },
      { do: 'spareChallengeDamage', target: 'it', duration },
    );
    return true;
  }
  // “Choose a character. They can't challenge or quest while this item is in play.”: one lasting
  // restriction each, ending when the item leaves play (CR 6.4.2.3).
  m =
    /^they can't (quest|challenge)(?: or (quest|challenge))? while this (?:item|location|character) is in play$/.exec(
      s,
    );
  if (m && last?.do === 'choose') {
    for (const what of [m[1], m[2]].filter(Boolean) as ('quest' | 'challenge')[])
      out.push({ do: 'whileSourceInPlay', target: 'it', restrict: what });
    return true;
  }
  // “Choose a character of yours. While this item is in play, that character gains Evasive.”
  m =
    /^while this (?:item|location|character) is in play, (?:that character|they) (?:gains? (.+)|(can't ready at the start of their turn))$/.exec(
      s,
    );
  if (m && last?.do === 'choose') {
    out.push({
      do: 'whileSourceInPlay',
      target: 'it',
      ...(m[1] ? { keywords: parseKeywordGrants(m[1]) } : { restrict: 'readyStep' as const }),
    });
    return true;
  }
  // “Each player chooses 2 of their characters and puts them into their inkwell facedown and exerted.”
  m =
    /^each (player|opponent) chooses (\d+|one|two) of their characters and puts (?:them|it|that character) into their inkwell facedown and exerted$/.exec(
      s,
    );
  if (m) {
    out.push({
      do: 'playersInkTheirs',
      players: m[1] === 'player' ? 'eachPlayer' : 'opponents',
      count: parseCount(m[2]),
      filter: { type: 'character' },
    });
    return true;
  }
  // “{E} one of your characters to deal damage equal to their {S} to chosen character.”: exerting one
  // of your ready characters is the first part; the damage needs it done (CR 6.1.5.1) and counts its
  // {S} as the damage is dealt, remembered under a slot (the chosen target is the later `it`).
  m = /^\{E\} one of your characters to deal damage equal to their \{S\} to (chosen .+)$/.exec(s);
  if (m) {
    const exert = {
      do: 'exert',
      target: { choose: { type: 'character', owner: 'you', exerted: false } },
      as: 'exerted',
    };
    out.push({
      do: 'sequence',
      first: [exert as Step],
      next: [
        {
          do: 'dealDamage',
          target: parseTarget(m[1]),
          amount: { statOf: { slot: 'exerted' }, stat: 'strength' },
        },
      ],
    });
    return true;
  }
  // “Choose and discard a card to deal 1 damage to chosen character or location. If a Pirate character
  // card was discarded, deal 3 damage to that character or location instead.” (CR 6.5.1.1): the
  // discarded card is remembered and tested as the damage is dealt.
  m =
    /^if an? (.+? card) was discarded, deal (\d+) damage to that (?:character|location|character or location) instead$/.exec(
      s,
    );
  const [discard] = last?.do === 'sequence' ? last.first : [];
  const [hit] = last?.do === 'sequence' ? last.next : [];
  if (
    m &&
    last?.do === 'sequence' &&
    discard?.do === 'discard' &&
    discard.amount === 1 &&
    !discard.player &&
    hit?.do === 'dealDamage' &&
    last.next.length === 1
  ) {
    const discardOne = { do: 'discardOf', filter: {}, as: 'discarded' } as Step;
    const instead = { if: { refIs: { slot: 'discarded' }, filter: parseFilter(m[1]) }, amount: Number(m[2]) };
    out.splice(out.length - 1, 1, { do: 'sequence', first: [discardOne], next: [{ ...hit, instead }] });
    return true;
  }
  // “Remove up to 2 damage from chosen character. If a character named X is chosen, remove up to 4
  // damage instead.”: choose once, then remove one amount or the other (CR 6.5.1.1).
  m = /^if (.+?) is chosen, remove up to (\d+) damage instead$/.exec(s);
  if (m && last?.do === 'removeDamage' && chose(last)) {
    const cond = deps.condition(`${m[1]} is chosen`);
    out.splice(
      out.length - 1,
      1,
      { do: 'choose', target: last.target },
      {
        do: 'if',
        cond,
        steps: [{ do: 'removeDamage', target: 'it', amount: Number(m[2]) }],
        otherwise: [{ do: 'removeDamage', target: 'it', amount: last.amount }],
      },
    );
    return true;
  }
  return false;
}
