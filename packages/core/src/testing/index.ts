/**
 * `@cardloom/core/testing` — a small complete game ("Skirmish") for tests, examples and tools.
 * @packageDocumentation
 */
export { skirmish, skirmishCards, skirmishDeck } from './mini';
export type { SkirmishPolicy } from './mini';
