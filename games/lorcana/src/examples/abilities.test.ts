/** The worked examples of CR 2.0.0 sections 6.1–6.3 (abilities and effects), as executable tests. */
import { IllegalActionError } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { cardByFullName } from '../cards/registry.js';
import { scenario } from '../testing/scenario.js';

describe('CR 2.0.0 sections 6.1–6.3 examples', () => {
  it('CR 6.1.1 Example: Cursed Merfolk’s Poor Souls makes each opponent choose and discard', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog'], hand: ['Olaf - Friendly Snowman', 'Fire the Cannons!'] },
        { play: [{ name: "Cursed Merfolk - Ursula's Handiwork", exerted: true }] },
      ],
    });
    t.challenge('Stitch - New Dog', "Cursed Merfolk - Ursula's Handiwork");
    expect(t.decision?.player).toBe(0);
    t.choose('Fire the Cannons!');
    expect(t.zone('Fire the Cannons!')).toBe('discard');
    expect(t.count('hand', 0)).toBe(1);
  });

  it('CR 6.1.1.2 Example A: Huey has Support and Three Nephews, two separate abilities', () => {
    const huey = cardByFullName('Huey - Savvy Nephew')!;
    expect(huey.keywords?.map((k) => k.keyword)).toEqual(['support']);
    expect(huey.abilities?.map((a) => a.name)).toEqual(['Three Nephews']);
    const t = scenario({
      players: [
        {
          play: ['Huey - Savvy Nephew', 'Dewey - Showy Nephew', 'Louie - Chill Nephew'],
          deck: ['Stitch - New Dog'],
        },
        {},
      ],
    });
    t.quest('Huey - Savvy Nephew');
    expect(t.pending.map((p) => p.label)).toEqual(
      expect.arrayContaining([expect.stringContaining('Support'), expect.stringContaining('Three Nephews')]),
    );
    t.pick('Three Nephews');
    t.yes();
    expect(t.count('hand', 0)).toBe(3);
  });

  it('CR 6.1.1.2 Example B: Ring the Bell banishes a chosen damaged character as it resolves', () => {
    const t = scenario({
      players: [
        { hand: ['Ring the Bell'], ink: 3 },
        { play: [{ name: 'Maui - Demigod', damage: 1 }, 'Flounder - Voice of Reason'] },
      ],
    });
    t.play('Ring the Bell');
    expect(t.zone('Maui - Demigod')).toBe('discard');
    expect(t.zone('Flounder - Voice of Reason')).toBe('play');
  });

  it('CR 6.1.3 Example A: Painting the Roses Red chooses up to 2 different characters, or none', () => {
    const t = scenario({
      players: [
        { hand: ['Painting the Roses Red'], ink: 2 },
        { play: ['Stitch - New Dog', 'Flounder - Voice of Reason'] },
      ],
    });
    t.play('Painting the Roses Red');
    const stitch = t.id('Stitch - New Dog');
    expect(() => t.answer(stitch, stitch)).toThrow(IllegalActionError);
    t.choose('Stitch - New Dog', 'Flounder - Voice of Reason');
    expect(t.strength('Stitch - New Dog')).toBe(1);
    expect(t.strength('Flounder - Voice of Reason')).toBe(1);
    expect(t.count('hand', 0)).toBe(1);

    const none = scenario({
      players: [{ hand: ['Painting the Roses Red'], ink: 2 }, { play: ['Stitch - New Dog'] }],
    });
    none.play('Painting the Roses Red');
    none.answer();
    expect(none.strength('Stitch - New Dog')).toBe(2);
    expect(none.count('hand', 0)).toBe(1);
  });

  it('CR 6.1.3 Example B: The Queen may choose the same character for both “chosen”', () => {
    const t = scenario({
      players: [
        { play: ['The Queen - Commanding Presence', 'Stitch - New Dog'] },
        { play: ['Flounder - Voice of Reason'] },
      ],
    });
    t.quest('The Queen - Commanding Presence'); // Flounder is the only opposing character: chosen for -4
    t.choose('Flounder - Voice of Reason'); // and chosen again for +4
    expect(t.rawStrength('Flounder - Voice of Reason')).toBe(2);
  });

  it('CR 6.1.5.2 Example A: without an item to banish, no 5 damage is dealt', () => {
    const none = scenario({ players: [{ hand: ['Sacrifice'], ink: 1 }, { play: ['Maui - Demigod'] }] });
    none.play('Sacrifice');
    expect(none.damage('Maui - Demigod')).toBe(0);
    const some = scenario({
      players: [{ play: ['Dinglehopper'], hand: ['Sacrifice'], ink: 1 }, { play: ['Maui - Demigod'] }],
    });
    some.play('Sacrifice');
    expect(some.zone('Dinglehopper')).toBe('discard');
    expect(some.damage('Maui - Demigod')).toBe(5);
  });

  it('CR 6.1.5.2 Example B: no shuffle, no draw; shuffle in, draw 3', () => {
    const no = scenario({ players: [{ play: ['Wanderer - Test Card'] }, {}] });
    no.quest('Wanderer - Test Card');
    no.no();
    expect(no.count('hand', 0)).toBe(0);
    const yes = scenario({ players: [{ play: ['Wanderer - Test Card'] }, {}] });
    yes.quest('Wanderer - Test Card');
    yes.yes();
    expect(yes.zone('Wanderer - Test Card')).toBe('deck');
    expect(yes.count('hand', 0)).toBe(3);
  });

  it('CR 6.1.5.2 Example C: Megara must be banished if no card can be discarded', () => {
    const empty = scenario({ players: [{ hand: ['Megara - Captivating Cynic'], ink: 3 }, {}] });
    empty.play('Megara - Captivating Cynic');
    expect(empty.zone('Megara - Captivating Cynic')).toBe('discard');
    const card = scenario({
      players: [{ hand: ['Megara - Captivating Cynic', 'Stitch - New Dog'], ink: 3 }, {}],
    });
    card.play('Megara - Captivating Cynic');
    card.answer('0'); // discard a card (the only card is chosen for us)
    expect(card.zone('Stitch - New Dog')).toBe('discard');
    expect(card.zone('Megara - Captivating Cynic')).toBe('play');
  });

  it('CR 6.1.5.2 Example D: if Judy’s player doesn’t banish the item, its player doesn’t draw', () => {
    const t = scenario({
      players: [{ hand: ['Judy Hopps - Optimistic Officer'], ink: 3 }, { play: ['Dinglehopper'] }],
    });
    t.play('Judy Hopps - Optimistic Officer');
    t.no();
    expect(t.count('hand', 1)).toBe(0);
    const y = scenario({
      players: [{ hand: ['Judy Hopps - Optimistic Officer'], ink: 3 }, { play: ['Dinglehopper'] }],
    });
    y.play('Judy Hopps - Optimistic Officer');
    y.yes();
    expect(y.zone('Dinglehopper')).toBe('discard');
    expect(y.count('hand', 1)).toBe(1);
  });

  it('CR 6.1.6 Example: Mulan gives her other characters +1 Lore, not herself', () => {
    const t = scenario({
      players: [
        { play: ['Mulan - Imperial Soldier', 'Stitch - New Dog'] },
        { play: [{ name: 'Flounder - Voice of Reason', exerted: true }] },
      ],
    });
    t.challenge('Mulan - Imperial Soldier', 'Flounder - Voice of Reason');
    expect(t.loreValue('Stitch - New Dog')).toBe(2);
    expect(t.loreValue('Mulan - Imperial Soldier')).toBe(1);
  });

  it('CR 6.1.7.1 Example: Pride Lands plays Donald Duck from the discard for free, without Shift', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Pride Lands - Jungle Oasis',
            { name: 'Stitch - New Dog', at: 'Pride Lands - Jungle Oasis' },
            { name: 'Olaf - Friendly Snowman', at: 'Pride Lands - Jungle Oasis' },
            { name: 'Donald Duck - Boisterous Fowl', at: 'Pride Lands - Jungle Oasis' },
          ],
          discard: ['Donald Duck - Pie Slinger'],
        },
        { lore: 5 },
      ],
    });
    t.activate('Pride Lands - Jungle Oasis');
    expect(t.zone('Pride Lands - Jungle Oasis')).toBe('discard');
    expect(t.zone('Donald Duck - Pie Slinger')).toBe('play');
    expect(t.zone('Donald Duck - Boisterous Fowl')).toBe('play');
    expect(t.lore(1)).toBe(5);
  });

  it('CR 6.1.8 Example: Prince John draws one card for each card discarded, or none', () => {
    const t = scenario({
      players: [{ play: ['Prince John - Greediest of All'] }, { hand: ['Ransack'], ink: 2 }],
      active: 1,
    });
    t.play('Ransack'); // draws 2, then discards the only 2 cards in hand
    expect(t.decision?.player).toBe(0);
    t.yes();
    expect(t.count('hand', 0)).toBe(2);
  });

  it('CR 6.1.11 Example: Ursula replays the song she sang, then it goes to the bottom of the deck', () => {
    const t = scenario({
      players: [{ play: ['Ursula - Deceiver of All'], hand: ['Friends on the Other Side'] }, {}],
    });
    t.play('Friends on the Other Side', { singer: 'Ursula - Deceiver of All' });
    t.yes();
    expect(t.count('hand', 0)).toBe(4);
    expect(t.names('deck', 0).at(-1)).toBe('Friends on the Other Side');
  });

  it('CR 6.1.11.1 Example: the second Ursula finds “that song” gone from the discard and does nothing', () => {
    const t = scenario({
      players: [
        {
          play: ['Ursula - Deceiver of All', 'Ursula - Deceiver of All', 'Flounder - Voice of Reason'],
          hand: ['Look at This Family'],
        },
        {},
      ],
    });
    t.play('Look at This Family', { mode: 'singTogether' });
    t.choose(t.id('Ursula - Deceiver of All', 0, 0));
    t.choose(t.id('Ursula - Deceiver of All', 0, 1)); // Flounder completes the 7 without asking
    const bag = (d: { prompt: string }) => d.prompt.includes('triggered ability');
    t.declineAll(bag); // the song's own choices: take nothing
    expect(t.pending.filter((p) => p.label.includes('What a Deal'))).toHaveLength(2);
    t.answer(t.decision!.options[0]); // the first What a Deal
    t.yes(); // play the song again: it resolves again
    t.declineAll((d) => d.kind === 'yes-no');
    expect(t.names('deck', 0).at(-1)).toBe('Look at This Family');
    const deckBefore = t.count('deck', 0);
    t.yes(); // the second What a Deal: “that song” is no longer in the discard
    expect(t.decision).toBe(null);
    expect(t.count('deck', 0)).toBe(deckBefore);
    expect(t.names('deck', 0).at(-1)).toBe('Look at This Family');
  });

  describe('CR 6.1.11.1: two abilities refer to one banished card; the second finds a new object (issue 13 item 4)', () => {
    const board = () =>
      scenario({
        players: [
          { play: ['Stitch - New Dog'] },
          {
            play: [{ name: 'Gramma Tala - Storyteller', exerted: true }, 'Dr. Facilier - Agent Provocateur'],
          },
        ],
      });

    it('Gramma Tala goes to the inkwell first: Into the Shadows no longer finds “that card” and leaves it there', () => {
      const t = board();
      t.challenge('Stitch - New Dog', 'Gramma Tala - Storyteller');
      if (t.decision?.kind !== 'yes-no') t.pick('Gramma Tala');
      t.yes(); // Gramma Tala: into the inkwell
      expect(t.zone('Gramma Tala - Storyteller')).toBe('inkwell');
      t.yes(); // Into the Shadows: “that card” has changed zones since
      expect(t.zone('Gramma Tala - Storyteller')).toBe('inkwell');
      expect(t.count('hand', 1)).toBe(0);
    });

    it('Into the Shadows returns her first: her own ability then does nothing, and she stays in hand', () => {
      const t = board();
      t.challenge('Stitch - New Dog', 'Gramma Tala - Storyteller');
      expect(t.decision?.kind).not.toBe('yes-no');
      t.pick('Dr. Facilier');
      t.yes(); // back to her owner's hand
      expect(t.zone('Gramma Tala - Storyteller')).toBe('hand');
      if (t.decision) t.yes(); // Gramma Tala's own ability: this card is a new object now
      expect(t.zone('Gramma Tala - Storyteller')).toBe('hand');
      expect(t.count('inkwell', 1)).toBe(0);
    });
  });

  it('CR 6.1.12 Example A: a discount counted per card in the discard applies while playing from hand', () => {
    const t = scenario({
      players: [
        { hand: ['Mourner - Test Card'], discard: ['Stitch - New Dog', 'Olaf - Friendly Snowman'], ink: 4 },
        {},
      ],
    });
    expect(t.can('play', 'Mourner - Test Card')).toBe(true);
    const short = scenario({
      players: [{ hand: ['Mourner - Test Card'], discard: ['Stitch - New Dog'], ink: 4 }, {}],
    });
    expect(short.can('play', 'Mourner - Test Card')).toBe(false);
  });

  it('CR 6.1.12 Example B: Lilo works from the discard at the start of her player’s turn', () => {
    const t = scenario({ players: [{ discard: ['Lilo - Escape Artist'], ink: 2 }, {}], active: 1 });
    t.endTurn();
    expect(t.decision?.player).toBe(0);
    t.yes();
    expect(t.zone('Lilo - Escape Artist')).toBe('play');
    expect(t.exerted('Lilo - Escape Artist')).toBe(true);
  });

  it('CR 6.1.13.1 Example: Triton has Evasive only during his player’s turn', () => {
    const t = scenario({ players: [{ play: ['Triton - Young Prince'] }, { play: ['Stitch - New Dog'] }] });
    expect(t.has('Triton - Young Prince', 'kw.evasive')).toBe(true);
    t.quest('Triton - Young Prince');
    t.endTurn();
    expect(t.has('Triton - Young Prince', 'kw.evasive')).toBe(false);
    expect(t.can('challenge', 'Stitch - New Dog')).toBe(true);
  });

  it('CR 6.1.13.2 Example: Taffyta’s New Roster resolves once per turn per copy', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Taffyta Muttonfudge - Sour Speedster',
            'Taffyta Muttonfudge - Sour Speedster',
            "De Vil Manor - Cruella's Estate",
            'Thebes - The Big Olive',
          ],
          ink: 3,
        },
        {},
      ],
    });
    const [a, b] = [
      t.id('Taffyta Muttonfudge - Sour Speedster', 0, 0),
      t.id('Taffyta Muttonfudge - Sour Speedster', 0, 1),
    ];
    t.move(a, "De Vil Manor - Cruella's Estate");
    expect(t.lore(0)).toBe(2);
    t.move(a, 'Thebes - The Big Olive');
    expect(t.lore(0)).toBe(2);
    t.move(b, 'Thebes - The Big Olive');
    expect(t.lore(0)).toBe(4);
  });

  it('CR 6.1.13.3 Example: Dodge! lasts until the start of its player’s next turn', () => {
    const t = scenario({ players: [{ play: ['Stitch - New Dog'], hand: ['Dodge!'], ink: 2 }, {}] });
    t.play('Dodge!');
    expect(t.has('Stitch - New Dog', 'kw.ward')).toBe(true);
    t.endTurn();
    expect(t.has('Stitch - New Dog', 'kw.evasive')).toBe(true);
    t.endTurn();
    expect(t.has('Stitch - New Dog', 'kw.ward')).toBe(false);
    expect(t.has('Stitch - New Dog', 'kw.evasive')).toBe(false);
  });

  it('CR 6.1.13.4 Example: Good Job! lasts until the End-of-Turn phase', () => {
    const t = scenario({ players: [{ play: ['Stitch - New Dog'], hand: ['Good Job!'], ink: 1 }, {}] });
    t.play('Good Job!');
    expect(t.loreValue('Stitch - New Dog')).toBe(2);
    t.endTurn();
    expect(t.loreValue('Stitch - New Dog')).toBe(1);
  });

  it('CR 6.1.13.5 Example A: Noi has Resist +1 and Ward only while her player has an item', () => {
    const t = scenario({ players: [{ play: ['Noi - Orphaned Thief', 'Magic Golden Flower'] }, {}] });
    expect(t.ctx.stat(t.id('Noi - Orphaned Thief'), 'kw.resist')).toBe(1);
    expect(t.has('Noi - Orphaned Thief', 'kw.ward')).toBe(true);
    t.activate('Magic Golden Flower');
    expect(t.has('Noi - Orphaned Thief', 'kw.ward')).toBe(false);
    expect(t.ctx.stat(t.id('Noi - Orphaned Thief'), 'kw.resist')).toBe(0);
  });

  it('CR 6.1.13.5 Example B: Pride Rock’s +2 Willpower ends when the character moves away', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Pride Lands - Pride Rock',
            "De Vil Manor - Cruella's Estate",
            { name: 'Stitch - New Dog', at: 'Pride Lands - Pride Rock' },
          ],
          ink: 1,
        },
        {},
      ],
    });
    expect(t.willpower('Stitch - New Dog')).toBe(4);
    t.move('Stitch - New Dog', "De Vil Manor - Cruella's Estate");
    expect(t.willpower('Stitch - New Dog')).toBe(2);
  });

  it('CR 6.1.13.6 Example A: Jafar gains lore for draws only during his turn while exerted', () => {
    const t = scenario({
      players: [
        {
          play: [{ name: 'Jafar - Striking Illusionist', exerted: true }],
          hand: ['Friends on the Other Side'],
          ink: 3,
        },
        {},
      ],
    });
    t.play('Friends on the Other Side');
    t.declineAll(); // the two triggers are alike: resolve them in any order
    expect(t.lore(0)).toBe(2);
    const ready = scenario({
      players: [{ play: ['Jafar - Striking Illusionist'], hand: ['Friends on the Other Side'], ink: 3 }, {}],
    });
    ready.play('Friends on the Other Side');
    expect(ready.lore(0)).toBe(0);
  });

  it('CR 6.1.13.6 Example B: Thebes gives 2 lore for a banish in a challenge there, only on its player’s turn', () => {
    const t = scenario({
      players: [
        { play: ['Thebes - The Big Olive', { name: 'Maui - Demigod', at: 'Thebes - The Big Olive' }] },
        { play: [{ name: 'Flounder - Voice of Reason', exerted: true }, 'Sven - Official Ice Deliverer'] },
      ],
    });
    t.challenge('Maui - Demigod', 'Flounder - Voice of Reason');
    expect(t.lore(0)).toBe(2);
    t.endTurn();
    t.challenge('Sven - Official Ice Deliverer', 'Maui - Demigod');
    expect(t.lore(0)).toBe(2);
  });

  it('CR 6.1.14.2 Example: Look at This Family reveals only from the top 5 cards', () => {
    const five = [
      'Stitch - New Dog',
      'Olaf - Friendly Snowman',
      'Dinglehopper',
      "Pascal - Rapunzel's Companion",
      'Ransack',
    ];
    const t = scenario({
      players: [{ hand: ['Look at This Family'], ink: 7, deck: [...five, 'Maui - Demigod'] }, {}],
    });
    t.play('Look at This Family');
    const options = t.decision!.options.map((c) => t.ctx.cardDef(c as number).name);
    expect(options.sort()).toEqual([
      'Olaf - Friendly Snowman',
      "Pascal - Rapunzel's Companion",
      'Stitch - New Dog',
    ]);
    t.choose('Stitch - New Dog', 'Olaf - Friendly Snowman');
    t.declineAll();
    expect(t.names('hand', 0).sort()).toEqual(['Olaf - Friendly Snowman', 'Stitch - New Dog']);
    expect(t.names('deck', 0)[0]).toBe('Maui - Demigod');
  });

  it('CR 6.2.4 Example: Stitch checks for 2 other characters when Ohana resolves', () => {
    const one = scenario({
      players: [{ play: ['Olaf - Friendly Snowman'], hand: ['Stitch - Carefree Surfer'], ink: 7 }, {}],
    });
    one.play('Stitch - Carefree Surfer');
    expect(one.decision).toBe(null);
    expect(one.count('hand', 0)).toBe(0);
    const two = scenario({
      players: [
        {
          play: ['Olaf - Friendly Snowman', 'Flounder - Voice of Reason'],
          hand: ['Stitch - Carefree Surfer'],
          ink: 7,
        },
        {},
      ],
    });
    two.play('Stitch - Carefree Surfer');
    two.yes();
    expect(two.count('hand', 0)).toBe(2);
  });

  it('CR 6.2.5 Example: Scar may ready after banishing, and can’t quest; without a banish he can', () => {
    const t = scenario({
      players: [
        { play: ['Scar - Vicious Cheater'] },
        { play: [{ name: 'Flounder - Voice of Reason', exerted: true }] },
      ],
    });
    t.challenge('Scar - Vicious Cheater', 'Flounder - Voice of Reason');
    t.yes();
    expect(t.exerted('Scar - Vicious Cheater')).toBe(false);
    expect(t.can('quest', 'Scar - Vicious Cheater')).toBe(false);
    const plain = scenario({ players: [{ play: ['Scar - Vicious Cheater'] }, {}] });
    expect(plain.can('quest', 'Scar - Vicious Cheater')).toBe(true);
  });

  it('CR 6.2.6 Example: John Silver triggers when played and when he quests', () => {
    const t = scenario({
      players: [{ hand: ['John Silver - Alien Pirate'], ink: 6 }, { play: ['Flounder - Voice of Reason'] }],
    });
    t.play('John Silver - Alien Pirate');
    expect(t.has('Flounder - Voice of Reason', 'kw.reckless')).toBe(false);
    t.endTurn();
    expect(t.has('Flounder - Voice of Reason', 'kw.reckless')).toBe(true);
    expect(t.can('quest', 'Flounder - Voice of Reason')).toBe(false);
    t.endTurn();
    expect(t.has('Flounder - Voice of Reason', 'kw.reckless')).toBe(false);
    t.quest('John Silver - Alien Pirate');
    t.endTurn();
    expect(t.has('Flounder - Voice of Reason', 'kw.reckless')).toBe(true);
  });

  it('CR 6.2.7.1 Example: Steal from the Rich floats until the end of the turn', () => {
    const t = scenario({
      players: [
        {
          play: ['Stitch - New Dog', 'Olaf - Friendly Snowman', 'Flounder - Voice of Reason'],
          hand: ['Steal from the Rich'],
          ink: 5,
        },
        { lore: 5 },
      ],
    });
    t.play('Steal from the Rich');
    t.quest('Stitch - New Dog');
    t.quest('Olaf - Friendly Snowman');
    expect(t.lore(1)).toBe(3);
    t.endTurn();
    t.endTurn();
    t.quest('Flounder - Voice of Reason');
    expect(t.lore(1)).toBe(3);
  });

  it('CR 6.2.7.2 Example: Candy Drift banishes its character at the end of the turn', () => {
    const t = scenario({ players: [{ play: ['Stitch - New Dog'], hand: ['Candy Drift'], ink: 2 }, {}] });
    t.play('Candy Drift');
    expect(t.strength('Stitch - New Dog')).toBe(7);
    expect(t.count('hand', 0)).toBe(1);
    t.endTurn();
    expect(t.zone('Stitch - New Dog')).toBe('discard');
  });

  it('CR 6.3.3 Example: Tinker Bell’s trigger from banishing Fang Crossbow as a cost waits for Stay Back!', () => {
    const t = scenario({
      players: [
        { play: ['Fang Crossbow', 'Tinker Bell - Very Clever Fairy'] },
        { play: ['Flounder - Voice of Reason'] },
      ],
    });
    t.activate('Fang Crossbow', 1);
    expect(t.decision?.prompt).toContain('Tinker Bell');
    t.yes();
    expect(t.zone('Fang Crossbow')).toBe('inkwell');
    expect(t.exerted('Fang Crossbow')).toBe(true);
  });
});
