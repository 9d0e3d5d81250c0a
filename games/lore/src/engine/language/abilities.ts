/**
 * Lore's ability words: the events triggered abilities wait for, and when activated abilities may be
 * used — each with its wording beside it.
 * @module
 */
import type { CardId, Ctx, GameEvent } from '@cardloom/core';
import type { LanguageSpec, LanguageWords, VerbsOf } from '@cardloom/core/cards';
import { describeFilter } from '../../cards/describe-parts.js';
import type { LoreNouns } from '../../cards/vocabulary-effects.js';
import { matchesCard } from '../state/filters.js';
import { E, Z } from '../state/keys.js';

type Spec = LanguageSpec<LoreNouns, VerbsOf<LoreNouns>> & LanguageWords<LoreNouns, VerbsOf<LoreNouns>>;

const controllerOf = (ctx: Ctx, card: CardId) => ctx.card(card).controller;
const isSelf = (_ctx: Ctx, e: GameEvent, self: CardId) => e.card === self;

/** The events triggers wait for, and whether a given event concerns the ability's card. */
export const TRIGGERS: Spec['triggers'] = {
  entersPlay: { on: E.entered, when: isSelf, describe: () => 'When this comes into play' },
  dies: { on: E.died, when: isSelf, describe: () => 'When this dies' },
  attacks: { on: E.attacks, when: isSelf, describe: () => 'When this attacks' },
  blocks: { on: E.blocks, when: isSelf, describe: () => 'When this blocks' },
  damagesPlayer: {
    on: E.damagedPlayer,
    when: (_ctx, e, self) => e.source === self,
    describe: () => 'When this deals damage to a player',
  },
  turnStart: {
    on: E.turnBegins,
    when: (ctx, e, self, p) => p.whose === 'each' || e.player === controllerOf(ctx, self),
    describe: (p) => (p.whose === 'your' ? 'At the beginning of your turn' : 'At the beginning of each turn'),
  },
  turnEnd: {
    on: E.turnEnds,
    when: (ctx, e, self, p) => p.whose === 'each' || e.player === controllerOf(ctx, self),
    describe: (p) => (p.whose === 'your' ? 'At the end of your turn' : 'At the end of each turn'),
  },
  creatureDies: {
    on: E.died,
    when: (ctx, e, self, p) => {
      if (!e.creature) return false;
      if (p.filter.other && e.card === self) return false;
      const you = controllerOf(ctx, self);
      if (p.filter.controller === 'you' && e.controller !== you) return false;
      if (p.filter.controller === 'opponent' && e.controller === you) return false;
      return matchesCard(ctx, e.card as CardId, p.filter);
    },
    describe: (p) => `Whenever ${describeFilter(p.filter, 'a')} dies`,
  },
  spellPlayed: {
    on: E.spellPlayed,
    when: (ctx, e, self, p) => p.by === 'any' || (p.by === 'you') === (e.player === controllerOf(ctx, self)),
    describe: (p) =>
      p.by === 'you'
        ? 'Whenever you play a spell'
        : p.by === 'opponent'
          ? 'Whenever an opponent plays a spell'
          : 'Whenever a player plays a spell',
  },
  turnCounter: { on: E.turnCounter, when: isSelf, describe: () => 'Turn ability' },
};

/** Zones other than play and the event horizon a trigger works from: "when this dies" fires from where it went. */
export const TRIGGER_ZONES: Partial<Record<keyof LoreNouns['triggers'], readonly string[]>> = {
  dies: [Z.grave, Z.aether],
};

/**
 * When activated abilities may be used: the main phase, or also combat windows (Lore 4.4). Lore's play
 * steps check them (`play/play.ts`: a chain window offers only subterfuge abilities).
 */
export const TIMINGS: Spec['timings'] = {
  main: { allows: () => true, text: '' },
  subterfuge: { allows: () => true, text: 'Subterfuge' },
};
