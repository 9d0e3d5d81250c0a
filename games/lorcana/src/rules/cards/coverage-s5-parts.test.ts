/** Parts of a card and card types (CR 5.2–5.6): one scenario or pool check per rule number. */
import { IllegalActionError } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { fullName, type LorcanaCard } from '../../cards/card.js';
import { describeCard } from '../../cards/describe.js';
import { cardPool } from '../../cards/pool.js';
import { parseDecklist } from '../../decks/decklist.js';
import { validateDeck } from '../../decks/validate.js';
import { exertedInk, movedTo, testCharacter, testLocation } from '../../testing/coverage-helpers.js';
import { scenario } from '../../testing/scenario.js';

const pool = (type: LorcanaCard['type']) => cardPool.filter((c) => c.type === type);

/** “Your characters named Jetsam get +1 Strength.” */
const jetsamFan = testCharacter('jetsam-fan', 'Jetsam Fan', {
  abilities: [
    {
      kind: 'static',
      name: 'Eel Pride',
      effect: { modify: 'strength', amount: 1, to: { type: 'character', owner: 'you', name: 'Jetsam' } },
    },
  ],
});

/** A card whose name line joins two names without an ampersand (treated as one, CR 5.2.6.3). */
const chipDale = testCharacter('chip-dale', "Chip 'n' Dale", { alsoNamed: ['Chip', 'Dale'] });
/** “Your characters named Chip get +2 Lore.” */
const chipFan = testCharacter('chip-fan', 'Chip Fan', {
  abilities: [
    {
      kind: 'static',
      name: 'Acorns',
      effect: { modify: 'lore', amount: 2, to: { type: 'character', owner: 'you', name: 'Chip' } },
    },
  ],
});

/** Two characters alike except for the story name of the same ability. */
const storyA = testCharacter('story-a', 'Story A', {
  abilities: [
    { kind: 'triggered', name: 'First Name', trigger: { on: 'quests' }, effect: [{ do: 'draw', amount: 2 }] },
  ],
});
const storyB = testCharacter('story-b', 'Story B', {
  abilities: [
    { kind: 'triggered', name: 'Other Name', trigger: { on: 'quests' }, effect: [{ do: 'draw', amount: 2 }] },
  ],
});

/** Gains 1 lore whenever its player plays an action. */
const actionWatcher = testCharacter('action-watcher', 'Action Watcher', {
  abilities: [
    {
      kind: 'triggered',
      name: 'Applause',
      trigger: { on: 'played', subject: { type: 'action', owner: 'you' } },
      effect: [{ do: 'gainLore', amount: 1 }],
    },
  ],
});

/** “Banish chosen item of yours to deal 5 damage to chosen character.” */
const sacrifice = 'Sacrifice';

/** A location with an activated ability: 1 ink — draw a card. */
const library = testLocation('library', 'Library', {
  abilities: [{ kind: 'activated', name: 'Study', cost: { ink: 1 }, effect: [{ do: 'draw', amount: 1 }] }],
});

