import { describe, expect, it } from 'vitest';
import { LORE_CARDS } from '../cards/pool/index.js';
import { scenario } from '../testing/scenario.js';
import { compileCard } from './abilities/compile.js';
import { magickOffers } from './play/costs.js';
import { C, kw, S, Z } from './state/keys.js';

describe('lr1 cards: printed characteristics', () => {
  it('every card compiles its STR, HP, seal, requirement and keywords into kernel stats', () => {
    for (const card of LORE_CARDS) {
      const def = compileCard(card);
      expect(def.stats[S.str], card.name).toBe(card.str);
      expect(def.stats[S.hp], card.name).toBe(card.hp);
      expect(def.stats[S.seal], card.name).toBe(card.seal);
      expect(def.stats[S.requirement], card.name).toBe(card.mythosRequirement);
      for (const k of card.keywords)
        if (typeof k === 'string') expect(def.stats[kw(k)], `${card.name} ${k}`).toBe(1);
      expect(def.traits).toEqual(card.subtypes);
    }
  });
});

describe('lr1 cards: sources of magick', () => {
  const offered = (name: string) => {
    const t = scenario({ p0: { play: [name] } });
    return magickOffers(t.ctx, 0, -1).map((o) => [o.oneOf.join('/'), o.amount]);
  };

  it('the basic runes, Elder Rune and Blank Rune each make one magick of their type', () => {
    expect(offered('Astral Rune')).toEqual([['astral', 1]]);
    expect(offered('Cosmic Rune')).toEqual([['cosmic', 1]]);
    expect(offered('Deep Rune')).toEqual([['deep', 1]]);
    expect(offered('Primal Rune')).toEqual([['primal', 1]]);
    expect(offered('Sanguine Rune')).toEqual([['sanguine', 1]]);
    expect(offered('Elder Rune')).toEqual([['elder', 1]]);
    expect(offered('Blank Rune')).toEqual([['formless', 1]]);
  });

  it('Tidal Rune, Lodestone Rune, Brass Astrolabe and Idol of the Deep make magick of their listed types', () => {
    expect(offered('Tidal Rune')).toEqual([['deep/cosmic', 1]]);
    expect(offered('Lodestone Rune')).toEqual([['astral/primal', 1]]);
    expect(offered('Brass Astrolabe')).toEqual([['astral', 1]]);
    expect(offered('Idol of the Deep')).toEqual([['deep/elder', 1]]);
  });

  it('Bleeding Rune: its second ability makes two Sanguine for 2 sanity', () => {
    const t = scenario({ p0: { hand: ['Gibbering Mouther'], play: ['Bleeding Rune'] } });
    t.act({ type: 'play', card: t.card('Gibbering Mouther') });
    expect(t.zone(t.card('Gibbering Mouther'))).toBe(Z.play);
    expect(t.sanity(0)).toBe(48);
  });

  it('Lodestone Rune: its seal adds 1 mythos when played', () => {
    const t = scenario({ p0: { hand: ['Lodestone Rune'] } });
    t.act({ type: 'play', card: t.card('Lodestone Rune') });
    expect(t.mythos()).toBe(1);
  });

  it('Whisper: an anomaly token that makes Formless magick', () => {
    const t = scenario({ p0: { play: ['Whisper'] } });
    expect(magickOffers(t.ctx, 0, -1).map((o) => o.oneOf)).toEqual([['formless']]);
  });

  it('Murmur from Beyond: creates a Whisper token, so a card creates every token of the pool (issue 20)', () => {
    const t = scenario({ p0: { hand: ['Murmur from Beyond'], play: ['Astral Rune', 'Blank Rune'] } });
    t.act({ type: 'play', card: t.card('Murmur from Beyond') });
    const [whisper] = t.cards('Whisper', Z.play);
    expect(t.ctx.card(whisper).controller).toBe(0);
    expect(t.ctx.card(whisper).token).toBe(true);
    const created = new Set(
      JSON.stringify(LORE_CARDS.filter((c) => !c.token))
        .match(/"token":"lr1-\d+"/g)
        ?.map((m) => m.slice(9, -1)),
    );
    expect(LORE_CARDS.filter((c) => c.token && !created.has(c.id)).map((c) => c.name)).toEqual([]);
  });
});

describe('lr1 cards: gods', () => {
  it('The Thornmother: its turn ability creates a Thornling token (Blistering)', () => {
    const t = scenario({ p1: { play: ['The Thornmother'] } });
    t.nextTurn();
    const [thornling] = t.cards('Thornling', Z.play);
    expect(t.ctx.card(thornling).controller).toBe(1);
    expect(t.counter(thornling, C.dazed)).toBe(0);
  });

  it('Sharra-Khet, the Red Hunger: its turn ability consumes an opposing creature with STR 2 or less', () => {
    const t = scenario({
      p0: { play: ['Cultist Initiate', 'Hollow Knight'] },
      p1: { play: ['Sharra-Khet, the Red Hunger'] },
    });
    t.attackWith([]); // player 0 attacks with nothing; player 1's turn begins
    const cultist = t.card('Cultist Initiate');
    expect(t.decision?.options).toEqual([cultist]);
    t.answer(cultist);
    expect(t.zone(cultist)).toBe(Z.under);
  });

  it('The Hollow Orrery: +1 mythos each turn; from 3 turn counters on it also draws', () => {
    const t = scenario({ p1: { play: [{ card: 'The Hollow Orrery', counters: { [C.turns]: 2 } }] } });
    const hand = t.ctx.count(Z.hand, 1);
    t.nextTurn();
    expect(t.mythos()).toBe(1);
    expect(t.ctx.count(Z.hand, 1)).toBe(hand + 2); // the 2.6 draw and the Orrery's
  });

  it('The Pale Crown: creatures its controller controls get +1 STR', () => {
    const t = scenario({
      p0: { play: ['The Pale Crown', 'Bog Lurker'] },
      p1: { play: ['Moth of the Outer Dark'] },
    });
    expect(t.str(t.card('Bog Lurker', 0))).toBe(2);
    expect(t.str(t.card('Moth of the Outer Dark'))).toBe(1);
  });

  it("Nyl'Thessa, Mother of Masks: its turn ability creates a Masked One, which chooses a creature type", () => {
    const t = scenario({ p1: { play: ["Nyl'Thessa, Mother of Masks"] } });
    t.act({ type: 'end-main' });
    expect(t.decision?.rule).toBe('Lore keyword Shapeshifter');
    t.answer('Ghoul');
    const [masked] = t.cards('Masked One', Z.play);
    expect(t.ctx.hasTrait(masked, 'Ghoul')).toBe(true);
  });

  it('Ythogga, the Drowned Choir and Vael-Orun, Eye Between Stars: see the Lore 2.5 and Mythos tests', () => {
    expect(LORE_CARDS.filter((c) => c.supertypes.includes('god')).map((c) => c.name)).toContain(
      'Ythogga, the Drowned Choir',
    );
  });
});

describe('lr1 cards: anomalies', () => {
  it('Rift: +1 mythos at the beginning of its controller’s turn', () => {
    const t = scenario({ p1: { play: ['Rift'] } });
    t.nextTurn();
    expect(t.mythos()).toBe(1);
  });

  it('Festering Growth: its controller loses 1 sanity at the end of their turn', () => {
    const t = scenario({ p0: { play: ['Festering Growth'] } });
    t.nextTurn();
    expect(t.sanity(0)).toBe(49);
  });
});
