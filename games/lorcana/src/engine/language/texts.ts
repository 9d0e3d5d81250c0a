/**
 * Printed abilities as the card language reads them: a Lorcana ability (vocabulary data, unchanged)
 * seen as the language's triggered, static, replacement or activated ability text. Built once per
 * ability object, so the language's per-cost caches hold.
 *
 * @module
 */
import type { AbilityText, ActivatedAbilityText, StaticModifier } from '@cardloom/core/cards';
import type { LorcanaCard } from '../../cards/card.js';
import type { Ability, ActivatedAbility } from '../../cards/vocabulary-abilities.js';
import type { LorcanaNouns } from '../../cards/vocabulary-refs.js';
import { staticKeyOf } from './abilities.js';
import type { LorcanaVerbs } from './verbs.js';

/** An ability in the language's terms. */
export type AbilityTextOf = AbilityText<LorcanaNouns, LorcanaVerbs>;

const texts = new WeakMap<Ability, AbilityTextOf>();
const cards = new WeakMap<LorcanaCard, readonly AbilityTextOf[]>();
const NONE: readonly AbilityTextOf[] = [];

/**
 * The language's text of a printed ability. A triggered ability keeps all its triggers (CR 6.2.6), its
 * zone (CR 6.1.12), its “during / while” gate (checked when the event happens), its secondary “if”
 * (checked on resolution, CR 6.2.4), “once per turn” and “the first time each turn”; an activated
 * ability keeps its “while” condition on using it.
 */
export function textOf(ability: Ability): AbilityTextOf {
  let text = texts.get(ability);
  if (text === undefined) {
    text = build(ability);
    texts.set(ability, text);
  }
  return text;
}

/** The language's text of an activated ability (a printed one, or one a card gives, CR 6.4). */
export function activatedTextOf(ability: ActivatedAbility): ActivatedAbilityText<LorcanaNouns, LorcanaVerbs> {
  // `build` makes an activated ability an activated text.
  return textOf(ability) as ActivatedAbilityText<LorcanaNouns, LorcanaVerbs>;
}

function build(ability: Ability): AbilityTextOf {
  const { name } = ability;
  if (ability.kind === 'triggered')
    return {
      kind: 'triggered',
      name,
      trigger: ability.trigger,
      condition: ability.activeWhen,
      resolveIf: ability.if,
      zones: [ability.from ?? 'play'],
      firstTimeEachTurn: ability.firstTimeEachTurn,
      oncePerTurn: ability.oncePerTurn,
      effects: ability.effect,
    };
  if (ability.kind === 'activated') {
    const { oncePerTurn, condition } = ability;
    return {
      kind: 'activated',
      name,
      cost: ability.cost,
      ...(oncePerTurn ? { oncePerTurn } : {}),
      ...(condition ? { condition } : {}),
      effects: ability.effect,
    };
  }
  const e = ability.effect;
  if ('redirectDamageFrom' in e) {
    const { condition } = ability;
    return {
      kind: 'replacement',
      name,
      replacement: {
        replace: 'redirectDamage',
        from: e.redirectDamageFrom,
        ...(condition ? { condition } : {}),
      },
    };
  }
  const mod = staticKeyOf(e);
  // The effect is the word's parameters (`{ mod, ...effect }`); a once-per-turn payment modifier is
  // spent under its ability's name.
  const modifier = {
    mod,
    ...e,
    ...(mod === 'costReduction' ? { ability: name } : {}),
  } as StaticModifier<LorcanaNouns>;
  return { kind: 'static', name, modifier };
}

/** The language's texts of a card's printed abilities, index for index. */
export function textsOf(card: LorcanaCard): readonly AbilityTextOf[] {
  const abilities = card.abilities;
  if (!abilities) return NONE;
  let out = cards.get(card);
  if (out === undefined) {
    out = abilities.map((a) => textOf(a));
    cards.set(card, out);
  }
  return out;
}
