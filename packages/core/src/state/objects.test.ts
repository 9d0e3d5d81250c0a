import { describe, expect, it } from 'vitest';
import type { Ctx } from '../context/ctx';
import { apply, createGame, setupScenario } from '../engine/engine';
import { bareGame, logOf, note, putInPlay } from '../engine/test-games';
import type { Ability, Action, CardDefinition, TriggerInfo } from '../rules/definition';
import { fixedPolicy } from '../rules/policies';
import { isBoundObject } from './objects';
import type { CardId, PlayerId } from './state';

/** "Whenever you sing a song, play that song again from your discard" (Ursula – Deceiver of All's shape). */
const encore: Ability = {
  kind: 'triggered',
  name: 'Encore',
  on: 'sung',
  effect: (ctx: Ctx, info: TriggerInfo) => {
    const song = info.event.card as CardId;
    // CR 6.1.11.1: only the discard is checked, and only for the object that was sung.
    if (!ctx.isIn(song, 'discard') || !isBoundObject(ctx.state, info.objects, song)) {
      note(ctx, 'encore: no effect');
      return;
    }
    singAgain(ctx, song, info.controller);
    note(ctx, 'encore: sang again');
  },
};

/** "When this is banished, return this card from your discard to your hand." (the event comes first). */
const comeback: Ability = {
  kind: 'triggered',
  name: 'Comeback',
  on: 'banished',
  when: (_ctx, e, self) => e.card === self,
  effect: (ctx, info) => {
    // Only the object is checked here (no zone test), so the binding alone decides.
    if (!isBoundObject(ctx.state, info.objects, info.source)) {
      note(ctx, 'comeback: no effect');
      return;
    }
    ctx.move(info.source, 'hand', info.controller);
    note(ctx, 'comeback: returned');
  },
};

/** Plays a song: it goes to play, is sung (the event), then to its owner's discard. */
function singAgain(ctx: Ctx, song: CardId, player: PlayerId): void {
  ctx.move(song, 'play', player, { cause: 'play' });
  ctx.move(song, 'discard', player, { cause: 'sung' });
}

const cards: CardDefinition[] = [
  { id: 'ursula', name: 'Ursula', types: ['unit'], stats: {}, abilities: [encore] },
  { id: 'song', name: 'Song', types: ['song'], stats: {} },
  { id: 'phoenix', name: 'Phoenix', types: ['unit'], stats: {}, abilities: [comeback, comeback] },
];

const def = bareGame({
  policy: fixedPolicy({ key: () => 0 }),
  cards,
  hand: 0,
  actions: [
    {
      type: 'sing',
      enumerate: (ctx: Ctx, player: PlayerId, out: Action[]) => {
        for (const c of ctx.cards('hand', player))
          if (ctx.cardDef(c).id === 'song') out.push({ type: 'sing', player, card: c });
      },
      perform: (ctx: Ctx, a: Action) => {
        const song = a.card as CardId;
        ctx.move(song, 'play', a.player, { cause: 'play' });
        ctx.emit({ type: 'sung', card: song });
        ctx.move(song, 'discard', a.player, { cause: 'sung' });
      },
    },
    {
      type: 'banish',
      enumerate: (ctx: Ctx, player: PlayerId, out: Action[]) => {
        for (const c of ctx.cards('play', player)) out.push({ type: 'banish', player, card: c });
      },
      // Like Lorcana (CR 7.4.3): the event is shown to triggered abilities before the card moves.
      perform: (ctx: Ctx, a: Action) => {
        ctx.emit({ type: 'banished', card: a.card as CardId });
        ctx.move(a.card as CardId, 'discard', a.player, { cause: 'banish' });
      },
    },
  ],
});

const deck = ['ursula', 'ursula', 'song', 'phoenix'];

function scene() {
  const g = createGame(def, { players: 2, decks: [deck, deck], seed: 3 });
  let song = -1;
  let phoenix = -1;
  setupScenario(g, (ctx) => {
    putInPlay(ctx, 0, ['ursula', 'ursula']);
    [phoenix] = putInPlay(ctx, 0, ['phoenix']);
    song = ctx.state.cards.find((c) => c.def === 'song' && c.owner === 0)!.id;
    ctx.move(song, 'hand', 0);
  });
  return { g, song, phoenix };
}

describe('objects: a card that changes zones is a new object (CR 6.1.11.1, issue #13 item 4)', () => {
  it('CR 6.1.11.1 (Ursula example): two triggered abilities refer to one sung song; the second finds a new object and does nothing', () => {
    const { g, song } = scene();
    apply(g, { type: 'sing', player: 0, card: song });
    expect(logOf(g.ctx)).toEqual(['encore: sang again', 'encore: no effect']);
    expect(g.ctx.isIn(song, 'discard')).toBe(true);
  });

  it('CR 6.1.11.1: an ability that triggers before its card moves binds the card where it went (the discard)', () => {
    const { g, phoenix } = scene();
    apply(g, { type: 'banish', player: 0, card: phoenix });
    // The first Comeback finds Phoenix in the discard — the object it became — and returns it; the
    // second refers to that same discard object, which has since changed zones again.
    expect(logOf(g.ctx)).toEqual(['comeback: returned', 'comeback: no effect']);
    expect(g.ctx.isIn(phoenix, 'hand')).toBe(true);
  });

  it('CR 6.1.11.1: objectOf / isCurrent tell one object from the next', () => {
    const { g, phoenix } = scene();
    const before = g.ctx.objectOf(phoenix);
    expect(g.ctx.isCurrent(before)).toBe(true);
    setupScenario(g, (ctx) => ctx.move(phoenix, 'hand', 0));
    expect(g.ctx.isCurrent(before)).toBe(false);
    expect(g.ctx.isCurrent(g.ctx.objectOf(phoenix))).toBe(true);
  });
});
