import { describe, expect, it } from 'vitest';
import { LORE_CARDS } from '../cards/pool/index.js';
import { mulliganPutBack, rollOff } from './setup.js';
import { voidEntryViolation } from './void.js';

const card = (name: string) => LORE_CARDS.find((c) => c.name === name)!;

function dice(...faces: number[]): () => number {
  let i = 0;
  return () => faces[i++];
}

describe('Lore 1.2 roll-off', () => {
  it('Lore 1.2: the highest 2d6 total goes first', () => {
    expect(rollOff(dice(1, 2, 6, 5)).first).toBe(1);
    expect(rollOff(dice(6, 6, 1, 1)).first).toBe(0);
  });

  it('Lore 1.2: ties are rolled again until one player is highest', () => {
    const result = rollOff(dice(3, 4, 5, 2, 6, 6, 6, 6, 1, 2, 2, 2));
    expect(result.rounds).toHaveLength(3);
    expect(result.first).toBe(1);
  });
});

describe('Lore 1.3a mulligans', () => {
  it('Lore 1.3a: the first mulligan is free; each later one puts a card back', () => {
    expect([0, 1, 2, 3, 5].map(mulliganPutBack)).toEqual([0, 0, 1, 2, 4]);
  });
});

describe('Lore Zones: The void', () => {
  const ythogga = card('Ythogga, the Drowned Choir');
  const orrery = card('The Hollow Orrery');
  const harbor = card('Saltmarsh Harbor');

  it('accepts a card bringing a type not yet present', () => {
    expect(voidEntryViolation([], ythogga)).toBeNull();
    expect(voidEntryViolation([harbor], orrery)).toBeNull(); // god is new
    expect(voidEntryViolation([orrery], ythogga)).toBeNull(); // creature is new
    expect(voidEntryViolation([ythogga], 'tome')).toBeNull();
  });

  it('refuses a card whose every type is present (it goes to the aether)', () => {
    expect(voidEntryViolation([ythogga, harbor], orrery)?.rule).toBe('Lore Zones: The void');
    expect(voidEntryViolation(['tome'], 'tome')?.rule).toBe('Lore Zones: The void');
    expect(voidEntryViolation([ythogga], card('The Thornmother'))?.rule).toBe('Lore Zones: The void');
  });
});
