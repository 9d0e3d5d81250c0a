/**
 * Static abilities of issue 16's effect templates: a trailing “while …” condition after a
 * turn prefix (“During your turn, this character gains Evasive while a Pirate character is in play”),
 * a keyword gained “this turn” under an “if” (a conditional static, CR 6.4.3) and stat floors
 * (“Your characters' {S} can't be reduced below their printed value”, CR 6.6.4). `grammar/abilities.ts` asks
 * {@link trailingWhileStatic} before its own static rules; the grammar's parsers are passed in, so this file
 * has no import loop.
 *
 * @module
 */
import type { StaticEffect } from '../../../../src/cards/vocabulary-abilities.js';
import type { CardFilter } from '../../../../src/cards/vocabulary-refs.js';
import type {
  ParsedAbility as Ability,
  ParsedCondition as Condition,
  ParsedEffect,
} from '../../parsed/parse-tree.js';

type Static = Extract<Ability, { kind: 'static' }>;

/**
 * “This character may enter play exerted to [effect]”: a triggered ability on the choice its player
 * makes as it enters play (CR 6.7.8), or undefined.
 */
export function enterExertedAbility(
  name: string,
  body: string,
  parseEffect: (text: string) => ParsedEffect,
): Ability | undefined {
  const m = /^This character may enter play exerted to (.+?)\.?$/.exec(body);
  if (!m) return undefined;
  return { kind: 'triggered', name, trigger: { on: 'entersExertedByChoice' }, effect: parseEffect(m[1]) };
}

/** A static ability of this family, or undefined. */
export function trailingWhileStatic(
  name: string,
  body: string,
  parseCondition: (phrase: string) => Condition,
  parseStaticEffect: (text: string) => StaticEffect,
  parseFilter: (phrase: string) => CardFilter,
): Static | undefined {
  const text = body.replace(/\.$/, '').trim();
  const make = (effect: StaticEffect, condition?: Condition): Static => ({
    kind: 'static',
    name,
    ...(condition ? { condition } : {}),
    effect,
  });
  // “During your turn, X gains K while [condition]”: both must hold (CR 6.4.3).
  let m = /^During your turn, (.+? gains? [A-Z][\w +]*?) while (.+)$/.exec(text);
  if (m) return make(parseStaticEffect(m[1]), { all: [{ yourTurn: true }, parseCondition(m[2])] });
  // “If [condition], this character gains Rush this turn”: a conditional static, true for the rest of
  // the turn once the turn-history condition holds.
  m = /^If (.+?), (this character gains? [A-Z][\w +]*?) this turn$/.exec(text);
  if (m) return make(parseStaticEffect(m[2]), parseCondition(m[1]));
  // “If you have a character named Fat Cat in play, you may play this card for free” (CR 1.5.5.3).
  m = /^If (.+?), you may play this (?:card|item|location|character) for free$/.exec(text);
  if (m) return make({ playForFree: 'self' }, parseCondition(m[1]));
  // “Your locations can't be challenged by characters with cost 2 or less” (a challenge restriction).
  m = /^Your (characters|locations|items) can't be challenged by (.+)$/.exec(text);
  if (m) {
    const to = parseFilter(`your ${m[1]}`);
    return make({ cantBeChallengedBy: parseFilter(m[2]), to });
  }
  // “(During your turn,) each opposing character with cost 2 or less gets -1 {S}”: every match.
  m = /^(During your turn, )?[Ee]ach ((?:opposing|other) .+? gets [+-]\d+ \{[SWL]\})$/.exec(text);
  if (m) return make(parseStaticEffect(m[2]), m[1] ? { yourTurn: true } : undefined);
  m =
    /^(Your characters'|This character's) \{S\} can't be reduced below (?:their|its|his|her) printed value$/.exec(
      text,
    );
  if (m)
    return make({
      statFloor: 'strength',
      to: m[1] === "Your characters'" ? { type: 'character', owner: 'you' } : 'self',
    });
  return undefined;
}

/**
 * The continuous part “X can't be dealt damage” / “X takes no damage from challenges” (restrictions,
 * CR 1.9.1.2, 4.6.6), or undefined; its conditions are read by the static grammar around it.
 */
export function damageRestrictionEffect(
  t: string,
  parseFilter: (phrase: string) => CardFilter,
): StaticEffect | undefined {
  if (/^this character can quest the turn (?:he|she|it|they)(?:'s| is| are|'re) played$/.test(t))
    return { questWhileDrying: true };
  const cls =
    /^([Yy]our other characters|(?:[Aa]ll )?[Oo]pposing characters) gain the (\p{Lu}[\p{L}-]*) classification$/u.exec(
      t,
    );
  if (cls) return { grantClassification: cls[2], to: parseFilter(cls[1].toLowerCase().replace(/^all /, '')) };
  // “… can't be dealt damage unless he's / they're being challenged”: each affected card's own
  // challenge (CR 4.6), so a restriction of its own rather than a condition on the source.
  const unless = /^(.+?) can't be dealt damage unless (?:he's|she's|it's|they're) being challenged$/.exec(t);
  if (unless) {
    const who = unless[1].charAt(0).toLowerCase() + unless[1].slice(1);
    const to = /^this (character|location)$/.test(who) ? ('self' as const) : parseFilter(who);
    return { restrict: 'beDealtDamageUnlessChallenged', to };
  }
  const m = /^(.+?) (can't be dealt damage|takes? no damage from challenges)$/.exec(t);
  if (!m) return undefined;
  const subject = m[1].charAt(0).toLowerCase() + m[1].slice(1);
  const to = /^this (character|location)$/.test(subject) ? ('self' as const) : parseFilter(subject);
  return { restrict: m[2] === "can't be dealt damage" ? 'beDealtDamage' : 'takeChallengeDamage', to };
}
