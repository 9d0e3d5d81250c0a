/** The worked examples of CR 2.0.0 sections 7–10 (zones, the bag, keywords, multiplayer, variants). */
import { apply, createGame, type GameEvent } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { lorcana } from '../definition.js';
import { starterIds } from '../testing/play.js';
import { scenario } from '../testing/scenario.js';

describe('CR 2.0.0 sections 7–10 examples', () => {
  it('CR 7.1.1 Example: character cards in the discard, inkwell or deck are not in play', () => {
    const t = scenario({
      players: [
        {
          play: ["Pascal - Rapunzel's Companion"],
          discard: ['Stitch - New Dog'],
          deck: ['Olaf - Friendly Snowman'],
        },
        {},
      ],
    });
    expect(t.has("Pascal - Rapunzel's Companion", 'kw.evasive')).toBe(false);
  });

  it('CR 7.2.3 Example: stacks sent to the bottom come apart and are ordered freely, in the open', () => {
    const stack = { name: 'Donald Duck - Perfect Gentleman', under: ['Donald Duck - Boisterous Fowl'] };
    const t = scenario({
      players: [
        { hand: ['Under the Sea'], ink: 8 },
        { play: [stack, stack], filler: 3 },
      ],
    });
    t.play('Under the Sea');
    expect(t.decision?.player).toBe(1);
    expect(t.decision?.kind).toBe('order');
    expect(t.decision?.options).toHaveLength(4);
    const [pg1, pg2] = [
      t.id('Donald Duck - Perfect Gentleman', 1, 0),
      t.id('Donald Duck - Perfect Gentleman', 1, 1),
    ];
    const [bf1, bf2] = [
      t.id('Donald Duck - Boisterous Fowl', 1, 0),
      t.id('Donald Duck - Boisterous Fowl', 1, 1),
    ];
    t.answer(pg1);
    t.answer(bf2);
    t.answer(pg2);
    const deck = t.ctx.cards('deck', 1);
    expect(deck.slice(-4)).toEqual([pg1, bf2, pg2, bf1]);
    expect(t.names('play', 1)).toEqual([]);
  });

  it('CR 7.4.3 Example: Lyle sees the characters leaving play with him and triggers for each', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Lyle Tiberius Rourke - Cunning Mercenary',
            'Stitch - New Dog',
            'Flounder - Voice of Reason',
          ],
        },
        { hand: ['Be Prepared'], ink: 7, lore: 5 },
      ],
      active: 1,
    });
    t.play('Be Prepared');
    t.declineAll();
    expect(t.lore(1)).toBe(3);
  });

  it('CR 7.7.7 Example A: after the only triggered ability resolves, the game continues with the active player', () => {
    const t = scenario({ players: [{ play: ['Yzma - Alchemist'] }, {}] });
    t.quest('Yzma - Alchemist');
    expect(t.pending.map((p) => p.controller)).toEqual([0]);
    expect(t.decision?.prompt).toContain('Choose up to 1');
    t.answer();
    expect(t.decision).toBe(null);
    expect(t.legal().some((a) => a.type === 'end-turn')).toBe(true);
  });

  it('CR 7.7.7 Example B: the active player resolves theirs, the bag passes on, and comes back', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Quester - Test Card',
            'Quest Watcher - Test Card',
            { name: 'Jafar - Striking Illusionist', exerted: true },
          ],
        },
        { play: ['Opponent Watcher - Test Card'] },
      ],
    });
    const resolved: GameEvent[] = [];
    const track = () => resolved.push(...t.events.filter((e) => e.type === 'resolving'));
    t.quest('Quester - Test Card');
    track();
    expect(t.pending).toHaveLength(3);
    t.pick('Report');
    track();
    while (t.decision) {
      t.answer(t.decision.options[0]);
      track();
    }
    expect(resolved.map((e) => e.controller)).toEqual([0, 0, 0, 1, 0]);
    expect(resolved.map((e) => String(e.label).split(': ')[1])).toEqual([
      'Report',
      expect.any(String),
      expect.any(String),
      'Gift',
      'Power Beyond Measure',
    ]);
    expect(t.lore(0)).toBe(1 + 1 + 2);
  });

  it('CR 8.1.2 Example: a second Support does not stack; Resist +2 and Resist +2 make Resist +4', () => {
    const t = scenario({
      players: [{ play: ['Banner - Test Card', 'HeiHei - Boat Snack', 'Tiana - Celebrating Princess'] }, {}],
    });
    expect(t.ctx.stat(t.id('Tiana - Celebrating Princess'), 'kw.resist')).toBe(4);
    t.quest('HeiHei - Boat Snack');
    expect(t.pending.filter((p) => p.label.includes('Support'))).toHaveLength(1);
    expect(t.decision?.prompt).toContain('Support');
    t.answer();
    expect(t.decision).toBe(null);
  });

  const pete = (ruleset?: string) => {
    const t = scenario({
      ruleset,
      players: [
        { hand: ['Pete - Games Referee'], ink: 3 },
        { hand: ['Fire the Cannons!'], ink: 1 },
        { ink: 1, hand: ['Smash'] },
      ],
    });
    t.play('Pete - Games Referee');
    t.act({ type: 'concede', player: 0 });
    return t;
  };

  it('CR 9.2.3 Example: Pete’s effect outlives its departed player until their next turn would start', () => {
    const t = pete();
    expect(t.game.state.turn.active).toBe(1);
    expect(t.can('play', 'Fire the Cannons!')).toBe(false);
    t.endTurn();
    t.endTurn();
    expect(t.game.state.turn.active).toBe(1);
    expect(t.can('play', 'Fire the Cannons!')).toBe(true);
  });

  it('CR 9.2.3 Example under the 2024 edition (2024 1.10.2.3): the effect leaves with its player', () => {
    const t = pete('2024');
    expect(t.can('play', 'Fire the Cannons!')).toBe(true);
  });

  it('CR 10.1.2 Example: Pack Rush starts with 5-card hands (and 2 ink, and 15 lore wins)', () => {
    const game = createGame(lorcana, {
      players: 2,
      decks: [starterIds('The Heart of Magic'), starterIds('A Steadfast Strategy')],
      seed: 5,
      ruleset: 'pack-rush',
    });
    expect(game.state.decision?.request.options).toHaveLength(5);
    while (game.state.decision) {
      apply(game, { type: 'answer', player: game.state.decision.request.player, choice: [] });
    }
    expect(game.ctx.count('inkwell', 0)).toBe(2);
    expect(game.ctx.count('hand', 1 - game.state.turn.active)).toBe(5);
    expect(game.ctx.option('loreToWin')).toBe(15);
  });
});

