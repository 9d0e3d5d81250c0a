/**
 * Issue 13.3 — hidden cards are opaque in views and events: a viewer sees a face-down card as a handle
 * that reveals nothing (not its instance id, so not its deck-list position; not where it was before;
 * not which cards are copies), and a card that changes zones is a new object with a new handle.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../context/ctx';
import { apply, createGame, type Game, legalActions } from '../engine/engine';
import { bareGame, endAction, fillers, inkAction, playAction } from '../engine/test-games';
import { canSee, handleOf, SPECTATOR, viewFor } from '../io/view';
import { eventsFor } from '../io/view-events';
import type { Action } from '../rules/definition';
import { bagPolicy } from '../rules/policies';
import { Random } from '../state/rng';
import type { CardId, PlayerId } from '../state/state';
import { viewHidesIdentities } from '../testing/hidden';

/** Returns an ink card to its owner's hand. */
const uninkAction = {
  type: 'unink',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    for (const card of ctx.cards('ink', player)) out.push({ type: 'unink', player, card });
  },
  perform(ctx: Ctx, a: Action) {
    ctx.move(a.card as CardId, 'hand', a.player, { cause: 'unink', by: a.player });
  },
};

const inkGame = bareGame({
  policy: bagPolicy(),
  cards: [],
  hand: 5,
  actions: [playAction, inkAction, uninkAction, endAction],
});
const deck = () => fillers.flatMap((c) => [c.id, c.id]);

function newGame(seed: number): Game {
  return createGame(inkGame, { players: 2, decks: [deck(), deck()], seed });
}

describe('issue 13.3: hidden cards are handles in views', () => {
  it("an opponent's face-down card shows a handle, no id and no definition; its owner sees it", () => {
    const game = newGame(1);
    const me = game.state.turn.active;
    const ink = legalActions(game).find((a) => a.type === 'ink')!;
    apply(game, ink);
    const card = ink.card as CardId;
    const theirs = viewFor(game, 1 - me).zones.find((z) => z.zone === 'ink' && z.owner === me)!;
    expect(theirs.cards).toEqual([expect.objectContaining({ handle: handleOf(game, card), faceDown: true })]);
    expect(theirs.cards?.[0]).not.toHaveProperty('id');
    expect(theirs.cards?.[0]).not.toHaveProperty('def');
    const mine = viewFor(game, me).zones.find((z) => z.zone === 'ink' && z.owner === me)!;
    expect(mine.cards?.[0]).toMatchObject({ id: card, def: game.state.cards[card].def });
  });

  it('a card that leaves a hidden zone and comes back is a new object with a new handle', () => {
    const game = newGame(2);
    const me = game.state.turn.active;
    const ink = legalActions(game).find((a) => a.type === 'ink')!;
    apply(game, ink);
    const card = ink.card as CardId;
    const first = handleOf(game, card);
    apply(game, legalActions(game).find((a) => a.type === 'unink' && a.card === card)!);
    apply(game, legalActions(game).find((a) => a.type === 'ink' && a.card === card)!);
    expect(handleOf(game, card)).not.toBe(first);
    expect(game.state.turn.active).toBe(me);
  });

  it('property: in random games, permuting the hidden identities leaves every view identical', () => {
    let views = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const game = newGame(seed);
      const random = new Random(seed);
      for (let step = 0; step < 120 && !game.over; step++) {
        for (let viewer = 0; viewer < 2; viewer++) {
          expect(viewHidesIdentities(game, viewer, random)).toBeNull();
          views++;
        }
        apply(game, random.pick(legalActions(game)));
      }
    }
    expect(views).toBeGreaterThan(2500);
  });
});

describe('issue 13.3: events are filtered per viewer like views', () => {
  it('a draw names the drawn card to its drawer only; others get a handle and no definition', () => {
    const game = newGame(3);
    const me = game.state.turn.active;
    const ink = legalActions(game).find((a) => a.type === 'ink')!;
    const { events } = apply(game, ink);
    const moved = events.find((e) => e.type === 'moved')!;
    const card = ink.card as CardId;
    expect(moved.card).toBe(card);
    const [theirs] = eventsFor(game, [moved], 1 - me);
    expect(theirs.card).toBe(handleOf(game, card));
    const [mine] = eventsFor(game, [moved], me);
    expect(mine.card).toBe(card);
  });

  it('property: no event a viewer receives names a card it cannot see, or its definition', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const game = newGame(seed);
      const random = new Random(seed);
      for (let step = 0; step < 100 && !game.over; step++) {
        const { events } = apply(game, random.pick(legalActions(game)));
        for (let viewer = 0; viewer < 2; viewer++) {
          const hidden = new Set(
            game.state.cards.filter((c) => !canSee(game, viewer, c.id)).map((c) => c.id),
          );
          for (const e of eventsFor(game, events, viewer)) {
            if (typeof e.card === 'number') expect(hidden.has(e.card)).toBe(false);
            if (typeof e.card === 'string') expect(e).not.toHaveProperty('def');
            if (Array.isArray(e.defs))
              expect((e.cards as unknown[]).every((c) => typeof c === 'number')).toBe(true);
          }
        }
      }
    }
  });
});

describe('issue 18: the public view for spectators (SPECTATOR)', () => {
  it('shows no card any seat keeps to itself, and is what both seats see in common', () => {
    const game = newGame(4);
    const random = new Random(4);
    for (let i = 0; i < 60 && !game.over; i++) apply(game, random.pick(legalActions(game)));
    const view = viewFor(game, SPECTATOR);
    for (const zone of view.zones)
      for (const card of zone.cards ?? []) {
        if (card.id === undefined) continue;
        expect([0, 1].every((seat) => canSee(game, seat, card.id as number))).toBe(true);
      }
    expect(view.zones.filter((z) => z.zone === 'hand').every((z) => z.cards === undefined)).toBe(true);
    expect(view.decision === null || !('options' in view.decision)).toBe(true);
  });
});
