/** Zones and the bag (CR 7): one scenario per rule number. */
import { apply, createGame, viewFor } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { lorcana } from '../../definition.js';
import { Z } from '../../engine/state/board.js';
import { resolvedOrder, zoneView } from '../../testing/coverage-helpers.js';
import { starterIds } from '../../testing/play.js';
import { scenario } from '../../testing/scenario.js';

const ZONES = Object.values(Z);

/** P1's Booster has used Boost (a facedown card under it); P2 holds Under the Sea. */
function boosted() {
  const t = scenario({
    players: [
      { play: ['Booster - Test Card'], deck: ['Smash'], ink: 1 },
      { hand: ['Under the Sea'], ink: 8 },
    ],
  });
  t.activate('Booster - Test Card', -1);
  return t;
}

describe('CR 7 zones and the bag (coverage)', () => {
  it('CR 7.1.2 anyone can look at and count the cards of a public zone (another player’s discard)', () => {
    const t = scenario({ players: [{ discard: ['Smash', 'Stitch - New Dog'] }, {}] });
    const seen = zoneView(t, 1, 'discard', 0);
    expect(seen.count).toBe(2);
    expect(seen.cards?.map((c) => c.def)).toEqual(['1-200', '1-022']);
  });

  it('CR 7.1.3 private zones can be counted but not looked at; a revealed card is shown to all', () => {
    const t = scenario({
      players: [{ play: ["The Sorcerer's Hat"], hand: ['Stitch - New Dog'], deck: ['Smash'], ink: 1 }, {}],
    });
    for (const zone of ['hand', 'deck', 'inkwell']) {
      const seen = zoneView(t, 1, zone, 0);
      expect(seen.count).toBe(t.count(zone, 0));
      expect(seen.cards?.some((c) => c.def !== undefined) ?? false).toBe(false);
    }
    t.activate("The Sorcerer's Hat");
    t.answer('Stitch');
    expect(t.events.find((e) => e.type === 'revealed')).toMatchObject({ defs: ['1-200'], to: [0, 1] });
  });

  it('CR 7.1.4 looking in a private zone may fail to find; choosing from a public zone can’t fail', () => {
    const t = scenario({
      players: [
        {
          hand: ['Look at This Family', 'Part of Your World'],
          deck: ['Stitch - New Dog'],
          discard: ['Maui - Demigod'],
          ink: 10,
        },
        {},
      ],
    });
    t.play('Look at This Family');
    expect(t.decision).toMatchObject({ min: 0 });
    t.declineAll();
    expect(t.zone('Stitch - New Dog')).toBe('deck');
    const u = scenario({
      players: [
        { hand: ['Part of Your World'], discard: ['Maui - Demigod', 'Stitch - New Dog'], ink: 3 },
        {},
      ],
    });
    u.play('Part of Your World');
    expect(u.decision).toMatchObject({ min: 1 });
  });

  it('CR 7.1.5 a card is in exactly one zone at a time', () => {
    const t = scenario({
      players: [
        {
          play: ['Maui - Demigod', 'Stitch - New Dog'],
          hand: ['Fire the Cannons!', 'Olaf - Friendly Snowman'],
          ink: 2,
        },
        { play: ['Gramma Tala - Storyteller'] },
      ],
    });
    t.ink('Olaf - Friendly Snowman');
    t.play('Fire the Cannons!');
    t.choose('Gramma Tala - Storyteller');
    t.declineAll();
    t.quest('Maui - Demigod');
    for (const card of t.game.state.cards) {
      const places = ZONES.flatMap((z) => [0, 1].filter((p) => t.ctx.cards(z, p).includes(card.id)));
      if (t.ctx.zoneOf(card.id) !== 'removed') expect(places).toHaveLength(1);
    }
  });

  it('CR 7.1.6.1 a played action’s effect resolves in full before any triggered ability can be chosen', () => {
    const t = scenario({
      players: [{ hand: ['Let the Storm Rage On'], ink: 3 }, { play: ['Gramma Tala - Storyteller'] }],
    });
    t.play('Let the Storm Rage On');
    // Tala's banish trigger asks only after the action also drew its card.
    expect(t.decision?.player).toBe(1);
    expect(t.count('hand', 0)).toBe(1);
    expect(t.zone('Let the Storm Rage On')).toBe('discard');
  });

  it('CR 7.2.1 a player’s deck is the cards they start with, and they draw from it', () => {
    const game = createGame(lorcana, {
      players: 2,
      decks: [starterIds('The Heart of Magic'), starterIds('A Steadfast Strategy')],
      seed: 9,
    });
    while (game.state.decision)
      apply(game, { type: 'answer', player: game.state.decision.request.player, choice: [] });
    for (const p of [0, 1]) {
      expect(game.state.cards.filter((c) => c.owner === p)).toHaveLength(60);
      expect(game.ctx.count('deck', p) + game.ctx.count('hand', p)).toBe(60);
    }
    const first = game.toAct!;
    const next = 1 - first;
    const top = game.ctx.cards('deck', next)[0];
    apply(game, { type: 'end-turn', player: first });
    expect(game.ctx.zoneOf(top)).toBe('hand');
    expect(game.ctx.count('deck', next)).toBe(52);
  });

  it('CR 7.2.3.1 a stack with a facedown card comes apart: all its cards are ordered freely onto the deck', () => {
    const t = boosted();
    const [booster, smash] = [t.id('Booster - Test Card'), t.id('Smash')];
    expect(t.ctx.card(smash).faceDown).toBe(true);
    t.endTurn();
    t.play('Under the Sea');
    expect(t.decision).toMatchObject({ player: 0, kind: 'order' });
    expect(new Set(t.decision?.options)).toEqual(new Set([booster, smash]));
    t.answer(smash);
    t.declineAll();
    expect(t.ctx.cards('deck', 0).slice(-2)).toEqual([smash, booster]);
  });

  it('CR 7.3.1 each player starts with an opening hand of 7 drawn cards', () => {
    const game = createGame(lorcana, {
      players: 3,
      decks: [
        starterIds('The Heart of Magic'),
        starterIds('A Steadfast Strategy'),
        starterIds('The Heart of Magic'),
      ],
      seed: 4,
    });
    while (game.state.decision)
      apply(game, { type: 'answer', player: game.state.decision.request.player, choice: [] });
    expect([0, 1, 2].map((p) => game.ctx.count('hand', p))).toEqual([7, 7, 7]);
  });

  it('CR 7.4.1 cards are played into their own player’s Play zone; actions stay there only while resolving', () => {
    const t = scenario({
      players: [{ hand: ['Stitch - New Dog', 'Fire the Cannons!'], ink: 2 }, { play: ['Maui - Demigod'] }],
    });
    t.play('Stitch - New Dog');
    t.play('Fire the Cannons!');
    t.choose('Maui - Demigod');
    expect(t.names('play', 0)).toEqual(['Stitch - New Dog']);
    expect(t.names('play', 1)).toEqual(['Maui - Demigod']);
  });

  it('CR 7.4.2.1 a facedown card in play is private, even to its owner; it can be counted', () => {
    const t = boosted();
    const smash = t.id('Smash');
    for (const viewer of [0, 1]) {
      const under = zoneView(t, viewer, 'under', 0);
      expect(under.count).toBe(1);
      expect(under.cards?.find((c) => c.id === smash)?.def).toBeUndefined();
    }
  });

  it('CR 7.5.1 each ink card is 1 ink, whatever its front', () => {
    const t = scenario({
      players: [{ hand: ['Maui - Demigod', 'Gramma Tala - Storyteller', 'Stitch - New Dog'], ink: 1 }, {}],
    });
    t.ink('Maui - Demigod');
    expect(t.can('play', 'Gramma Tala - Storyteller')).toBe(true);
    t.play('Gramma Tala - Storyteller');
    expect(t.can('play', 'Stitch - New Dog')).toBe(false);
  });

  it('CR 7.6.1 cards that leave play go to their owner’s discard', () => {
    const t = scenario({
      players: [{ hand: ['Be Prepared'], ink: 7 }, { play: ['Maui - Demigod', 'Stitch - New Dog'] }],
    });
    t.play('Be Prepared');
    t.declineAll();
    expect(t.names('discard', 1).sort()).toEqual(['Maui - Demigod', 'Stitch - New Dog']);
    expect(t.names('discard', 0)).toEqual(['Be Prepared']);
  });

  it('CR 7.7.1 the bag holds triggered abilities waiting to resolve, seen by every player', () => {
    const t = scenario({ players: [{ play: ['Wanderer - Test Card'] }, {}] });
    t.quest('Wanderer - Test Card');
    expect(t.pending).toHaveLength(1);
    expect(viewFor(t.game, 1).pending).toMatchObject([
      { controller: 0, source: t.id('Wanderer - Test Card') },
    ]);
    t.no();
    expect(t.pending).toHaveLength(0);
  });

  it('CR 7.7.3 / CR 7.7.3.1 triggers met together go into the bag at once, each added by its card’s player', () => {
    const t = scenario({
      players: [{ play: ['Wanderer - Test Card'] }, { play: ['Opponent Watcher - Test Card'] }],
    });
    t.quest('Wanderer - Test Card');
    expect(t.pending.map((p) => p.controller).sort()).toEqual([0, 1]);
  });

  it('CR 7.7.4 / CR 7.7.4.1 the bag starts with the active player, whatever the seat order', () => {
    const t = scenario({
      players: [{ play: ['Opponent Watcher - Test Card'] }, { play: ['Quester - Test Card'] }],
      active: 1,
    });
    expect(resolvedOrder(t, () => t.quest('Quester - Test Card'))).toEqual([1, 0]);
  });
});
