/**
 * Rulesets (D30–D32, D35): named option sets over the one definition. Rules version 2 (issue 20) is in
 * every ruleset's options (`rulesVersion`), so tools show which rules a game was played under.
 * @module
 */
import type { RulesetSpec } from '@cardloom/core';

/** Options the rules read with `ctx.option`. */
export interface FactionOptions {
  /** The rules version (2: targets declared on the stack, D21; rounds counted as rounds, D32). */
  readonly rulesVersion: number;
  /** Victory tokens that win at a game-state check; 0 turns the victory-token win off. */
  readonly victoryTarget: number;
  /** Rounds before the game ends on points (D32). */
  readonly roundLimit: number;
  /** Victory tokens for each opposing character defeated in your turn (D35); 0: none. */
  readonly bounty: number;
}

/**
 * The rules version every ruleset of this package plays (3: Pyre Warlord Kess has 9 defense, D36; 4: Cinder
 * Duchess Ysolde has 10 defense, D37).
 */
export const RULES_VERSION = 4;

/**
 * D30, D35: the default ruleset — 4 victory tokens win, and each opposing character you defeat in your
 * turn earns 1; or be the last player with a main character.
 */
export const STANDARD: RulesetSpec = {
  name: 'standard',
  description:
    'Win with 4 victory tokens (1 for each opposing character you defeat in your turn), or as the last player with a main character; 20 rounds at most.',
  version: RULES_VERSION,
  options: {
    rulesVersion: RULES_VERSION,
    victoryTarget: 4,
    roundLimit: 20,
    bounty: 1,
  } satisfies FactionOptions,
};

/** D31: the alternative — no victory-token win; only defeating every other main character wins. */
export const CONQUEST: RulesetSpec = {
  name: 'conquest',
  description: 'Only the last player with a main character wins; victory tokens break ties after 25 rounds.',
  version: RULES_VERSION,
  options: {
    rulesVersion: RULES_VERSION,
    victoryTarget: 0,
    roundLimit: 25,
    bounty: 0,
  } satisfies FactionOptions,
};

/** D30 before issue 20: 5 victory tokens, from the trade and cards only (no bounty). */
export const CLASSIC: RulesetSpec = {
  name: 'classic',
  description:
    'The first victory rules: win with 5 victory tokens (from the trade and cards only), or as the last player with a main character; 20 rounds at most.',
  version: RULES_VERSION,
  options: {
    rulesVersion: RULES_VERSION,
    victoryTarget: 5,
    roundLimit: 20,
    bounty: 0,
  } satisfies FactionOptions,
};

/** Every ruleset; the first is the default. */
export const RULESETS: readonly RulesetSpec[] = [STANDARD, CONQUEST, CLASSIC];
