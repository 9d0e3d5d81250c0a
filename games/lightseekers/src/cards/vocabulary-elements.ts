/**
 * Orders and Elements (Lightseekers 2.3).
 *
 * Six Orders of three Elements each. A card with neither is Unaligned. Access to an Element implies
 * access to its Order; access is basic (one action of that Element per turn) or superior (no limit).
 * @module
 */

/** The six Orders (Lightseekers 2.3). */
export const ORDERS = ['Astral', 'Dread', 'Mountain', 'Nature', 'Storm', 'Tech'] as const;
/** One of the six Orders. */
export type Order = (typeof ORDERS)[number];

/** The three Elements of each Order, in the order the rules list them (Lightseekers 2.3). */
export const ELEMENTS_OF = {
  Astral: ['Solar', 'Lunar', 'Gravity'],
  Dread: ['Poison', 'Death', 'Shadow'],
  Mountain: ['Fire', 'Earth', 'Crystal'],
  Nature: ['Animal', 'Forest', 'Soul'],
  Storm: ['Lightning', 'Water', 'Air'],
  Tech: ['Mechanical', 'Time', 'Explosives'],
} as const satisfies Record<Order, readonly [string, string, string]>;

/** One of the eighteen Elements. */
export type Element = (typeof ELEMENTS_OF)[Order][number];

/** All eighteen Elements, Order by Order. */
export const ELEMENTS: readonly Element[] = ORDERS.flatMap((order) => ELEMENTS_OF[order]);

const ORDER_OF_ELEMENT = new Map<Element, Order>(
  ORDERS.flatMap((order) => ELEMENTS_OF[order].map((element) => [element, order] as const)),
);

/** The Order an Element belongs to. */
export function orderOf(element: Element): Order {
  return ORDER_OF_ELEMENT.get(element)!;
}

/** A requirement printed on a card: an Element, or a whole Order (any of its Elements will do). */
export type Affinity = Element | Order;

/** Whether an affinity names an Order rather than an Element. */
export function isOrder(affinity: Affinity): affinity is Order {
  return (ORDERS as readonly string[]).includes(affinity);
}

/** Whether `element` satisfies `affinity` (the same Element, or an Element of that Order). */
export function satisfies(element: Element, affinity: Affinity): boolean {
  return isOrder(affinity) ? orderOf(element) === affinity : element === affinity;
}

/** Basic (silver frame) or superior (gold frame) access to an Element (Lightseekers 2.5.4, 4.3). */
export type Grade = 'basic' | 'superior';

/** An Element at a grade, as printed on heroes and items. */
export interface ElementStat {
  readonly element: Element;
  readonly grade: Grade;
}
