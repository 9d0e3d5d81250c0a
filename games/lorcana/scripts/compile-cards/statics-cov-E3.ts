/**
 * Static abilities of issue 16's effects coverage (helper E3): a trailing “while …” condition after a
 * turn prefix (“During your turn, this character gains Evasive while a Pirate character is in play”),
 * a keyword gained “this turn” under an “if” (a conditional static, CR 6.4.3) and stat floors
 * (“Your characters' {S} can't be reduced below their printed value”, CR 6.6.4). `abilities.ts` asks
 * {@link covE3Static} before its own static rules; the grammar's parsers are passed in, so this file
 * has no import loop.
 *
 * @module
 */
import type { StaticEffect } from '../../src/cards/vocabulary-abilities.js';
import type { ParsedAbility as Ability, ParsedCondition as Condition } from './parsed.js';

type Static = Extract<Ability, { kind: 'static' }>;

/** A static ability of this family, or undefined. */
export function covE3Static(
  name: string,
  body: string,
  parseCondition: (phrase: string) => Condition,
  parseStaticEffect: (text: string) => StaticEffect,
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
