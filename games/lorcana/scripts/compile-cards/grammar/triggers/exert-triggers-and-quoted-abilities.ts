/**
 * Ability lines of issue 16 (conditions, triggers, turn history, quoted
 * abilities, replacements and activated-cost oddities): the rules `parseAbility` tries first.
 * Each rule reads one printed template or returns undefined; a phrase it half-reads throws
 * `Unparsed` so the whole card stays unsupported.
 *
 * @module
 */
import type { Trigger } from '../../../../src/cards/vocabulary-abilities.js';
import type { TextLine } from '../../data/printings.js';
import type { ParsedAbility as Ability, ParsedEffect } from '../../parsed/parse-tree.js';
import { fail, parseCondition, parseFilter } from '../phrases.js';

type ParseAbility = (name: string, body: string) => Ability;

/**
 * “{2} {E} - effect”: a data form of the cost “{E}, 2 {I} — effect” (the ink symbol printed as a
 * braced number before the exert symbol). Read as the usual activated ability (CR 6.3.1).
 */
function bracedInkCost(name: string, body: string, parse: ParseAbility): Ability | undefined {
  const m = /^\{(\d+)\} \{E\} [-–—] (.+)$/.exec(body);
  return m ? parse(name, `{E}, ${m[1]} {I} — ${m[2]}`) : undefined;
}

/** “You may have up to 99 copies of [this card] in your deck” (a deck-building rule above CR 1.10.1.1). */
function copiesInDeck(name: string, body: string): Ability | undefined {
  const m = /^You may have up to (\d+) copies of .+ in your deck\.?$/.exec(body);
  return m ? { kind: 'static', name, effect: { anyNumberInDeck: true, max: Number(m[1]) } } : undefined;
}

/** The trigger phrases of this family: a character becoming exerted (CR 5.1.1.2). */
export function exertTrigger(phrase: string): Trigger[] | undefined {
  if (/^whenever this character (?:exerts|becomes exerted|is exerted)$/.test(phrase))
    return [{ on: 'exerted' }];
  if (/^whenever an opposing character (?:becomes exerted|is exerted)$/.test(phrase))
    return [{ on: 'exerted', subject: { type: 'character', owner: 'opponent' } }];
  return undefined;
}

/** Re-points the card's own references of an effect (`this card`) at the event's card, or undefined. */
function selfToEventCard(effect: ParsedEffect): ParsedEffect | undefined {
  const json = JSON.stringify(effect, (key, value) =>
    (key === 'target' || key === 'card') && value === 'self' ? 'eventCard' : value,
  );
  return json.includes('"self"') ? undefined : (JSON.parse(json) as ParsedEffect);
}

/**
 * “Your characters named Jetsam gain "When this character is banished in a challenge, return this
 * card to your hand."” (CR 6.4): a static granting a triggered ability to your matching characters.
 * Each of them triggers on its own event and acts on itself; as they are yours, the controller is
 * the same, so it is read as the granting card's ability triggering on their event (CR 6.2.3: a
 * leaves-play trigger looks back in time).
 */
function grantsTrigger(name: string, body: string, parse: ParseAbility): Ability | undefined {
  const m = /^Your (.+?) gain "((?:When|Whenever) this character [^"]+?)\.?"\.?$/.exec(body);
  if (!m) return undefined;
  const granted = parse(name, m[2]);
  if (granted.kind !== 'triggered' || granted.activeWhen || granted.if || Array.isArray(granted.trigger))
    return fail(body);
  const trigger = granted.trigger as Trigger;
  const effect = selfToEventCard(granted.effect);
  if ((trigger.subject ?? 'self') !== 'self' || !effect) return fail(body);
  const subject = { ...parseFilter(m[1]), owner: 'you' as const };
  return { ...granted, trigger: { ...trigger, subject }, effect };
}

/** “You can't play this action unless [condition].” (CR 1.2.2: “can't” wins while it is false). */
function cantPlayAction(name: string, body: string): Ability | undefined {
  const m = /^You can't play this action unless (.+?)\.?$/.exec(body);
  if (!m) return undefined;
  return { kind: 'static', name, condition: { not: parseCondition(m[1]) }, effect: { cantPlaySelf: true } };
}

/**
 * “While there's a card under this character, she gets +1 {L} and gains "Whenever this character is
 * challenged, …"”: the card gaining a quoted triggered ability of its own is two abilities of one
 * name — the static and the trigger, each under the same “while” (CR 6.4.3, 6.1.13.6).
 */
export function splitGainedQuote(line: TextLine): TextLine[] {
  const m =
    /^((?:While|During) [^,"]+, )?(?:this character|she|he) gets ([+-]\d+ \{[SWL]\}) and gains "((?:When|Whenever) this character [^"]+?)\.?"\.?$/.exec(
      line.body,
    );
  if (!m) return [line];
  const head = m[1] ?? '';
  const quote = head ? m[3].charAt(0).toLowerCase() + m[3].slice(1) : m[3];
  return [
    { ...line, body: `${head}this character gets ${m[2]}.` },
    { ...line, body: `${head}${quote}.` },
  ];
}

/**
 * “a card named Pull the Lever!”: a card name ending in “!” would end the sentence. The text is read
 * with the names' “!” set aside, and the names are put back in the result.
 */
function namesWithBang(name: string, body: string, parse: ParseAbility): Ability | undefined {
  const names = [...body.matchAll(/named ((?:[A-Z][\w']*)(?: (?:[A-Z][\w']*|the|of|and))*)!/g)].map(
    (m) => m[1],
  );
  if (names.length === 0) return undefined;
  let text = body;
  for (const n of names) text = text.split(`${n}!`).join(n);
  const json = JSON.stringify(parse(name, text), (key, value) =>
    key === 'name' && typeof value === 'string' && names.includes(value) ? `${value}!` : value,
  );
  return JSON.parse(json) as Ability;
}

/** The ability rules of this family, or undefined. */
export function costGrantAndNameAbility(
  name: string,
  body: string,
  parse: ParseAbility,
): Ability | undefined {
  return (
    bracedInkCost(name, body, parse) ??
    copiesInDeck(name, body) ??
    grantsTrigger(name, body, parse) ??
    cantPlayAction(name, body) ??
    namesWithBang(name, body, parse)
  );
}
