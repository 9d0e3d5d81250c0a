/** The worked examples of CR 2.0.0 section 1 (Concepts), as executable tests. */
import { IllegalActionError } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/scenario.js';

describe('CR 2.0.0 section 1 examples', () => {
  it('CR 1.2.1 Example: Mufasa lets its player play a character on the opponent’s turn', () => {
    const t = scenario({
      players: [
        { hand: ['Dragon Fire'], ink: 5 },
        { play: ['Mufasa - Betrayed Leader'], deck: ['Stitch - New Dog'] },
      ],
    });
    t.play('Dragon Fire'); // the only character: chosen without asking
    expect(t.zone('Mufasa - Betrayed Leader')).toBe('discard');
    expect(t.decision?.player).toBe(1);
    t.yes(); // reveal the top card
    t.yes(); // it's a character: play it for free
    expect(t.zone('Stitch - New Dog')).toBe('play');
    expect(t.exerted('Stitch - New Dog')).toBe(true);
    expect(t.game.state.turn.active).toBe(0);
  });

  it('CR 1.2.2 Example: Tiana’s “can’t play actions” beats Genie’s “may play an action”', () => {
    const t = scenario({
      players: [
        { play: ['Genie - Powers Unleashed'], hand: ['Fire the Cannons!'], ink: 1 },
        { play: [{ name: 'Tiana - Celebrating Princess', exerted: true }] },
      ],
    });
    expect(t.can('play', 'Fire the Cannons!')).toBe(false);
    t.quest('Genie - Powers Unleashed');
    t.declineAll();
    if (t.decision) t.yes();
    expect(t.zone('Fire the Cannons!')).toBe('hand');
  });

  it('CR 1.2.3 Example: Reflection with 2 cards in deck looks at both and puts them back in any order', () => {
    const t = scenario({
      players: [
        { hand: ['Reflection'], ink: 1, deck: ['Stitch - New Dog', 'Olaf - Friendly Snowman'], filler: 0 },
        {},
      ],
    });
    t.play('Reflection');
    expect(t.decision?.kind).toBe('order');
    t.choose('Olaf - Friendly Snowman');
    expect(t.names('deck', 0)).toEqual(['Olaf - Friendly Snowman', 'Stitch - New Dog']);
  });

  it('CR 1.3.3 Example: “each opponent” never includes the player’s teammates', () => {
    const t = scenario({
      players: [{ hand: ['Aladdin - Street Rat'], ink: 3 }, { lore: 5 }, { lore: 5 }, { lore: 5 }],
      teams: [0, 1, 0, 1],
    });
    t.play('Aladdin - Street Rat');
    expect([t.lore(1), t.lore(2), t.lore(3)]).toEqual([4, 5, 4]);
  });

  it('CR 1.4.3 Example: Chernabog’s player chooses; the shuffled character’s player may replay from their discard', () => {
    const t = scenario({
      players: [
        { hand: ['Chernabog - Unnatural Force'], ink: 5 },
        { play: ['Flounder - Voice of Reason'], discard: ['Stitch - New Dog'] },
      ],
    });
    t.play('Chernabog - Unnatural Force');
    t.yes(); // the only opposing character is chosen by Chernabog's player
    expect(t.decision?.player).toBe(1);
    t.yes();
    expect(t.zone('Flounder - Voice of Reason')).toBe('deck');
    expect(t.zone('Stitch - New Dog')).toBe('play');
    expect(t.ctx.card(t.id('Stitch - New Dog')).owner).toBe(1);
  });

  it('CR 1.7.2 Example: a song resolves fully before Dr. Facilier’s triggered ability', () => {
    const t = scenario({
      players: [
        {
          play: ['Dr. Facilier - Remarkable Gentleman'],
          hand: ['Friends on the Other Side'],
          ink: 3,
          deck: [
            'Stitch - New Dog',
            'Olaf - Friendly Snowman',
            "Pascal - Rapunzel's Companion",
            'Sven - Official Ice Deliverer',
          ],
        },
        {},
      ],
    });
    t.play('Friends on the Other Side');
    expect(t.names('hand', 0)).toEqual(['Stitch - New Dog', 'Olaf - Friendly Snowman']);
    t.yes();
    expect(t.decision?.reveal?.map((c) => t.ctx.cardDef(c).name)).toEqual([
      "Pascal - Rapunzel's Companion",
      'Sven - Official Ice Deliverer',
    ]);
    t.choose('Sven - Official Ice Deliverer');
    expect(t.names('deck', 0)[0]).toBe('Sven - Official Ice Deliverer');
    expect(t.names('deck', 0).at(-1)).toBe("Pascal - Rapunzel's Companion");
  });

  it('CR 1.7.7 Example A: playing a 4-cost character with 3 ink is illegal and undone', () => {
    const t = scenario({ players: [{ hand: ['Ariel - On Human Legs'], ink: 3 }, {}] });
    const before = JSON.stringify(t.game.state);
    expect(() =>
      t.act({ type: 'play', player: 0, card: t.id('Ariel - On Human Legs'), mode: 'ink' }),
    ).toThrow(IllegalActionError);
    expect(JSON.stringify(t.game.state)).toBe(before);
    expect(t.zone('Ariel - On Human Legs')).toBe('hand');
  });

  it('CR 1.7.7 Example B: choosing a Ward character is illegal; a new choice is made, the song stays played', () => {
    const t = scenario({
      players: [
        { hand: ['Let the Storm Rage On'], ink: 3 },
        { play: ['Aladdin - Prince Ali', 'Flounder - Voice of Reason', 'Stitch - New Dog'] },
      ],
    });
    t.play('Let the Storm Rage On');
    expect(t.decision?.options).not.toContain(t.id('Aladdin - Prince Ali'));
    expect(() => t.answer(t.id('Aladdin - Prince Ali'))).toThrow(IllegalActionError);
    expect(t.decision?.prompt).toContain('Let the Storm Rage On');
    t.choose('Flounder - Voice of Reason');
    expect(t.zone('Flounder - Voice of Reason')).toBe('discard');
    expect(t.count('hand', 0)).toBe(1);
    expect(t.zone('Let the Storm Rage On')).toBe('discard');
  });

  it('CR 1.8.3 Example A: a game state check banishes Flounder after Fire the Cannons!', () => {
    const t = scenario({
      players: [{ play: ['Flounder - Voice of Reason'] }, { hand: ['Fire the Cannons!'], ink: 1 }],
      active: 1,
    });
    t.play('Fire the Cannons!'); // Flounder is the only character
    expect(t.zone('Flounder - Voice of Reason')).toBe('discard');
  });

  it('CR 1.8.3 Example B: Pride Rock is banished, then the next check banishes Flounder', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Pride Lands - Pride Rock',
            { name: 'Flounder - Voice of Reason', damage: 2, at: 'Pride Lands - Pride Rock' },
          ],
        },
        { play: ['Lumiere - Hotheaded Candelabra'] },
      ],
      active: 1,
    });
    expect(t.willpower('Flounder - Voice of Reason')).toBe(4);
    t.challenge('Lumiere - Hotheaded Candelabra', 'Pride Lands - Pride Rock');
    expect(t.zone('Pride Lands - Pride Rock')).toBe('discard');
    expect(t.zone('Flounder - Voice of Reason')).toBe('discard');
  });
});
