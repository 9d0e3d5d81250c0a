/**
 * The Lightseekers verbs: what each effect step does (Lightseekers 2.6, 3.4, 4.3.3–4.3.6, 6) and how
 * it reads, side by side. Control flow (`if`, `may`, for each…) is the shared card language's; effects
 * directed at several heroes resolve hero by hero, clockwise from the acting player (4.3.3), and choices
 * go to the player the rules name (4.3.4, 4.3.5, 6 Discard).
 * @module
 */
import { BUFF_VERBS } from './verbs-buffs.js';
import { CARD_VERBS } from './verbs-cards.js';
import { HERO_VERBS } from './verbs-heroes.js';

/** The verbs of Lightseekers, each with its rules and its wording. */
export const VERBS = { ...HERO_VERBS, ...CARD_VERBS, ...BUFF_VERBS };

/** The verbs' type, which card effects are checked against. */
export type LightseekersVerbs = typeof VERBS;
