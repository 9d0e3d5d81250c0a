import { describe, expect, it } from 'vitest';
import { FACTION_LANGUAGE } from '../engine/language/index';
import { describeCard, describeEffect } from './describe';
import { describeFilter } from './describe-terms';
import { CARD_POOL, getCard } from './pool/index';

describe('Faction: description generator', () => {
  it('writes header, parts and keywords of a plain character', () => {
    expect(describeCard(getCard('ashblade-duelist'))).toBe(
      'Ashblade Duelist — Ember Court character\ncost 2 · 2/2 · 1 item slot\nSwift.',
    );
  });

  it('writes a leader with a static ability over a filtered group', () => {
    expect(describeCard(getCard('cinder-duchess-ysolde')).split('\n')).toEqual([
      'Cinder Duchess Ysolde — Ember Court character (leader)',
      'cost 5 · 3/10 · 2 item slots · victory field 3',
      'Court of Flames — Each other Ember Court character you control gets +1 attack.',
    ]);
  });

  it('writes a triggered ability and a support ability with its fee (F2.4)', () => {
    const lines = describeCard(getCard('flamecaller-adept')).split('\n');
    expect(lines[2]).toBe(
      'Flame Lash — When this card is played: deal 2 damage to a chosen opposing character.',
    );
    expect(lines[3]).toBe('Support 2 — Searing Chorus: deal 1 damage to each opposing main character.');
  });

  it('writes conditional triggers', () => {
    expect(describeCard(getCard('sunwell-grove')).split('\n')[2]).toBe(
      'Gathering of the Grove — At the start of your Morning, if you control at least 3 characters: put 1 victory token on this card.',
    );
  });

  it('writes activated abilities with timing, limit and cost', () => {
    expect(describeCard(getCard('admiral-serenne')).split('\n')[2]).toBe(
      'Calm Waters — Once per turn. Response. Pay 2 resources: cancel the effect beneath this one on the stack.',
    );
    expect(describeCard(getCard('old-road-inn')).split('\n')[2]).toBe(
      'Rest a While — Exhaust this card, pay 1 resource: gain 1 command token.',
    );
  });

  it('writes both item modes: reaction direct play and attachment', () => {
    expect(describeCard(getCard('cinder-flask')).split('\n')[2]).toBe(
      'Reaction. Played directly: deal 3 damage to a chosen opposing character.',
    );
    expect(describeCard(getCard('guild-charter')).split('\n').slice(2)).toEqual([
      'Attaches to a character or location.',
      'Chartered Claim — The card this is attached to can hold 2 more victory tokens.',
    ]);
  });

  it('writes cost reductions, conditional statics and tokens', () => {
    expect(describeCard(getCard('guildmaster-corvane')).split('\n')[2]).toBe(
      'Guild Discount — Items you play cost 1 less.',
    );
    expect(describeCard(getCard('steamclad-bruiser')).split('\n')[2]).toBe(
      'Overclocked — While this card has an item attached, this card gets +2 attack.',
    );
    expect(describeCard(getCard('tide-spirit'))).toBe(
      'Tide Spirit — Tidewardens character token\n0/2\nGuardian.',
    );
  });

  it('writes filters, plural targets and nested effects', () => {
    expect(describeFilter({ side: 'opponent', type: 'character', exhausted: false, maxCost: 3 })).toBe(
      'ready opposing character with cost 3 or less',
    );
    expect(
      FACTION_LANGUAGE.say.target({ choose: { type: ['item', 'location'] }, count: 2, upTo: true }),
    ).toBe('up to 2 chosen items or locations');
    expect(describeEffect({ do: 'draw', who: 'you', count: 2, if: { test: 'behind' }, may: true })).toBe(
      'if you have fewer victory tokens than every other player, you may draw 2 cards',
    );
  });

  it('every card of the pool gets a header naming it and one line per ability', () => {
    for (const card of CARD_POOL) {
      const lines = describeCard(card).split('\n');
      expect(lines[0].startsWith(`${card.name} — `)).toBe(true);
      for (const ability of card.abilities) {
        expect(
          lines.some((l) => l.startsWith(`${ability.name} — `)),
          `${card.id}: ${ability.name}`,
        ).toBe(true);
      }
      expect(lines.join(' ')).not.toMatch(/undefined|NaN/);
    }
  });
});
