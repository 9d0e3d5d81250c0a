/**
 * English for the parts of an activated ability's cost that use other cards of yours (CR 6.3):
 * “banish one of your items”, “exert one of your characters”, “choose and discard an item card”.
 *
 * @module
 */
import { aOrAn, describeFilter } from './describe-nouns.js';
import type { ActivationCost } from './vocabulary-abilities.js';
import type { CardFilter } from './vocabulary-refs.js';

function yours(filter: CardFilter): string {
  return `one of your ${describeFilter({ ...filter, owner: undefined }, true)}`;
}

function cards(count: number, filter: CardFilter | undefined): string {
  const what = filter ? `${describeFilter(filter)} card` : 'card';
  if (count > 1) return `${count} ${what}s`;
  return aOrAn(what);
}

/** The other-card parts of a cost, in printed order. */
export function describeOtherCosts(cost: ActivationCost): string[] {
  const out: string[] = [];
  if (cost.exertOne) out.push(`exert ${yours(cost.exertOne)}`);
  if (cost.exertMany) {
    const { count, filter } = cost.exertMany;
    out.push(`exert ${count} ${describeFilter({ ...filter, owner: undefined }, true)} of yours`);
  }
  if (cost.banish) out.push(`banish ${yours(cost.banish)}`);
  if (cost.banishMany) {
    const { count, filter } = cost.banishMany;
    out.push(`banish ${count} of your ${describeFilter({ ...filter, owner: undefined }, true)}`);
  }
  if (cost.discard) out.push(`choose and discard ${cards(cost.discard.count, cost.discard.filter)}`);
  if (cost.damageSelf) out.push(`deal ${cost.damageSelf} damage to this character`);
  if (cost.discardToDeckBottom) {
    out.push(
      `put ${aOrAn(describeFilter(cost.discardToDeckBottom))} from your discard on the bottom of your deck`,
    );
  }
  return out;
}
