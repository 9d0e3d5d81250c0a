import { describe, expect, it } from 'vitest';
import { getHero } from '../cards/index.js';
import {
  dawnChorus,
  duskwalker,
  forgeAndFault,
  gadgeteer,
  hollowHarvest,
  readyDecks,
  stormchaser,
  wildheartGrove,
} from './ready.js';
import {
  assertValidDeck,
  type DeckList,
  deckSizeFor,
  fromKernelDeck,
  InvalidDeckError,
  kernelDeck,
  validateDeck,
} from './validate.js';

const codes = (deck: DeckList) => validateDeck(deck).map((e) => `${e.code} ${e.rule}`);

describe('deck validation', () => {
  it.each(readyDecks.map((d) => [d.id, d] as const))('ready deck %s is legal', (_id, deck) => {
    expect(validateDeck(deck)).toEqual([]);
    expect(() => assertValidDeck(deck)).not.toThrow();
  });

  it('Lightseekers L54 and L60 (issue 20): Duskwalker plays Riptide Wards and Temporal Loops, no Mimicking Shade, Shadow Cache or Hourglass', () => {
    const copies = (id: string) => duskwalker.cards.filter((card) => card === id).length;
    const counts = Object.fromEntries(
      [
        'riptide-ward',
        'temporal-loop',
        'healing-rain',
        'echoing-second',
        'mimicking-shade',
        'shadow-cache',
        'hourglass',
      ].map((id) => [id, copies(id)]),
    );
    expect(counts).toEqual({
      'riptide-ward': 2,
      'temporal-loop': 2,
      'healing-rain': 2,
      'echoing-second': 3,
      'mimicking-shade': 0,
      'shadow-cache': 0,
      hourglass: 0,
    });
    const size = deckSizeFor(getHero(duskwalker.hero));
    expect(duskwalker.cards).toHaveLength(size.combos + size.actions);
  });

  it('Lightseekers L60, L65, L66 and L74 (issue 20): Duskwalker plays three Squalls, a Beastclaw, one Venom Vial, two Tideglass Amulets, one Chrono Lock, two Nightfall Thieves, no Jab, Scavenge, Mist Form or Rewind, two Healing Rains', () => {
    const copies = (id: string) => duskwalker.cards.filter((card) => card === id).length;
    const ids = [
      'squall',
      'beastclaw',
      'venom-vial',
      'tideglass-amulet',
      'chrono-lock',
      'nightfall-thief',
      'jab',
      'scavenge',
      'mist-form',
      'rewind',
      'healing-rain',
    ];
    expect(ids.map(copies)).toEqual([3, 1, 1, 2, 1, 2, 0, 0, 0, 0, 2]);
    const size = deckSizeFor(getHero(duskwalker.hero));
    expect(duskwalker.cards).toHaveLength(size.combos + size.actions);
  });

  it('Lightseekers L56 (issue 20): Gadgeteer plays three Gear Shields, Fuse Timers and Pocket Chronometers, no Assembly Line or Clockwork Gauntlet', () => {
    const copies = (id: string) => gadgeteer.cards.filter((card) => card === id).length;
    const ids = ['gear-shield', 'fuse-timer', 'pocket-chronometer', 'assembly-line', 'clockwork-gauntlet'];
    expect(ids.map(copies)).toEqual([3, 3, 3, 0, 0]);
    const size = deckSizeFor(getHero(gadgeteer.hero));
    expect(gadgeteer.cards).toHaveLength(size.combos + size.actions);
  });

  it('Lightseekers L65 (issue 20): Dawn Chorus plays two Orbit Pulls and no Radiant Bulwark; Stormchaser a Cyclone and an Overload', () => {
    const inDeck = (deck: { cards: readonly string[] }, id: string) =>
      deck.cards.filter((card) => card === id).length;
    expect([inDeck(dawnChorus, 'orbit-pull'), inDeck(dawnChorus, 'radiant-bulwark')]).toEqual([2, 0]);
    expect([inDeck(stormchaser, 'cyclone'), inDeck(stormchaser, 'overload')]).toEqual([1, 1]);
    for (const deck of [dawnChorus, stormchaser]) {
      const size = deckSizeFor(getHero(deck.hero));
      expect(deck.cards).toHaveLength(size.combos + size.actions);
    }
  });

  it('Lightseekers L75 (issue 20): Stormchaser plays two Thunderclaps and three Updrafts', () => {
    const copies = (id: string) => stormchaser.cards.filter((card) => card === id).length;
    expect(['thunderclap', 'updraft'].map(copies)).toEqual([2, 3]);
    const size = deckSizeFor(getHero(stormchaser.hero));
    expect(stormchaser.cards).toHaveLength(size.combos + size.actions);
  });

  it('Lightseekers L65 (issue 20): Gadgeteer plays three Chrono Locks and Echoing Seconds and no Temporal Loop', () => {
    const copies = (id: string) => gadgeteer.cards.filter((card) => card === id).length;
    expect(['chrono-lock', 'echoing-second', 'temporal-loop'].map(copies)).toEqual([3, 3, 0]);
    const size = deckSizeFor(getHero(gadgeteer.hero));
    expect(gadgeteer.cards).toHaveLength(size.combos + size.actions);
  });

  it('Lightseekers L57 and L65 (issue 20): Wildheart Grove plays two Beastclaws and no Soul Bond', () => {
    const copies = (id: string) => wildheartGrove.cards.filter((card) => card === id).length;
    expect([copies('beastclaw'), copies('soul-bond')]).toEqual([2, 0]);
    const size = deckSizeFor(getHero(wildheartGrove.hero));
    expect(wildheartGrove.cards).toHaveLength(size.combos + size.actions);
  });

  it('Lightseekers L71 (issue 20): Wildheart Grove plays a Jab, a Rally and one Wandering Spirit, no Vine Snare, six combos and 30 action cards', () => {
    const copies = (id: string) => wildheartGrove.cards.filter((card) => card === id).length;
    expect(['vine-snare', 'jab', 'rally', 'wandering-spirit'].map(copies)).toEqual([0, 1, 1, 1]);
    expect(deckSizeFor(getHero(wildheartGrove.hero))).toEqual({ combos: 6, actions: 30 });
    expect(validateDeck(wildheartGrove)).toEqual([]);
  });

  it('Lightseekers L67 (issue 20): Hollow Harvest plays one Creeping Rot and one Venom Vial, four combos and 30 action cards', () => {
    const copies = (id: string) => hollowHarvest.cards.filter((card) => card === id).length;
    expect([copies('creeping-rot'), copies('venom-vial')]).toEqual([1, 1]);
    const size = deckSizeFor(getHero(hollowHarvest.hero));
    expect(size).toEqual({ combos: 4, actions: 30 });
    expect(hollowHarvest.cards).toHaveLength(size.combos + size.actions);
    expect(validateDeck(hollowHarvest)).toEqual([]);
  });

  it('Lightseekers L70 (issue 20): Forge and Fault plays one Shatter, one Magma Slam, one Gem Focus and three Kindling Rushes, five combos and 30 action cards', () => {
    const copies = (id: string) => forgeAndFault.cards.filter((card) => card === id).length;
    expect(['shatter', 'magma-slam', 'gem-focus', 'kindling-rush'].map(copies)).toEqual([1, 1, 1, 3]);
    expect(deckSizeFor(getHero(forgeAndFault.hero))).toEqual({ combos: 5, actions: 30 });
    expect(validateDeck(forgeAndFault)).toEqual([]);
  });

  it('Lightseekers 2.1: the hero must be a hero card and stays out of the deck', () => {
    expect(codes({ ...dawnChorus, hero: 'ember-lash' })).toContain('not-a-hero Lightseekers 2.1');
    expect(codes({ ...dawnChorus, hero: 'nobody' })).toContain('unknown-card Lightseekers 2.1');
    expect(codes({ ...dawnChorus, cards: [...dawnChorus.cards, 'kestrel-vane'] })).toContain(
      'hero-in-deck Lightseekers 2.1',
    );
    expect(codes({ ...dawnChorus, cards: [...dawnChorus.cards, 'made-up'] })).toContain(
      'unknown-card Lightseekers 2.1',
    );
  });

  it('issue 13.7: an empty kernel deck is a deck without a hero, said in words', () => {
    const [first] = validateDeck(fromKernelDeck([]));
    expect(first).toMatchObject({
      code: 'unknown-card',
      rule: 'Lightseekers 2.1',
      message: 'the deck names no hero',
    });
  });

  it('Lightseekers 2.1: five different combos', () => {
    const withoutOne = dawnChorus.cards.filter((id) => id !== 'supernova');
    expect(codes({ ...dawnChorus, cards: withoutOne })).toEqual(['combo-count Lightseekers 2.1']);
    const doubled = [...withoutOne, 'eclipse'];
    expect(codes({ ...dawnChorus, cards: doubled })).toEqual(['duplicate-combo Lightseekers 2.1']);
  });

  it('Lightseekers 2.1: thirty action cards, at most three copies of each', () => {
    const extra = [...dawnChorus.cards, 'jab'];
    expect(codes({ ...dawnChorus, cards: extra })).toEqual(['action-count Lightseekers 2.1']);
    const fourth = dawnChorus.cards.map((id) => (id === 'lucky-charm' ? 'sunspear-volley' : id));
    const errors = validateDeck({ ...dawnChorus, cards: fourth });
    expect(errors).toEqual([expect.objectContaining({ code: 'too-many-copies', card: 'sunspear-volley' })]);
  });

  it('Lightseekers 2.1.1: a hero with fewer combos keeps thirty action cards', () => {
    expect(deckSizeFor(getHero('vharok-the-hollow'))).toEqual({ combos: 4, actions: 30 });
    const fiveCombos = [...hollowHarvest.cards, 'supernova'];
    expect(codes({ ...hollowHarvest, cards: fiveCombos })).toEqual(['combo-count Lightseekers 2.1.1']);
    const fewerActions = hollowHarvest.cards.filter((id) => id !== 'tripwire-sigil');
    expect(codes({ ...hollowHarvest, cards: [...fewerActions, 'supernova'] })).toEqual([
      'combo-count Lightseekers 2.1.1',
      'action-count Lightseekers 2.1.1',
    ]);
    expect(deckSizeFor(getHero('tinker-maddox'))).toEqual({ combos: 5, actions: 32 });
  });

  it('assertValidDeck throws a typed error naming the rule', () => {
    try {
      assertValidDeck({ ...dawnChorus, cards: [] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidDeckError);
      expect((error as InvalidDeckError).errors.map((e) => e.code)).toEqual(['combo-count', 'action-count']);
      expect((error as Error).message).toMatch(/Lightseekers 2\.1/);
    }
  });

  it('converts to and from the card list createGame takes (hero first)', () => {
    expect(kernelDeck(dawnChorus)[0]).toBe(dawnChorus.hero);
    expect(fromKernelDeck(kernelDeck(dawnChorus))).toEqual({
      hero: dawnChorus.hero,
      cards: dawnChorus.cards,
    });
  });
});
