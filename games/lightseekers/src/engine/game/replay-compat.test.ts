import { readFileSync } from 'node:fs';
import { ReplayError, replay } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { lightseekers } from './definition.js';

/**
 * Five random games (2–5 players, both rulesets) recorded under rules version 1 — before Lightseekers
 * moved onto the shared card language (issue 14, which changed nothing) and before issue 20 (rules
 * version 2: a power modifier is added once, to the final sum of a card's calculation, 2.6, L52), which
 * changes how these games play out. Rules version 3 (issue 20 too) moved the choices of L43 to play time; version 4 gave three heroes more health (L53); version 5 gave Vharok less (L55); version 6 made heals wane late in a game (L59); version 7 changed
 * hero traits, health and ready decks (L61–L65); version 8 Vharok's health and Hollow Harvest's list (L67);
 * version 9 Forge and Fault's heal Abilities and Night Tide (L68, L69) and the state's encoding of a played
 * card's plan (issue 14); version 10 Clockwork Sentinel (L72); version 11 Nyx's health (L74).
 */
const RECORDED: readonly { replay: unknown }[] = JSON.parse(
  readFileSync(new URL('./fixtures/replays-before-card-language.json', import.meta.url), 'utf8'),
);

describe('Lightseekers: replays recorded under rules version 1 (issue 20)', () => {
  it('are refused with a ReplayError naming the rules versions (recorded 1, played 11)', () => {
    expect(RECORDED).toHaveLength(5);
    for (const { replay: data } of RECORDED) {
      expect(() => replay(lightseekers, data)).toThrow(ReplayError);
      expect(() => replay(lightseekers, data)).toThrow(
        /recorded under version 1 of the "[\w-]+" rules; .* plays version 11/,
      );
    }
  });
});

/**
 * Single games recorded just before a rules change: Stormchaser against Gadgeteer under version 6,
 * before L61–L65; Hollow Harvest against Wildheart Grove under version 7, before L67 (Vharok's health and
 * Hollow Harvest's list); Forge and Fault against Duskwalker under version 8, before L68 and L69 (Stone
 * Resolve, Crystal Lattice and Night Tide). Each would play out differently today. Hollow Harvest against
 * Wildheart Grove under version 8 ends while a card's plan is being carried out, so its final state holds
 * the plan in the encoding version 9 dropped: it would replay to a different digest. Gadgeteer against
 * Wildheart Grove under version 9, before L72, plays a Clockwork Sentinel and then takes hits through it.
 * Duskwalker against Wildheart Grove under version 10, before L74, starts Nyx on 31 health.
 */
const BEFORE_CHANGES: readonly { recorded: number; decisions: string; file: string }[] = [
  { recorded: 6, decisions: 'L61–L65', file: './fixtures/replay-rules-version-6.json' },
  { recorded: 7, decisions: 'L67', file: './fixtures/replay-rules-version-7.json' },
  { recorded: 8, decisions: 'L68, L69', file: './fixtures/replay-rules-version-8.json' },
  { recorded: 8, decisions: 'the plan encoding', file: './fixtures/replay-rules-version-8-mid-plan.json' },
  { recorded: 9, decisions: 'L72', file: './fixtures/replay-rules-version-9.json' },
  { recorded: 10, decisions: 'L74', file: './fixtures/replay-rules-version-10.json' },
];

describe.each(BEFORE_CHANGES)(
  'Lightseekers: replays recorded under rules version $recorded ($decisions, issue 20)',
  ({ recorded, file }) => {
    it(`are refused with a ReplayError naming the rules versions (recorded ${recorded}, played 11)`, () => {
      const data: unknown = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
      expect(() => replay(lightseekers, data)).toThrow(ReplayError);
      expect(() => replay(lightseekers, data)).toThrow(
        new RegExp(`recorded under version ${recorded} of the "standard" rules; .* plays version 11`),
      );
    });
  },
);

describe('Lightseekers L72 (issue 20): the version 9 game under a later version', () => {
  it('plays out differently: the Sentinel no longer takes 1 off an Attack, and its Piston Strike deals 2', () => {
    const data = JSON.parse(
      readFileSync(new URL('./fixtures/replay-rules-version-9.json', import.meta.url), 'utf8'),
    ) as { rulesVersion: number };
    // Piston Strikes of 2 end the game before the recorded log does.
    expect(() => replay(lightseekers, { ...data, rulesVersion: 11 })).toThrow(
      /replay action \d+ \(ability\) was refused: the game is over/,
    );
  });
});

describe('Lightseekers L74 (issue 20): the version 10 game under version 11', () => {
  it('ends in another state: Nyx starts on 29 health, not 31, and is not healed back to full', () => {
    const data = JSON.parse(
      readFileSync(new URL('./fixtures/replay-rules-version-10.json', import.meta.url), 'utf8'),
    ) as { rulesVersion: number };
    expect(() => replay(lightseekers, { ...data, rulesVersion: 11 })).toThrow(/ends in another state/);
  });
});
