/**
 * The card vocabulary, part 3: abilities. Triggered and activated abilities put their effects on the
 * stack (F7.1); static abilities modify the game while their card is face up in play; a support ability is
 * paid for with the card's support fee when the card is played (F2.4, D17). The shapes are the shared card
 * language's (`@cardloom/core/cards`); the words (triggers, modifiers, costs, timings) are the game's.
 * @module
 */
import type {
  AbilityText,
  StaticModifier as CoreStaticModifier,
  Trigger as CoreTrigger,
  Cost,
} from '@cardloom/core/cards';
import type { FactionVerbs } from '../engine/language/verbs';
import type { FactionNouns } from './vocabulary';
import type { Effect } from './vocabulary-effects';

export type { Scope } from './vocabulary';

/** The events a triggered ability waits for (`{ on: 'attacks' }`). "This" is the ability's card. */
export type Trigger = CoreTrigger<FactionNouns>;

/** What an activated ability costs (`{ exhaust: true, resources: 1 }`). All parts are paid when it is activated. */
export type ActivationCost = Cost<FactionNouns>;

/** When an activated ability may be used. */
export type Timing = FactionNouns['timings'];

/** A static change to characteristics or rules while its card is face up in play. */
export type StaticModifier = CoreStaticModifier<FactionNouns>;

/** A named ability of a card (triggered, activated or static). Names are the card's own. */
export type Ability = Exclude<AbilityText<FactionNouns, FactionVerbs>, { readonly kind: 'replacement' }>;

/** The optional support ability of a card (F2.4): pay the fee while playing the card to add its effects. */
export interface SupportAbility {
  readonly name: string;
  /** Factionless resources paid on top of the acquisition cost. */
  readonly fee: number;
  readonly effects: readonly Effect[];
}
