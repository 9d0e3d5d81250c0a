/**
 * The games a server hosts when none are given: the four game packages and the kernel's demo game.
 * @module
 */
import type { GameModule } from '@cardloom/core';
import { skirmishModule } from '@cardloom/core/testing';
import { factionModule } from '@cardloom/faction';
import { lightseekersModule } from '@cardloom/lightseekers';
import { lorcanaModule } from '@cardloom/lorcana';
import { loreModule } from '@cardloom/lore';

/** Lorcana, Lore, Lightseekers, Faction and Skirmish, in that order. */
export const DEFAULT_MODULES: readonly GameModule[] = [
  lorcanaModule,
  loreModule,
  lightseekersModule,
  factionModule,
  skirmishModule,
];
