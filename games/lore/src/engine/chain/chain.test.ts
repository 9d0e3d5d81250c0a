import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';
import { chainItems } from '../state/chain.js';
import { E, Z } from '../state/keys.js';

/** Player 0 attacks player 1 with Hollow Knight; player 1 does not block; the window opens. */
function toWindow(p0: object = {}, p1: object = {}) {
  const t = scenario({
    p0: { play: ['Hollow Knight', 'Primal Rune', 'Blank Rune'], ...p0 },
    p1: { play: ['Cosmic Rune'], ...p1 },
  });
  t.toStep('attack');
  t.act({ type: 'attack', card: t.card('Hollow Knight') });
  t.act({ type: 'end-attacks' });
  if (t.decision?.rule === 'Lore 4.2') t.answer('p1');
  if (t.decision?.prompt === 'Block which attacker?') t.answer('done');
  return t;
}

describe('Lore 4.4–4.6 the chain', () => {
  it('Lore 4.4: the attacking player has priority first in the subterfuge window', () => {
    const t = toWindow();
    expect(t.step).toBe('subterfuge');
    expect(t.game.state.priority?.player).toBe(0);
  });

  it('Lore 4.4/4.5: priority passes after one item is added; the other player may respond', () => {
    const t = toWindow({ hand: ['Feigned Retreat'] }, { hand: ['Petrifying Gaze'] });
    const knight = t.card('Hollow Knight');
    t.act({ type: 'subterfuge', card: t.card('Feigned Retreat') });
    expect(t.game.state.priority?.player).toBe(1);
    expect(chainItems(t.ctx).map((i) => i.label)).toEqual(['Feigned Retreat']);
    t.act({ type: 'subterfuge', card: t.card('Petrifying Gaze') });
    expect(t.game.state.priority?.player).toBe(0);
    expect(chainItems(t.ctx).map((i) => i.label)).toEqual(['Feigned Retreat', 'Petrifying Gaze']);
    expect(t.zone(t.card('Petrifying Gaze'))).toBe(Z.chain);
    void knight;
  });

  it('Lore 4.6: the chain resolves newest first — and Lore The Basics: effects apply in chronological order', () => {
    const t = toWindow({ hand: ['Feigned Retreat'] }, { hand: ['Petrifying Gaze'] });
    const knight = t.card('Hollow Knight');
    t.act({ type: 'subterfuge', card: t.card('Feigned Retreat') });
    t.act({ type: 'subterfuge', card: t.card('Petrifying Gaze') });
    t.pass();
    t.pass();
    // Gaze (newest) resolves first: STR 0; then Retreat: +2. The Knight hits for 2.
    const resolving = t.events.filter((e) => e.type === 'resolving').map((e) => e.label);
    expect(resolving).toEqual(['Petrifying Gaze', 'Feigned Retreat']);
    expect(t.eventsOf(E.damagedPlayer).map((e) => e.amount)).toEqual([2]);
    expect(t.zone(t.card('Petrifying Gaze'))).toBe(Z.grave);
    void knight;
  });

  it('Lore 4.5: the window closes only when all players pass in succession', () => {
    const t = toWindow({}, { hand: ['Sudden Eclipse', 'Astral Rune'] });
    t.pass(); // player 0 passes
    expect(t.game.state.priority?.player).toBe(1);
    expect(t.step).toBe('subterfuge');
  });

  it('Lore Zones: The chain — Sign of the Elders cancels an item; the cancelled card goes to the grave', () => {
    const t = toWindow({ hand: ['Feigned Retreat'] }, { hand: ['Sign of the Elders'], play: ['Elder Rune'] });
    t.act({ type: 'subterfuge', card: t.card('Feigned Retreat') });
    t.act({ type: 'subterfuge', card: t.card('Sign of the Elders') });
    t.pass();
    t.pass();
    expect(t.zone(t.card('Feigned Retreat'))).toBe(Z.grave);
    expect(t.eventsOf(E.damagedPlayer).map((e) => e.amount)).toEqual([4]); // no +2
  });

  it('Lore 4.4: abilities activated as a subterfuge go on the chain (Pearl-Eyed Siren)', () => {
    const t = toWindow({}, { play: ['Cosmic Rune', 'Pearl-Eyed Siren'] });
    t.pass();
    t.act({ type: 'subterfuge-ability', card: t.card('Pearl-Eyed Siren'), ability: 0 });
    t.answer(t.card('Hollow Knight')); // step d: the selection is made when it is added
    expect(chainItems(t.ctx)).toHaveLength(1);
    t.pass();
    t.pass();
    expect(t.eventsOf(E.damagedPlayer).map((e) => e.amount)).toEqual([2]);
  });

  it('README A19: a selection made when an item is added waits with it; if that object left play, resolving asks for no new one', () => {
    const t = toWindow(
      { hand: ['Undertow'], play: ['Hollow Knight', 'Primal Rune', 'Blank Rune', 'Deep Rune'] },
      { hand: ['Whispered Hex'], play: ['Sanguine Rune', 'Cultist Initiate', 'Bog Lurker'] },
    );
    const knight = t.card('Hollow Knight');
    t.pass();
    t.act({ type: 'subterfuge', card: t.card('Whispered Hex') });
    expect(t.decision?.options).toEqual(
      expect.arrayContaining([knight, t.card('Cultist Initiate'), t.card('Bog Lurker')]),
    );
    t.answer(knight); // step d: the Hex's selection is made now and kept on the chain
    expect(chainItems(t.ctx)[0].selections).toEqual({ 0: [knight] });
    t.act({ type: 'subterfuge', card: t.card('Undertow') }).answer('pay0'); // it selects the attacking Knight
    for (let i = 0; i < 6 && chainItems(t.ctx).length > 0; i++) {
      // Two creatures are still in play: a selection made on resolution would ask here.
      expect(t.decision?.prompt ?? '').not.toMatch(/Select/);
      t.pass();
    }
    expect(t.events.filter((e) => e.type === 'resolving').map((e) => e.label)).toEqual([
      'Undertow',
      'Whispered Hex',
    ]);
    expect(t.zone(knight)).toBe(Z.hand);
  });

  it('Lore The Basics: a player cannot lose until the chain has fully resolved', () => {
    const t = toWindow({}, { hand: ['Blood Price'], play: ['Sanguine Rune', 'Ossuary Lantern'], sanity: 4 });
    t.pass();
    t.act({ type: 'subterfuge', card: t.card('Blood Price') }); // pays 4 sanity: 0 while on the chain
    expect(t.sanity(1)).toBe(0);
    expect(t.game.over).toBe(false);
    t.pass();
    t.pass();
    // The Knight dies; Ossuary Lantern gains 1 sanity before the chain is done: player 1 survives.
    expect(t.zone(t.card('Hollow Knight'))).toBe(Z.grave);
    expect(t.sanity(1)).toBe(1);
    expect(t.game.over).toBe(false);
  });

  it('Lore 4.4–4.7 together: a multi-blocker combat with responses on the chain, then the damage order', () => {
    const t = scenario({
      p0: { play: ['Hollow Knight', 'Primal Rune', 'Blank Rune'], hand: ['Feigned Retreat'] },
      p1: { play: ['Cultist Initiate', 'Tidecaller Acolyte', 'Astral Rune'], hand: ['Sudden Eclipse'] },
    });
    const knight = t.card('Hollow Knight');
    const cultist = t.card('Cultist Initiate');
    const acolyte = t.card('Tidecaller Acolyte');
    t.attackWith(['Hollow Knight']).block(knight, [cultist, acolyte]);
    t.act({ type: 'subterfuge', card: t.card('Feigned Retreat') }).answer(knight); // +2/+2 when it resolves
    t.act({ type: 'subterfuge', card: t.card('Sudden Eclipse') }); // resolves first: -3
    t.pass().pass();
    expect(t.str(knight)).toBe(3);
    expect(t.decision?.rule).toBe('Lore 4.7');
    t.answer(acolyte); // 3 STR: 2 to the Acolyte, then 1 to the Cultist
    const damage = t.eventsOf(E.damagedObject).map((e) => [e.source, e.card, e.amount]);
    expect(damage).toEqual([
      [knight, acolyte, 2],
      [knight, cultist, 1],
      [cultist, knight, 1],
      [acolyte, knight, 1],
    ]);
    expect([t.zone(acolyte), t.zone(cultist), t.zone(knight)]).toEqual([Z.grave, Z.grave, Z.play]);
  });
});
