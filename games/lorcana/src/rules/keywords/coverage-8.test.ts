/** Keywords (CR 8): rules not covered elsewhere, one scenario each. */
import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';

describe('CR 8 keywords (coverage)', () => {
  it('CR 1.5.5.2 Shift is an alternate cost; CR 8.10.5 a shifted character can do what the character under it could: quest the turn it is shifted', () => {
    const t = scenario({
      players: [
        { play: ['Donald Duck - Boisterous Fowl'], hand: ['Donald Duck - Perfect Gentleman'], ink: 4 },
        {},
      ],
    });
    t.play('Donald Duck - Perfect Gentleman', { onto: 'Donald Duck - Boisterous Fowl' });
    t.declineAll();
    // Shift 3 was paid instead of the ink cost 4.
    expect(t.ctx.cards('inkwell', 0).filter((c) => t.ctx.card(c).tapped)).toHaveLength(3);
    expect(t.can('quest', 'Donald Duck - Perfect Gentleman')).toBe(true);
    t.quest('Donald Duck - Perfect Gentleman');
    expect(t.lore(0)).toBe(2);
  });

  it('CR 8.14.2 Vanish resolves after the action’s effect: the damage is dealt first', () => {
    const t = scenario({
      players: [{ hand: ['Fire the Cannons!'], ink: 1 }, { play: ['Phantom - Test Card'] }],
    });
    const phantom = t.id('Phantom - Test Card');
    const action = t.id('Fire the Cannons!');
    t.play('Fire the Cannons!');
    t.declineAll();
    const at = (match: (e: (typeof t.events)[number]) => boolean) => t.events.findIndex(match);
    const damaged = at((e) => e.type === 'damaged' && e.card === phantom);
    const actionDone = at((e) => e.type === 'moved' && e.card === action && e.to === 'discard');
    const banished = at((e) => e.type === 'banished' && e.card === phantom);
    expect(damaged).toBeGreaterThanOrEqual(0);
    expect(actionDone).toBeGreaterThan(damaged);
    expect(banished).toBeGreaterThan(actionDone);
    expect(t.zone(phantom)).toBe('discard');
  });

  it('CR 8.12.1 / CR 5.4.4.3 Sing Together: several characters whose costs add up to N exert together to sing the song', () => {
    const alone = scenario({
      players: [{ play: ['Sven - Official Ice Deliverer'], hand: ['Under the Sea'] }, {}],
    });
    expect(alone.can('play', 'Under the Sea', { mode: 'singTogether' })).toBe(false);
    const t = scenario({
      players: [
        { play: ['Sven - Official Ice Deliverer', 'Tiana - Celebrating Princess'], hand: ['Under the Sea'] },
        { play: ['Stitch - New Dog'] },
      ],
    });
    t.play('Under the Sea', { mode: 'singTogether' });
    // Singers are chosen one at a time until their costs reach 8.
    t.choose('Sven - Official Ice Deliverer');
    if (t.decision?.player === 0 && t.decision.kind !== 'yes-no') t.choose('Tiana - Celebrating Princess');
    t.declineAll();
    expect(t.exerted('Sven - Official Ice Deliverer')).toBe(true);
    expect(t.exerted('Tiana - Celebrating Princess')).toBe(true);
    expect(t.zone('Stitch - New Dog')).toBe('deck');
    expect(t.zone('Under the Sea')).toBe('discard');
  });

  it('CR 8.12.3 a character singing with Sing Together meets its “whenever this character sings” condition', () => {
    const t = scenario({
      players: [
        { play: ['Sven - Official Ice Deliverer', 'Ursula - Deceiver of All'], hand: ['Under the Sea'] },
        { play: ['Stitch - New Dog', 'Olaf - Friendly Snowman'] },
      ],
    });
    t.play('Under the Sea', { mode: 'singTogether' });
    t.choose('Sven - Official Ice Deliverer');
    // Ursula is the only other singer (taken without asking); then the song's own choices.
    t.declineAll((d) => d.kind === 'yes-no');
    expect(t.exerted('Ursula - Deceiver of All')).toBe(true);
    // Ursula's trigger offers to play the song again from the discard.
    expect(t.decision).toMatchObject({ player: 0, kind: 'yes-no' });
    expect(t.zone('Stitch - New Dog')).toBe('deck');
    t.yes();
    t.declineAll();
    expect(t.zone('Under the Sea')).toBe('deck');
  });
});
