import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';
import { C, E, Z } from '../state/keys.js';

/** Player 0 attacks player 1 with the named creature; no blocks; player 0 passes: player 1 may respond. */
function defendWith(hand: string[], runes: string[], attacker = 'Hollow Knight') {
  const t = scenario({ p0: { play: [attacker] }, p1: { hand, play: runes } });
  t.attackWith([attacker]).noBlocks();
  t.pass();
  return t;
}

describe('lr1 cards: subterfuge spells', () => {
  it('Sudden Eclipse: an attacker gets -3 STR', () => {
    const t = defendWith(['Sudden Eclipse'], ['Astral Rune']);
    t.act({ type: 'subterfuge', card: t.card('Sudden Eclipse') }).passAll();
    expect(t.sanity(1)).toBe(49);
  });

  it('Undertow: an attacker returns to its owner’s hand', () => {
    const t = defendWith(['Undertow'], ['Deep Rune', 'Blank Rune']);
    t.act({ type: 'subterfuge', card: t.card('Undertow') }).passAll();
    expect(t.zone(t.card('Hollow Knight'))).toBe(Z.hand);
    expect(t.sanity(1)).toBe(50);
  });

  it('Call of the Void: aetherizes a creature with 2 or less HP', () => {
    const t = defendWith(['Call of the Void'], ['Cosmic Rune', 'Blank Rune'], 'Comet Rider');
    t.act({ type: 'subterfuge', card: t.card('Call of the Void') }).passAll();
    expect(t.zone(t.card('Comet Rider'))).toBe(Z.aether);
  });

  it('Whispered Hex: a creature gets -2 STR this turn', () => {
    const t = defendWith(['Whispered Hex'], ['Sanguine Rune']);
    t.act({ type: 'subterfuge', card: t.card('Whispered Hex') }).passAll();
    expect(t.sanity(1)).toBe(48);
  });

  it('Verdant Ward: +3 HP and Immortal this turn', () => {
    const t = scenario({ p0: { hand: ['Verdant Ward'], play: ['Primal Rune', 'Bog Lurker'] } });
    const lurker = t.card('Bog Lurker', 0);
    t.act({ type: 'play', card: t.card('Verdant Ward') });
    expect(t.hp(lurker)).toBe(6);
    expect(t.ctx.has(lurker, 'kw.immortal')).toBe(true);
    t.nextTurn();
    expect(t.hp(lurker)).toBe(3);
  });

  it('Feigned Retreat and Petrifying Gaze: see the chain tests (Lore 4.6)', () => {
    const t = scenario({ p0: { hand: ['Petrifying Gaze'], play: ['Cosmic Rune', 'Great Elk'] } });
    t.act({ type: 'play', card: t.card('Petrifying Gaze') });
    expect(t.str(t.card('Great Elk'))).toBe(0);
  });
});

