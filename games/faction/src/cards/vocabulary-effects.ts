/**
 * The card vocabulary, part 2: effects and conditions, in the shared card language
 * (`@cardloom/core/cards`). An effect is a list of steps resolved in order as one stack entry (F7): the
 * faction game's verbs (`draw`, `damage`, `exhaust`…, each defined with its rules and its wording in
 * `engine/language/verbs.ts`) and the language's own control flow (`may`, `if`, choose one, for each…).
 *
 * Rules: F3 (resources), F5 (board), F7 (effects). See RULES.md.
 * @module
 */
import type { Condition as CoreCondition, Step } from '@cardloom/core/cards';
import type { FactionVerbs } from '../engine/language/verbs';
import type { FactionNouns } from './vocabulary';

/** A card id: the slug of a card in the pool, e.g. `ashblade-duelist`. */
export type CardId = string;

/** A test on the game as seen by an ability's controller (`{ test: 'behind' }`, `{ not: … }`…). */
export type Condition = CoreCondition<FactionNouns>;

/** One step of an ability: `{ do: 'damage', target: chosen(OPPOSING_CHARACTER), amount: 2 }`. */
export type Effect = Step<FactionNouns, FactionVerbs>;

/** The step kinds (verbs and control words), for exhaustive handling. */
export type EffectKind = Effect['do'];
