/**
 * A small game written in the card language, for the language's own tests (not exported): players
 * score points; units have power; a few verbs, nouns and ability words exercise every construct.
 * Its words are in `test-language.ts`, its cards in `test-cards.ts`.
 * @module
 */
import {
  type Action,
  apply,
  type CardDefinition,
  type CardId,
  type Ctx,
  createGame,
  defineGame,
  fixedPolicy,
  type Game,
  type PlayerId,
  setupScenario,
} from '../index';
import { ABILITIES, SPELL } from './test-cards';
import { LANG, type TestNouns } from './test-language';
import type { Steps } from './types';

export * from './test-cards';
export * from './test-language';

const CARDS: CardDefinition[] = Object.entries(ABILITIES).map(([id, abilities]) => ({
  id,
  name: id,
  types: ['unit'],
  stats: { power: 1 },
  abilities: LANG.compile(abilities),
}));

function hurt(ctx: Ctx, card: CardId, amount: number): void {
  const e = ctx.replace({ type: 'hurt', card, amount });
  if (e) ctx.addCounter(card, 'damage', Number(e.amount));
}

const DEFINITION = defineGame({
  id: 'cards-test',
  name: 'Card language test game',
  players: [2, 3],
  zones: [
    { name: 'deck', owner: 'player', ordered: true, visibility: 'count' },
    { name: 'hand', owner: 'player', ordered: false, visibility: 'owner' },
    { name: 'play', owner: 'player', ordered: false, visibility: 'public' },
    { name: 'discard', owner: 'player', ordered: true, visibility: 'public' },
  ],
  abilityZones: ['play'],
  turn: { phases: [{ id: 'main', steps: [{ id: 'main', mode: 'actions' }] }] },
  actions: [
    {
      type: 'cast',
      enumerate: (_ctx: Ctx, player: PlayerId, out: Action[]) => void out.push({ type: 'cast', player }),
      perform: (ctx: Ctx, a: Action) => LANG.run(ctx, SPELL.steps, { controller: a.player, card: -1 }),
    },
    {
      type: 'deploy',
      enumerate: (ctx: Ctx, player: PlayerId, out: Action[]) => {
        for (const card of ctx.cards('deck', player)) out.push({ type: 'deploy', player, card });
      },
      perform: (ctx: Ctx, a: Action) => ctx.move(Number(a.card), 'play', a.player),
    },
    {
      type: 'activate',
      enumerate: (ctx: Ctx, player: PlayerId, out: Action[]) =>
        LANG.activations(ctx, player, ctx.cards('play', player), (used) =>
          out.push({ type: 'activate', player, ...used }),
        ),
      perform: (ctx: Ctx, a: Action) => {
        const activation = {
          card: Number(a.card),
          index: Number(a.index),
          free: a.free === true,
          ...(a.grantedBy === undefined ? {} : { grantedBy: Number(a.grantedBy) }),
        };
        const ability = LANG.activate(ctx, a.player, activation, 'T1');
        LANG.run(ctx, ability.effects, { controller: a.player, card: activation.card });
      },
    },
    {
      type: 'hurt',
      enumerate: (ctx: Ctx, player: PlayerId, out: Action[]) => {
        for (const card of ctx.allCards('play')) out.push({ type: 'hurt', player, card });
      },
      perform: (ctx: Ctx, a: Action) => hurt(ctx, Number(a.card), 3),
    },
    {
      type: 'end',
      enumerate: (_ctx, player, out) => void out.push({ type: 'end', player }),
      perform: (ctx) => ctx.endStep(),
    },
  ],
  policy: fixedPolicy({ key: () => 0 }),
  rulesets: [{ name: 'default', options: {} }],
  cards: CARDS,
  setup(ctx) {
    for (let p = 0; p < ctx.playerCount; p++) {
      const units = ctx.cards('deck', p).filter((c) => ctx.card(c).def === 'unit');
      for (const c of units.slice(0, 2)) ctx.move(c, 'hand', p);
    }
  },
});

/** A fresh two-player game (each deck: 4 units, a herald, a banner, a ward, a well and `extra`; 2 units in hand). */
export function newGame(extra: readonly string[] = []): Game {
  const deck = ['unit', 'unit', 'unit', 'unit', 'herald', 'banner', 'ward', 'well', ...extra];
  return createGame(DEFINITION, { players: 2, decks: [deck, deck], seed: 7 });
}

/** Puts the first card of `def` in the deck of `player` into play (no triggers); returns its id. */
export function put(game: Game, def: string, player: PlayerId = 0): CardId {
  let id = -1;
  setupScenario(game, (ctx) => {
    const card = ctx.state.cards.find((c) => c.def === def && c.owner === player && ctx.isIn(c.id, 'deck'));
    if (!card) throw new Error(`no ${def} in the deck of player ${player}`);
    id = card.id;
    ctx.move(id, 'play', player);
  });
  return id;
}

/** Steps cast as a spell in the test game. */
export type Spell = Steps<TestNouns, typeof LANG.verbs>;

/** Casts `steps` for player 0. */
export function cast(game: Game, steps: Spell): void {
  SPELL.steps = steps;
  apply(game, { type: 'cast', player: 0 });
}

/** Answers the open decision with `choice`. */
export function answer(game: Game, choice: readonly (string | number)[]): void {
  const decision = game.state.decision;
  if (!decision) throw new Error('no open decision');
  apply(game, { type: 'answer', player: decision.request.player, choice: [...choice] });
}

/** Answers the open decision, if any, with every option it offers (a forced choice is answered by the kernel). */
export function answerAll(game: Game): void {
  if (game.state.decision) answer(game, game.state.decision.request.options as (string | number)[]);
}

/** Player `player`'s points. */
export function points(game: Game, player = 0): number {
  return game.ctx.playerCounter(player, 'points');
}

/** The number of cards in `player`'s hand. */
export function hand(game: Game, player = 0): number {
  return game.ctx.count('hand', player);
}