describe('lr1 cards: grimoire and other spells', () => {
  it('Star-Chart Divination: +2 mythos, then Peek', () => {
    const t = scenario({ p0: { hand: ['Star-Chart Divination'], play: ['Cosmic Rune'] } });
    t.act({ type: 'play', card: t.card('Star-Chart Divination') });
    expect(t.decision?.rule).toBe('Lore keyword Peek');
    t.answer(0).answer('keep');
    expect(t.mythos()).toBe(2);
  });

  it('Mind-Rend: Pilfer the opponent’s hand', () => {
    const t = scenario({
      p0: { hand: ['Mind-Rend'], play: ['Astral Rune', 'Sanguine Rune'] },
      p1: { hand: ['Undertow', 'Tidecall'] },
    });
    t.act({ type: 'play', card: t.card('Mind-Rend') });
    t.answer(t.card('Tidecall'));
    expect(t.zone(t.card('Tidecall'))).toBe(Z.grave);
    expect(t.zone(t.card('Undertow'))).toBe(Z.hand);
  });

  it('Forbidden Knowledge: draw 2, lose 2 sanity', () => {
    const t = scenario({ p0: { hand: ['Forbidden Knowledge'], play: ['Astral Rune', 'Blank Rune'] } });
    t.act({ type: 'play', card: t.card('Forbidden Knowledge') });
    expect(t.ctx.count(Z.hand, 0)).toBe(2);
    expect(t.sanity(0)).toBe(48);
  });

  it('Open the Rift: creates a Rift anomaly', () => {
    const t = scenario({ p0: { hand: ['Open the Rift'], play: ['Cosmic Rune'] } });
    t.act({ type: 'play', card: t.card('Open the Rift') });
    expect(t.cards('Rift', Z.play)).toHaveLength(1);
  });

  it('Wrath of the Deep: 3 damage to each creature (mythos requirement 6)', () => {
    const t = scenario({
      mythos: 6,
      p0: {
        hand: ['Wrath of the Deep'],
        play: ['Deep Rune', 'Deep Rune', 'Deep Rune', 'Elder Rune', 'Great Elk'],
      },
      p1: { play: ['Bog Lurker', 'Moth of the Outer Dark'] },
    });
    t.act({ type: 'play', card: t.card('Wrath of the Deep') });
    expect(t.hp(t.card('Great Elk'))).toBe(1);
    expect(t.zone(t.card('Bog Lurker', 1))).toBe(Z.grave);
    expect(t.zone(t.card('Moth of the Outer Dark'))).toBe(Z.grave);
  });

  it('Feast of Flesh: sacrifice a creature as an additional cost, draw 2', () => {
    const t = scenario({ p0: { hand: ['Feast of Flesh'], play: ['Sanguine Rune', 'Cultist Initiate'] } });
    t.act({ type: 'play', card: t.card('Feast of Flesh') });
    expect(t.zone(t.card('Cultist Initiate'))).toBe(Z.grave);
    expect(t.ctx.count(Z.hand, 0)).toBe(2);
  });

  it('Desperate Offering: sacrifice a creature, then 3 damage to a selected creature', () => {
    const t = scenario({
      p0: { hand: ['Desperate Offering'], play: ['Sanguine Rune', 'Cultist Initiate'] },
      p1: { play: ['Great Elk'] },
    });
    t.act({ type: 'play', card: t.card('Desperate Offering') }); // the Elk is the only selection left
    expect(t.zone(t.card('Cultist Initiate'))).toBe(Z.grave);
    expect(t.counter(t.card('Great Elk'), C.damage)).toBe(3);
    expect(t.zone(t.card('Desperate Offering'))).toBe(Z.grave);
  });

  it('Lore Steps e: when paying breaks a requirement, the card goes back to its controller’s hand, revealed (Desperate Offering)', () => {
    // The only creature in play is both the sacrifice and the only possible selection.
    const t = scenario({ p0: { hand: ['Desperate Offering'], play: ['Sanguine Rune', 'Cultist Initiate'] } });
    const offering = t.card('Desperate Offering');
    expect(t.can({ type: 'play', card: offering })).toBe(true);
    t.act({ type: 'play', card: offering });
    expect(t.zone(t.card('Cultist Initiate'))).toBe(Z.grave); // costs stay paid
    expect(t.ctx.card(t.card('Sanguine Rune')).tapped).toBe(true);
    expect(t.zone(offering)).toBe(Z.hand);
    expect(t.counter(offering, C.revealed)).toBe(1);
    expect(t.events.some((e) => e.type === 'revealed' && (e.cards as number[]).includes(offering))).toBe(
      true,
    );
    expect(t.eventsOf(E.damagedObject)).toEqual([]);
  });

  it('Primal Roar: each creature its controller controls gets +2 STR this turn', () => {
    const t = scenario({
      p0: { hand: ['Primal Roar'], play: ['Primal Rune', 'Bog Lurker'] },
      p1: { play: ['Moth of the Outer Dark'] },
    });
    t.act({ type: 'play', card: t.card('Primal Roar') });
    expect(t.str(t.card('Bog Lurker', 0))).toBe(3);
    expect(t.str(t.card('Moth of the Outer Dark'))).toBe(1);
  });

  it('Curse of Festering: creates a Festering Growth under the opponent’s control', () => {
    const t = scenario({ p0: { hand: ['Curse of Festering'], play: ['Sanguine Rune', 'Blank Rune'] } });
    t.act({ type: 'play', card: t.card('Curse of Festering') });
    const [growth] = t.cards('Festering Growth', Z.play);
    expect(t.ctx.card(growth).controller).toBe(1);
  });

  it("Madman's Wager: on 2–6 its controller draws 3", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const t = scenario({ seed, p0: { hand: ["Madman's Wager"], play: ['Sanguine Rune'] } });
      t.act({ type: 'play', card: t.card("Madman's Wager") });
      if (t.eventsOf(E.die)[0].result === 1) continue;
      expect(t.ctx.count(Z.hand, 0)).toBe(3);
      return;
    }
    throw new Error('only 1s rolled');
  });

  it('Cleansing Flame: destroys a relic or location', () => {
    const t = scenario({
      p0: { hand: ['Cleansing Flame'], play: ['Primal Rune', 'Blank Rune'] },
      p1: { play: ['Cyclopean Stair'] },
    });
    t.act({ type: 'play', card: t.card('Cleansing Flame') });
    expect(t.zone(t.card('Cyclopean Stair'))).toBe(Z.grave);
  });
});
