/** The worked examples of CR 2.0.0 sections 6.4–6.7 (static abilities, replacement, modifiers, resolving). */
import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/scenario.js';

describe('CR 2.0.0 sections 6.4–6.7 examples', () => {
  it('CR 6.4.1 Example: a static ability without a duration lasts while its card is in play', () => {
    const t = scenario({
      players: [{ play: ['Guardian - Test Card', 'Stitch - New Dog'] }, { hand: ['Dragon Fire'], ink: 5 }],
    });
    t.quest('Stitch - New Dog');
    expect(t.has('Stitch - New Dog', 'kw.ward')).toBe(true);
    t.endTurn();
    t.play('Dragon Fire'); // Stitch has Ward: the Guardian is the only legal choice
    expect(t.zone('Guardian - Test Card')).toBe('discard');
    expect(t.has('Stitch - New Dog', 'kw.ward')).toBe(false);
  });

  it('CR 6.4.2.1 Example: Restoring Atlantis also protects characters played after it resolves', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog'], hand: ['Restoring Atlantis', 'Flounder - Voice of Reason'], ink: 6 },
        { play: ['Maui - Demigod'] },
      ],
    });
    t.play('Restoring Atlantis');
    t.play('Flounder - Voice of Reason');
    t.quest('Stitch - New Dog');
    t.endTurn();
    t.endTurn(); // Flounder is dry now; exert it by questing
    t.quest('Flounder - Voice of Reason');
    t.endTurn();
    expect(t.can('challenge', 'Maui - Demigod')).toBe(true);
    const f = scenario({
      players: [
        {
          play: [{ name: 'Flounder - Voice of Reason', exerted: true }],
          hand: ['Restoring Atlantis'],
          ink: 5,
        },
        { play: ['Maui - Demigod'] },
      ],
    });
    f.play('Restoring Atlantis');
    f.endTurn();
    expect(f.can('challenge', 'Maui - Demigod')).toBe(false);
  });

  it('CR 6.4.2.2 Example: Kida’s -3 Strength applies only to characters in play when it resolves', () => {
    const t = scenario({
      players: [
        { hand: ['Kida - Protector of Atlantis', 'Stitch - New Dog'], ink: 6 },
        { play: ['Maui - Demigod'] },
      ],
    });
    t.play('Kida - Protector of Atlantis');
    t.play('Stitch - New Dog');
    expect(t.strength('Maui - Demigod')).toBe(5);
    expect(t.strength('Kida - Protector of Atlantis')).toBe(0);
    expect(t.strength('Stitch - New Dog')).toBe(2);
  });

  it('CR 6.4.2.3 Example: Happy enters with Grumpy’s +1 and triggers Weight Set at 4 Strength', () => {
    const t = scenario({
      players: [
        { play: ['Weight Set', 'Grumpy - Bad-Tempered'], hand: ['Happy - Good-Natured'], ink: 6 },
        {},
      ],
    });
    t.play('Happy - Good-Natured');
    expect(t.strength('Happy - Good-Natured')).toBe(4);
    t.yes();
    expect(t.count('hand', 0)).toBe(1);
    expect(t.ctx.cards('inkwell', 0).filter((c) => t.ctx.card(c).tapped)).toHaveLength(6);
  });

  it('CR 6.4.4.3 Example A: Bashful can’t quest unless another Seven Dwarfs character is in play', () => {
    const alone = scenario({ players: [{ play: ['Bashful - Hopeless Romantic'] }, {}] });
    expect(alone.can('quest', 'Bashful - Hopeless Romantic')).toBe(false);
    const friends = scenario({
      players: [{ play: ['Bashful - Hopeless Romantic', 'Grumpy - Bad-Tempered'] }, {}],
    });
    expect(friends.can('quest', 'Bashful - Hopeless Romantic')).toBe(true);
  });

  it('CR 6.4.4.3 Example B: LeFou may be played for free once an opposing character was banished in a challenge', () => {
    const t = scenario({
      players: [
        { play: ['Maui - Demigod'], hand: ['LeFou - Opportunistic Flunky'] },
        { play: [{ name: 'Flounder - Voice of Reason', exerted: true }] },
      ],
    });
    expect(t.can('play', 'LeFou - Opportunistic Flunky', { mode: 'free' })).toBe(false);
    t.challenge('Maui - Demigod', 'Flounder - Voice of Reason');
    expect(t.can('play', 'LeFou - Opportunistic Flunky', { mode: 'free' })).toBe(true);
  });

  it('CR 6.4.5 Example: Arthur skips his player’s Draw step', () => {
    const t = scenario({ players: [{ play: ['Arthur - Determined Squire'] }, {}], active: 1 });
    t.endTurn();
    expect(t.count('hand', 0)).toBe(0);
    const without = scenario({ players: [{}, {}], active: 1 });
    without.endTurn();
    expect(without.count('hand', 0)).toBe(1);
  });

  it('CR 6.5.1.1 Example: Stolen Scimitar gives +1, or +2 instead to a character named Aladdin', () => {
    const t = scenario({
      players: [
        { play: ['Stolen Scimitar', 'Stolen Scimitar', 'Aladdin - Prince Ali', 'Stitch - New Dog'] },
        {},
      ],
    });
    t.activate(t.id('Stolen Scimitar', 0, 0));
    t.choose('Aladdin - Prince Ali');
    t.activate(t.id('Stolen Scimitar', 0, 1));
    t.choose('Stitch - New Dog');
    expect(t.strength('Aladdin - Prince Ali')).toBe(4);
    expect(t.strength('Stitch - New Dog')).toBe(3);
  });

  it('CR 6.5.2 Example: replacing the damage part of Let the Storm Rage On still draws the card', () => {
    const t = scenario({
      players: [
        { hand: ['Let the Storm Rage On'], ink: 3 },
        { play: ['Flounder - Voice of Reason', 'Beast - Selfless Protector'] },
      ],
    });
    t.play('Let the Storm Rage On');
    t.choose('Flounder - Voice of Reason');
    expect(t.damage('Flounder - Voice of Reason')).toBe(0);
    expect(t.damage('Beast - Selfless Protector')).toBe(2);
    expect(t.count('hand', 0)).toBe(1);
  });

  it('CR 6.5.3 Example: Snuggly Duckling checks the 6-Strength replacement as its ability resolves', () => {
    const big = scenario({
      players: [
        {
          play: [
            'Snuggly Duckling - Disreputable Pub',
            { name: "Captain - Colonel's Lieutenant", at: 'Snuggly Duckling - Disreputable Pub' },
          ],
        },
        { play: [{ name: 'Maui - Demigod', exerted: true }] },
      ],
    });
    big.challenge("Captain - Colonel's Lieutenant", 'Maui - Demigod');
    expect(big.lore(0)).toBe(3);
    const mid = scenario({
      players: [
        {
          play: [
            'Snuggly Duckling - Disreputable Pub',
            { name: 'Horace - No-Good Scoundrel', at: 'Snuggly Duckling - Disreputable Pub' },
          ],
        },
        { play: [{ name: 'Maui - Demigod', exerted: true }] },
      ],
    });
    mid.challenge('Horace - No-Good Scoundrel', 'Maui - Demigod');
    expect(mid.lore(0)).toBe(1);
  });

  const mine = (ruleset?: string) =>
    scenario({
      ruleset,
      players: [
        { play: ["Seven Dwarfs' Mine - Secure Fortress"], hand: ['Sleepy - Sluggish Knight'], ink: 4 },
        { play: ['Beast - Selfless Protector', 'Flounder - Voice of Reason'] },
      ],
    });

  it('CR 6.5.7.3 Example: the Mine’s “instead” applies first, then Beast puts the 2 damage on himself', () => {
    const t = mine();
    t.play('Sleepy - Sluggish Knight');
    t.no(); // Bodyguard: enter ready
    t.move('Sleepy - Sluggish Knight', "Seven Dwarfs' Mine - Secure Fortress");
    t.yes();
    t.choose('Flounder - Voice of Reason');
    expect(t.damage('Flounder - Voice of Reason')).toBe(0);
    expect(t.damage('Beast - Selfless Protector')).toBe(2);
  });

  it('CR 6.5.7.3 Example under 2024 7.7.5: only one replacement applies, chosen by the Mine’s player', () => {
    const own = mine('2024');
    own.play('Sleepy - Sluggish Knight');
    own.no();
    own.move('Sleepy - Sluggish Knight', "Seven Dwarfs' Mine - Secure Fortress");
    own.yes();
    own.choose('Flounder - Voice of Reason');
    expect(own.decision?.player).toBe(0);
    own.answer('own');
    expect(own.zone('Flounder - Voice of Reason')).toBe('discard');
    expect(own.damage('Beast - Selfless Protector')).toBe(0);

    const other = mine('2024');
    other.play('Sleepy - Sluggish Knight');
    other.no();
    other.move('Sleepy - Sluggish Knight', "Seven Dwarfs' Mine - Secure Fortress");
    other.yes();
    other.choose('Flounder - Voice of Reason');
    other.answer('other');
    expect(other.damage('Beast - Selfless Protector')).toBe(1);
    expect(other.damage('Flounder - Voice of Reason')).toBe(0);
  });

  it('CR 6.5.8 Example: two Act of Kindness instances: one prevents the damage, the other ceases to exist', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Rapunzel - Ready for Adventure',
            'Flounder - Voice of Reason',
            'HeiHei - Boat Snack',
            'HeiHei - Boat Snack',
          ],
        },
        { play: [{ name: 'Maui - Demigod', exerted: true }], hand: ['Fire the Cannons!'], ink: 1 },
      ],
    });
    for (const i of [0, 1]) {
      t.quest(t.id('HeiHei - Boat Snack', 0, i));
      t.choose('Flounder - Voice of Reason');
    }
    expect(t.strength('Flounder - Voice of Reason')).toBe(4);
    const preventions = () => t.game.state.effects.filter((e) => e.run === 'lorcana/prevent-next').length;
    expect(preventions()).toBe(2);
    t.challenge('Flounder - Voice of Reason', 'Maui - Demigod');
    expect(t.decision?.prompt).toContain('replacement'); // the player chooses one of the two instances
    t.answer(t.decision!.options[1]);
    expect(t.damage('Flounder - Voice of Reason')).toBe(0);
    expect(t.damage('Maui - Demigod')).toBe(4);
    expect(preventions()).toBe(0);
  });

  it('CR 6.6.1.2 Example A: Grand Duke’s +1 applies at once and to royals played later', () => {
    const t = scenario({
      players: [
        {
          play: ['Aurora - Regal Princess'],
          hand: ['Grand Duke - Advisor to the King', 'Prince Eric - Dashing and Brave'],
          ink: 4,
        },
        {},
      ],
    });
    t.play('Grand Duke - Advisor to the King');
    expect(t.strength('Aurora - Regal Princess')).toBe(3);
    t.play('Prince Eric - Dashing and Brave');
    expect(t.strength('Prince Eric - Dashing and Brave')).toBe(2);
    expect(t.strength('Grand Duke - Advisor to the King')).toBe(2);
  });

  it('CR 6.6.1.2 Example B: Heihei’s modifiers combine: +1, -5, +1 makes -1 Strength', () => {
    const t = scenario({
      players: [
        { play: ['Stolen Scimitar', 'Stolen Scimitar'], hand: ['Scar - Mastermind'], ink: 6 },
        { play: ['Heihei - Rambling Rooster'] },
      ],
    });
    t.activate(t.id('Stolen Scimitar', 0, 0));
    expect(t.rawStrength('Heihei - Rambling Rooster')).toBe(3);
    t.play('Scar - Mastermind');
    expect(t.rawStrength('Heihei - Rambling Rooster')).toBe(-2);
    t.activate(t.id('Stolen Scimitar', 0, 1));
    t.choose('Heihei - Rambling Rooster');
    expect(t.rawStrength('Heihei - Rambling Rooster')).toBe(-1);
    expect(t.willpower('Heihei - Rambling Rooster')).toBe(2);
  });

  it('CR 6.6.2 Example: a character at -1 Strength counts as 0 for Yokai, and keeps its -1', () => {
    const t = scenario({
      players: [
        { play: ['Yokai - Scientific Supervillain', 'Microbots'], hand: ['Microbots'] },
        { play: ["Pascal - Rapunzel's Companion"] },
      ],
    });
    t.play('Microbots', { mode: 'free' });
    t.choose("Pascal - Rapunzel's Companion");
    expect(t.rawStrength("Pascal - Rapunzel's Companion")).toBe(-1);
    t.quest('Yokai - Scientific Supervillain');
    expect(t.count('hand', 0)).toBe(1);
    expect(t.rawStrength("Pascal - Rapunzel's Companion")).toBe(-1);
  });

  it('CR 6.6.3 Example: Flynn Rider at -1 Lore gains 0 lore questing', () => {
    const t = scenario({
      players: [
        { play: ['Flynn Rider - His Own Biggest Fan'] },
        { hand: ['Stitch - New Dog', 'Olaf - Friendly Snowman', 'Dinglehopper', 'Ransack', 'Smash'] },
      ],
    });
    expect(t.ctx.stat(t.id('Flynn Rider - His Own Biggest Fan'), 'lore')).toBe(-1);
    t.quest('Flynn Rider - His Own Biggest Fan');
    expect(t.lore(0)).toBe(0);
  });

  it('CR 6.6.4 Example: Elisa Maza’s Strength can’t be reduced below 4', () => {
    const t = scenario({
      players: [
        {
          play: ['Elisa Maza - Transformed Gargoyle', 'Fang Crossbow', 'Fang Crossbow', 'Stolen Scimitar'],
          hand: ["He's Got a Sword!", 'Vicious Betrayal'],
          ink: 6,
        },
        {},
      ],
    });
    t.activate(t.id('Fang Crossbow', 0, 0), 0);
    t.activate(t.id('Fang Crossbow', 0, 1), 0);
    expect(t.strength('Elisa Maza - Transformed Gargoyle')).toBe(4);
    t.activate('Stolen Scimitar');
    expect(t.strength('Elisa Maza - Transformed Gargoyle')).toBe(4);
    t.play("He's Got a Sword!");
    t.play('Vicious Betrayal');
    expect(t.strength('Elisa Maza - Transformed Gargoyle')).toBe(5);
  });

  it('CR 6.7.5 Example: Allow Me lets the active player draw first, then each other player', () => {
    const t = scenario({
      players: [{ play: ['Donald Duck - Perfect Gentleman'], filler: 5 }, { filler: 5 }],
      active: 1,
    });
    t.endTurn();
    expect(t.decision?.player).toBe(0);
    t.yes();
    expect(t.decision?.player).toBe(1);
    t.yes();
    expect(t.count('hand', 0)).toBe(2);
    expect(t.count('hand', 1)).toBe(1);
  });

  it('CR 6.7.7 Example: Jim Hawkins’s trigger waits while Get to Safety! finishes and draws', () => {
    const t = scenario({
      players: [
        {
          play: ['Jim Hawkins - Space Traveler'],
          hand: ['Get to Safety!'],
          discard: ['Sleepy Hollow - The Bridge'],
          ink: 1,
        },
        {},
      ],
    });
    t.play('Get to Safety!');
    expect(t.count('hand', 0)).toBe(1);
    expect(t.zone('Sleepy Hollow - The Bridge')).toBe('play');
    expect(t.decision?.prompt).toContain('Jim Hawkins');
    t.yes();
    expect(t.at('Jim Hawkins - Space Traveler')).toBe(t.id('Sleepy Hollow - The Bridge'));
  });

  it('CR 6.7.8 Example: Mother Gothel enters play with 3 damage', () => {
    const t = scenario({ players: [{ hand: ['Mother Gothel - Withered and Wicked'], ink: 2 }, {}] });
    const { events } = t.play('Mother Gothel - Withered and Wicked');
    expect(t.damage('Mother Gothel - Withered and Wicked')).toBe(3);
    expect(events.some((e) => e.type === 'damaged')).toBe(false);
    expect(t.zone('Mother Gothel - Withered and Wicked')).toBe('play');
  });
});
