/**
 * Rulesets (D30–D32): named option sets over the one definition.
 * @module
 */
import type { RulesetSpec } from '@cardloom/core';

/** Options the rules read with `ctx.option`. */
export interface FactionOptions {
  /** Victory tokens that win at a game-state check; 0 turns the victory-token win off. */
  readonly victoryTarget: number;
  /** Rounds before the game ends on points (D32). */
  readonly roundLimit: number;
}

/** D30: the default ruleset — 5 victory tokens, or be the last player with a main character. */
export const STANDARD: RulesetSpec = {
  name: 'standard',
  description: 'Win with 5 victory tokens, or as the last player with a main character; 20 rounds at most.',
  options: { victoryTarget: 5, roundLimit: 20 } satisfies FactionOptions,
};

/** D31: the alternative — no victory-token win; only defeating every other main character wins. */
export const CONQUEST: RulesetSpec = {
  name: 'conquest',
  description: 'Only the last player with a main character wins; victory tokens break ties after 25 rounds.',
  options: { victoryTarget: 0, roundLimit: 25 } satisfies FactionOptions,
};

/** Every ruleset; the first is the default. */
export const RULESETS: readonly RulesetSpec[] = [STANDARD, CONQUEST];
