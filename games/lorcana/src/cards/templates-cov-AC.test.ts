/**
 * Issue 16, coverage family A–C (triggers, conditions, activated abilities, quoted abilities,
 * replacements): one behaviour test per template the compiler learned, each played in a real game
 * with a real compiled card (`cards/generated/`).
 */
import { describe, expect, it } from 'vitest';
import { type Scenario, scenario } from '../testing/scenario.js';
import { fullName, type LorcanaCard } from './card.js';
import { compiledOnly } from './full-pool.js';

/** The compiled card of that full name (fails the test if the compiler did not produce it). */
function real(name: string): LorcanaCard {
  const card = compiledOnly.find((c) => fullName(c) === name);
  if (!card) throw new Error(`${name} is not compiled`);
  return card;
}

/** Answers a target choice if one is asked (a single legal target is chosen by the engine). */
function chooseIfAsked(t: Scenario, name: string): void {
  if (t.decision) t.choose(name);
}

const STITCH = 'Stitch - New Dog';
const MICKEY = 'Mickey Mouse - True Friend';
const DUKE = 'Duke of Weselton - Opportunistic Official';
const SVEN = 'Sven - Official Ice Deliverer';
const MAUI = 'Maui - Demigod';

describe('self-replacements printed as a sentence of their own (CR 6.5.1.1)', () => {
  const potion = 'Potion of Might';
  const drink = (target: string) => {
    const t = scenario({
      players: [{ play: [potion, target], ink: 1 }, {}],
      cards: [real(potion)],
    });
    t.activate(potion);
    chooseIfAsked(t, target);
    return t;
  };

  it('CR 6.5.1.1 “If a Villain character is chosen, they get +4 {S} instead”: the number is replaced for a Villain only', () => {
    // Duke of Weselton (a 2-strength Villain) gets +4, not +3 and not +7.
    expect(drink(DUKE).strength(DUKE)).toBe(6);
    // Stitch is not a Villain: the printed +3.
    expect(drink(STITCH).strength(STITCH)).toBe(5);
  });

  it('CR 6.5.1.1 “If you have a character named Darkwing Duck in play, deal 3 damage instead”', () => {
    const terror = 'The Terror That Flaps in the Night';
    const darkwing = compiledOnly.find((c) => c.name === 'Darkwing Duck' && c.type === 'character');
    if (!darkwing) throw new Error('no compiled Darkwing Duck');
    const cast = (withDarkwing: boolean) => {
      const t = scenario({
        players: [
          { hand: [terror], ink: 9, play: withDarkwing ? [fullName(darkwing)] : [] },
          { play: [SVEN] },
        ],
        cards: [real(terror), darkwing],
      });
      t.play(terror);
      chooseIfAsked(t, SVEN);
      return t.damage(SVEN, 1);
    };
    expect(cast(false)).toBe(2);
    expect(cast(true)).toBe(3);
  });

  it('CR 6.5.1.1 “gain 2 lore. If you have any in play with 10 {S} or more, gain 5 lore instead” (at the end of your turn)', () => {
    const maximus = 'Maximus - Team Champion';
    const end = (board: string[], pump: boolean) => {
      const t = scenario({
        players: [{ play: [maximus, ...board, 'Potion of Might'], ink: 1 }, {}],
        cards: [real(maximus), real('Potion of Might')],
      });
      if (pump) {
        t.activate('Potion of Might');
        chooseIfAsked(t, MAUI);
      }
      t.endTurn();
      return t.lore(0);
    };
    // No character with 5 {S} or more (Maximus has 3, Stitch 2): no lore.
    expect(real(maximus).strength).toBeLessThan(5);
    expect(end([STITCH], false)).toBe(0);
    // Sven has 5 {S}: 2 lore.
    expect(end([SVEN], false)).toBe(2);
    // Maui (8 {S}) with +3 this turn has 11: 5 lore instead of 2.
    expect(end([MAUI], true)).toBe(5);
  });
});