describe('CR 2.0.0 section 9.3 example', () => {
  it('CR 9.3.2 Example: three teammates take one simultaneous turn', () => {
    const t = scenario({
      ruleset: 'team-turns',
      teams: [0, 0, 0, 1],
      active: 3,
      players: [
        { play: ['Pride Lands - Pride Rock'], hand: ['Stitch - New Dog'] },
        { play: ["De Vil Manor - Cruella's Estate", { name: 'Happy - Good-Natured', exerted: true }] },
        {
          play: [
            "Seven Dwarfs' Mine - Secure Fortress",
            { name: 'Sven - Official Ice Deliverer', exerted: true },
          ],
        },
        { play: [{ name: 'Maui - Demigod', exerted: true }] },
      ],
    });
    t.endTurn();
    // Ready, Set and Draw happen for all three at once.
    expect(t.game.state.turn.active).toBe(0);
    expect(t.exerted('Happy - Good-Natured')).toBe(false);
    expect(t.exerted('Sven - Official Ice Deliverer')).toBe(false);
    expect([t.lore(0), t.lore(1), t.lore(2), t.lore(3)]).toEqual([1, 1, 1, 0]);
    expect([t.count('hand', 0), t.count('hand', 1), t.count('hand', 2)]).toEqual([2, 1, 1]);
    // In the Main phase any of them may act, one complete turn action at a time.
    t.ink('Stitch - New Dog');
    const quest = t.legal().find((a) => a.type === 'quest' && a.player === 1)!;
    t.act(quest);
    expect(t.lore(1)).toBe(1 + 2);
    t.choose('Sven - Official Ice Deliverer'); // Support: Happy's Strength to a teammate's character
    expect(t.strength('Sven - Official Ice Deliverer')).toBe(8);
    const challenge = t.legal().find((a) => a.type === 'challenge' && a.player === 2)!;
    t.act(challenge);
    expect(t.zone('Maui - Demigod')).toBe('discard');
    // “This turn” effects end for the whole team at the end of the turn.
    t.endTurn();
    expect(t.game.state.turn.active).toBe(3);
    expect(t.strength('Sven - Official Ice Deliverer')).toBe(5);
  });
});
