import { describe, expect, it } from 'vitest';
import { keywordsOf } from './analysis.js';
import { describeAbility, describeCard, describeEffect, describeTypeLine } from './describe.js';
import { describeFilter, describeMagick } from './describe-parts.js';
import { LORE_CARDS } from './pool/index.js';
import { KEYWORD_NAMES } from './vocabulary.js';

const byName = new Map(LORE_CARDS.map((c) => [c.name, c]));
const card = (name: string) => {
  const found = byName.get(name);
  if (!found) throw new Error(name);
  return found;
};
const cardName = (id: string) => LORE_CARDS.find((c) => c.id === id)?.name ?? id;

describe('description generator', () => {
  it('writes a creature with keywords', () => {
    expect(describeCard(card('Raving Prophet'))).toEqual([
      'Raving Prophet',
      'Creature: Human',
      'Cost: 1 Sanguine',
      '3 STR / 3 HP',
      'Madness',
    ]);
  });

  it('writes a god with a mythos requirement and a turn ability', () => {
    expect(describeCard(card('Ythogga, the Drowned Choir'))).toEqual([
      'Ythogga, the Drowned Choir',
      'God Creature: Abyssal',
      'Mythos requirement: 7',
      '6 STR / 8 HP',
      'Colossal',
      'Turn ability: Your opponent loses 2 sanity.',
    ]);
  });

  it('writes a weapon with its equip cost and bonus', () => {
    expect(describeCard(card("Whaler's Harpoon"))).toEqual([
      "Whaler's Harpoon",
      'Relic: Human Weapon',
      'Cost: 1 Deep',
      '3 HP',
      'Equip (1 Formless)',
      'The equipped creature gets +2 STR and has Maul.',
    ]);
  });

  it('writes a grimoire subterfuge spell with a sequence of effects', () => {
    expect(describeCard(card('Verdant Ward'))).toEqual([
      'Verdant Ward',
      'Grimoire Subterfuge Spell',
      'Cost: 1 Primal',
      'Selected creature gets +3 HP this turn, then that card gains Immortal this turn.',
    ]);
  });

  it('writes seals, additional costs, rolls and token names', () => {
    expect(describeCard(card('Herald of the Stars'))[2]).toBe('Cost: 1 Cosmic · Seal: 2 mythos');
    expect(describeCard(card('Rite of the Open Vein'))).toContain('Additional cost: pay 3 sanity.');
    expect(describeEffect(card("Madman's Wager")?.effect ?? { do: 'peek' })).toBe(
      'Roll a d6; on 1: you lose the game; on 2, 3, 4, 5, 6: draw 3 cards',
    );
    expect(describeEffect(card('Curse of Festering').effect ?? { do: 'peek' }, { cardName })).toBe(
      "Create a Festering Growth token under your opponent's control",
    );
  });

  it('writes activated, magick, conditional and subterfuge-timed abilities', () => {
    expect(describeAbility(card('Bleeding Rune').abilities[1])).toBe(
      'Evoke, pay 2 sanity: create 2 Sanguine magick.',
    );
    expect(describeAbility(card('Pearl-Eyed Siren').abilities[0])).toBe(
      'Subterfuge — Evoke: Selected creature gets -2 STR this turn.',
    );
    expect(describeAbility(card('Cyclopean Stair').abilities[0])).toBe(
      'Turn ability: If this card has 5 or more turn counters, you win the game.',
    );
    expect(describeAbility(card('Chronophage').abilities[0])).toBe(
      'At the beginning of your turn, if the mythos pool has 10 or more mythos, draw a card.',
    );
    expect(describeAbility(card('Blood Priest').abilities[0])).toBe(
      'Evoke, sacrifice another creature: Your opponent loses 3 sanity.',
    );
  });

  it('writes optional selections and triggers', () => {
    expect(describeAbility(card('Abyssal Devourer').abilities[0])).toBe(
      'When this comes into play, consume up to one selected creature an opponent controls with STR 2 or less.',
    );
  });

  it('writes filters and magick costs', () => {
    expect(describeMagick({ formless: 1, deep: 2, elder: 1 })).toBe('2 Deep + 1 Elder + 1 Formless');
    expect(describeFilter({ types: ['creature'], controller: 'opponent', maxStr: 2 }, 'selected')).toBe(
      'selected creature an opponent controls with STR 2 or less',
    );
    expect(describeFilter({ types: ['relic', 'location'] }, 2)).toBe('2 selected relics or locations');
    expect(describeTypeLine(card('Thornling'))).toBe('Creature Token: Beast');
  });

  it('describes every card of the pool without gaps, naming each keyword it exercises', () => {
    for (const c of LORE_CARDS) {
      const text = describeCard(c, { cardName }).join('\n');
      expect(text, c.name).not.toMatch(/undefined|\[object|NaN/);
      const lower = text.toLowerCase();
      for (const keyword of keywordsOf(c)) {
        expect(lower, `${c.name} should mention ${keyword}`).toContain(KEYWORD_NAMES[keyword].toLowerCase());
      }
    }
  });
});