describe('CR 5.2–5.6 parts of a card and card types (coverage)', () => {
  it('CR 5.2.2 a card’s cost is the ink needed to play it', () => {
    const short = scenario({ players: [{ hand: ['Sven - Official Ice Deliverer'], ink: 5 }, {}] });
    expect(short.can('play', 'Sven - Official Ice Deliverer')).toBe(false);
    const t = scenario({ players: [{ hand: ['Sven - Official Ice Deliverer'], ink: 7 }, {}] });
    t.play('Sven - Official Ice Deliverer');
    expect(exertedInk(t, 0)).toBe(6);
  });

  it('CR 5.2.5 a card’s ink type matters for deck building: a third ink type is refused', () => {
    const inks = (list: string) =>
      validateDeck(parseDecklist(list), 'constructed').some((p) => p.kind === 'tooManyInks');
    expect(inks('4 Smash\n4 Mother Knows Best')).toBe(false);
    expect(inks('4 Smash\n4 Mother Knows Best\n4 Dragon Fire')).toBe(true);
  });

  it('CR 5.2.6.1 a name must match one of the card’s names exactly (Jetsam matches Flotsam & Jetsam, not Flotsam)', () => {
    const t = scenario({
      cards: [jetsamFan],
      players: [
        {
          play: [
            'Jetsam Fan - Test Card',
            "Jetsam - Ursula's Spy",
            "Flotsam - Ursula's Spy",
            'Flotsam & Jetsam - Entangling Eels',
          ],
        },
        {},
      ],
    });
    expect(t.strength("Jetsam - Ursula's Spy")).toBe(4);
    expect(t.strength('Flotsam & Jetsam - Entangling Eels')).toBe(6);
    expect(t.strength("Flotsam - Ursula's Spy")).toBe(3);
  });

  it('CR 5.2.6.3 a name line treated as having an ampersand answers to each name', () => {
    const t = scenario({
      cards: [chipDale, chipFan],
      players: [{ play: ["Chip 'n' Dale - Test Card", 'Chip Fan - Test Card'] }, {}],
    });
    expect(t.loreValue("Chip 'n' Dale - Test Card")).toBe(3);
    expect(t.loreValue('Chip Fan - Test Card')).toBe(1);
  });

  it('CR 5.2.8 abilities are in the text box; the story name only references them (no effect on play)', () => {
    expect(describeCard(storyA)[0]).toContain('First Name');
    const drawn = (name: string) => {
      const t = scenario({ cards: [storyA, storyB], players: [{ play: [name] }, {}] });
      t.quest(name);
      t.declineAll();
      return t.count('hand', 0);
    };
    expect(drawn('Story A - Test Card')).toBe(2);
    expect(drawn('Story B - Test Card')).toBe(2);
  });

  it('CR 5.3.1 a character card outside the Play zone is not a character: it can’t be chosen', () => {
    const t = scenario({
      players: [
        { hand: ['Fire the Cannons!'], ink: 1 },
        {
          play: ['Stitch - New Dog', 'Maui - Demigod'],
          hand: ['Olaf - Friendly Snowman'],
          discard: ['Sven - Official Ice Deliverer'],
        },
      ],
    });
    t.play('Fire the Cannons!');
    expect(new Set(t.decision?.options)).toEqual(new Set([t.id('Stitch - New Dog'), t.id('Maui - Demigod')]));
  });

  it('CR 5.3.2 / CR 5.4.2 / CR 5.5.2 / CR 5.6.2 cards are played in their player’s Main phase, not in another player’s turn', () => {
    const t = scenario({
      players: [
        { ink: 5 },
        {
          hand: ['Stitch - New Dog', 'Fire the Cannons!', 'Dinglehopper', 'Pride Lands - Pride Rock'],
          ink: 5,
        },
      ],
    });
    const before = JSON.stringify(t.game.state);
    for (const name of [
      'Stitch - New Dog',
      'Fire the Cannons!',
      'Dinglehopper',
      'Pride Lands - Pride Rock',
    ]) {
      const play = () => t.act({ type: 'play', player: 1, card: t.id(name), mode: 'ink' });
      expect(play).toThrow(IllegalActionError);
      expect(play).toThrow(/\(4\.3\)/);
    }
    expect(JSON.stringify(t.game.state)).toBe(before);
    t.endTurn();
    expect(t.legal().filter((a) => a.type === 'play' && a.mode === 'ink')).toHaveLength(4);
  });

  it('CR 5.3.3 / CR 5.3.3.1 / CR 5.3.3.2 every character has Strength, Willpower and a character classification', () => {
    const listed = new Set(
      'Alien Ally Broom Captain Colossus Deity Detective Dinosaur Dragon Dreamborn Entangled Fairy Floodborn Gargoyle Ghost Giant Hero Hunny Hyena Illusion Inventor King Knight Madrigal Mentor Musketeer Pirate Prince Princess Puppy Queen Racer Robot Sorcerer Storyborn Super Tigger Titan Villain Whisper'.split(
        ' ',
      ),
    ).add('Seven Dwarfs');
    const bad = pool('character').filter(
      (c) =>
        c.strength === undefined ||
        c.willpower === undefined ||
        !c.classifications.some((k) => listed.has(k)),
    );
    expect(bad.map(fullName)).toEqual([]);
    for (const type of ['action', 'item', 'location'] as const)
      expect(
        pool(type)
          .filter((c) => c.strength !== undefined)
          .map(fullName),
      ).toEqual([]);
  });

  it('CR 5.3.6.1 name and version make the full name: two versions are different cards for the 4-copy limit', () => {
    const copies = (list: string) =>
      validateDeck(parseDecklist(list), 'constructed').some((p) => p.kind === 'tooManyCopies');
    expect(copies('4 Tinker Bell - Tiny Tactician\n4 Tinker Bell - Giant Fairy')).toBe(false);
    expect(copies('5 Tinker Bell - Tiny Tactician')).toBe(true);
    for (const c of pool('character')) expect(fullName(c)).toBe(`${c.name} - ${c.version}`);
  });

  it('CR 5.4.1 an action is in the Play zone only while its effect resolves', () => {
    const t = scenario({
      players: [{ hand: ['Fire the Cannons!'], ink: 1 }, { play: ['Stitch - New Dog'] }],
    });
    const action = t.id('Fire the Cannons!');
    t.play('Fire the Cannons!');
    t.declineAll();
    const damaged = t.events.findIndex((e) => e.type === 'damaged');
    expect(movedTo(t, action, 'play')).toBeLessThan(damaged);
    expect(movedTo(t, action, 'discard')).toBeGreaterThan(damaged);
    expect(t.names('play', 0)).toEqual([]);
  });

  it('CR 5.4.1.1 / CR 5.4.3 actions have an effect and no Strength, Willpower, Lore or abilities', () => {
    const bad = pool('action').filter(
      (c) => !c.effect?.length || c.abilities || c.willpower !== undefined || c.lore !== undefined,
    );
    expect(bad.map(fullName)).toEqual([]);
    expect(pool('action').length).toBeGreaterThan(10);
  });

  it('CR 5.4.4 / CR 5.4.4.1 only a song (an action with Song) can be sung', () => {
    const t = scenario({
      players: [{ play: ['Maui - Demigod'], hand: ['Fire the Cannons!', 'Mother Knows Best'] }, {}],
    });
    expect(t.can('play', 'Mother Knows Best', { mode: 'sing' })).toBe(true);
    expect(t.can('play', 'Fire the Cannons!', { mode: 'sing' })).toBe(false);
  });

  it('CR 5.4.5 a trigger from playing an action waits until the action has resolved', () => {
    const t = scenario({
      cards: [actionWatcher],
      players: [
        { play: ['Action Watcher - Test Card'], hand: ['Fire the Cannons!'], ink: 1 },
        { play: ['Stitch - New Dog'] },
      ],
    });
    t.play('Fire the Cannons!');
    t.declineAll();
    const gained = t.events.findIndex((e) => e.type === 'lore-gained');
    expect(t.lore(0)).toBe(1);
    expect(gained).toBeGreaterThan(t.events.findIndex((e) => e.type === 'damaged'));
    expect(gained).toBeGreaterThan(movedTo(t, t.id('Fire the Cannons!'), 'discard'));
  });

  it('CR 5.5.1 an item card is an item only in play: one in hand or discard can’t be chosen', () => {
    const damage = (board: { play?: string[]; hand?: string[]; discard?: string[] }) => {
      const t = scenario({
        players: [
          { ...board, hand: [...(board.hand ?? []), sacrifice], ink: 1 },
          { play: ['Sven - Official Ice Deliverer'] },
        ],
      });
      t.play(sacrifice);
      t.declineAll();
      return t.damage('Sven - Official Ice Deliverer');
    };
    expect(damage({ hand: ['Dinglehopper'], discard: ['Dinglehopper'] })).toBe(0);
    expect(damage({ play: ['Dinglehopper'] })).toBe(5);
  });

  it('CR 5.5.3 items are cards of type item, without Strength, Willpower or Lore', () => {
    const items = pool('item');
    expect(items.length).toBeGreaterThan(3);
    expect(items.filter((c) => c.willpower !== undefined || c.lore !== undefined).map(fullName)).toEqual([]);
    const t = scenario({
      players: [
        { play: ['Dinglehopper', 'Stitch - New Dog'] },
        { play: [{ name: 'Olaf - Friendly Snowman', exerted: true }] },
      ],
    });
    expect(
      t
        .legal()
        .some((a) => a.card === t.id('Dinglehopper') && (a.type === 'quest' || a.type === 'challenge')),
    ).toBe(false);
  });

  it('CR 5.6.1 a location card is a location only in play: characters can’t move to one in hand', () => {
    const t = scenario({
      players: [{ play: ['Stitch - New Dog'], hand: ['Pride Lands - Pride Rock'], ink: 4 }, {}],
    });
    expect(t.can('move', 'Stitch - New Dog')).toBe(false);
    t.play('Pride Lands - Pride Rock');
    expect(t.can('move', 'Stitch - New Dog')).toBe(true);
  });

  it('CR 5.6.3 locations have Willpower and a move cost (Lore may be absent) and no Strength', () => {
    const bad = pool('location').filter(
      (c) => c.willpower === undefined || c.moveCost === undefined || c.strength !== undefined,
    );
    expect(pool('location').length).toBeGreaterThan(3);
    expect(bad.map(fullName)).toEqual([]);
  });

  it('CR 5.6.4 a location’s activated ability can be used the turn it is played', () => {
    const t = scenario({ cards: [library], players: [{ hand: ['Library - Test Card'], ink: 2 }, {}] });
    t.play('Library - Test Card');
    t.activate('Library - Test Card');
    t.declineAll();
    expect(t.count('hand', 0)).toBe(1);
    expect(exertedInk(t, 0)).toBe(2);
  });

  it('CR 5.6.5 a location’s parts: moving there costs its move cost; it has its printed Willpower and Lore', () => {
    const t = scenario({ players: [{ play: ['Stitch - New Dog', 'Pride Lands - Pride Rock'], ink: 3 }, {}] });
    t.move('Stitch - New Dog', 'Pride Lands - Pride Rock');
    expect(exertedInk(t, 0)).toBe(2);
    expect(t.willpower('Pride Lands - Pride Rock')).toBe(7);
    expect(t.loreValue('Pride Lands - Pride Rock')).toBe(1);
  });
});
