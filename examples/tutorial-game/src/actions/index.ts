import type { ActionSpec } from '@cardloom/core';
import { activate } from './activate.js';
import { attack } from './attack.js';
import { bank } from './bank.js';
import { endTurn } from './end-turn.js';
import { summon } from './summon.js';

/** Every turn action of Embers, in the order `legalActions` lists them. */
export const actions: ActionSpec<any>[] = [bank, summon, attack, activate, endTurn];
