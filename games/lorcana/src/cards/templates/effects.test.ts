/**
 * Issue 16 (b): one behaviour test per effect template of the compiler's effect family
 * (`scripts/compile-cards/grammar/effects/player-choice-and-deck-verbs.ts`), each played in a real
 * game with a real compiled card of the public data (the generated encoding, not a hand-written one).
 */
import { describe, expect, it } from 'vitest';
import { compiledCard as compiled } from '../../testing/compiled-cards.js';
import { type Scenario, scenario } from '../../testing/scenario.js';
import { fullName } from '../card.js';

/** Answers an ordering one pick at a time, first nearest the top (the last pick may be forced). */
function order(t: Scenario, names: readonly string[]): void {
  for (const name of names) if (t.decision?.kind === 'order') t.choose(name);
}

const FRIEND = 'Mickey Mouse - True Friend';
const FOE = 'Stitch - New Dog';
const PRINCESS = 'Minnie Mouse - Beloved Princess';

describe('CR 6.1.3, 6.7.5 each opponent picks one of their own characters: the opponent chooses', () => {
  it('Swooping Strike: CR 6.1.3 each opponent exerts a ready character of their own pick — only their own ready ones are offered', () => {
    const strike = compiled('Swooping Strike');
    const t = scenario({
      players: [
        { hand: ['Swooping Strike'], ink: 10, play: [FRIEND] },
        { play: [FOE, { name: PRINCESS, exerted: true }] },
      ],
      cards: [strike],
    });
    t.play('Swooping Strike');
    // One ready character of their own: chosen for them; mine and their exerted one are not candidates.
    if (t.decision) {
      expect(t.decision.player).toBe(1);
      t.choose(FOE);
    }
    expect(t.exerted(FOE)).toBe(true);
    expect(t.exerted(FRIEND)).toBe(false);
  });

  it("Triton's Decree: CR 6.1.3 each opponent damages a character of their own pick by 2 — the opponent picks which", () => {
    const decree = compiled("Triton's Decree");
    const t = scenario({
      players: [{ hand: ["Triton's Decree"], ink: 10, play: [FRIEND] }, { play: [FOE, PRINCESS] }],
      cards: [decree],
    });
    t.play("Triton's Decree");
    expect(t.decision?.player).toBe(1);
    expect(t.decision?.options).toHaveLength(2);
    t.choose(PRINCESS);
    expect(t.damage(PRINCESS, 1)).toBe(2);
    expect(t.damage(FOE, 1)).toBe(0);
    expect(t.damage(FRIEND, 0)).toBe(0);
  });

  it('Mother Gothel - Unwavering Schemer: CR 6.1.3 each opponent sends a character of their own pick back to hand', () => {
    const gothel = compiled('Mother Gothel - Unwavering Schemer');
    const t = scenario({
      players: [{ hand: [fullName(gothel)], ink: 10 }, { play: [FOE, PRINCESS] }],
      cards: [gothel],
    });
    t.play(fullName(gothel));
    expect(t.decision?.player).toBe(1);
    t.choose(FOE);
    expect(t.zone(FOE)).toBe('hand');
    expect(t.zone(PRINCESS)).toBe('play');
  });

  it('Falling Down the Rabbit Hole: CR 6.7.5 in turn order each player inks a character of their own pick, exerted', () => {
    const hole = compiled('Falling Down the Rabbit Hole');
    const t = scenario({
      players: [{ hand: [hole.name], ink: 10, play: [FRIEND, PRINCESS] }, { play: [FOE] }],
      cards: [hole],
    });
    const inks = [t.count('inkwell', 0), t.count('inkwell', 1)];
    t.play(hole.name);
    expect(t.decision?.player).toBe(0);
    t.choose(PRINCESS);
    expect(t.zone(PRINCESS)).toBe('inkwell');
    expect(t.zone(FRIEND)).toBe('play');
    expect(t.zone(FOE)).toBe('inkwell');
    expect([t.count('inkwell', 0), t.count('inkwell', 1)]).toEqual([inks[0] + 1, inks[1] + 1]);
    expect(t.exerted(FOE)).toBe(true);
  });
});

describe('the top of the deck', () => {
  it('CR 7.2.3: The Queen - Mirror Seeker — the top 3 go back in a chosen order', () => {
    const queen = compiled('The Queen - Mirror Seeker');
    const t = scenario({
      players: [{ play: [fullName(queen)], deck: ['Smash', 'Ransack', 'Dragon Fire'] }, {}],
      cards: [queen],
    });
    t.quest(fullName(queen));
    t.yes();
    expect(t.decision?.kind).toBe('order');
    order(t, ['Dragon Fire', 'Smash', 'Ransack']);
    expect(t.names('deck', 0).slice(0, 3)).toEqual(['Dragon Fire', 'Smash', 'Ransack']);
    expect(t.count('hand', 0)).toBe(0);
  });

  it("Hen Wen's Visions: CR 7.2.3 of the top 4, one back on top and the others to the bottom", () => {
    const visions = compiled("Hen Wen's Visions");
    const t = scenario({
      players: [{ hand: ["Hen Wen's Visions"], ink: 10, deck: ['Smash', 'Ransack', 'Dragon Fire', FOE] }, {}],
      cards: [visions],
    });
    const size = t.count('deck', 0);
    t.play("Hen Wen's Visions");
    t.choose('Dragon Fire');
    order(t, ['Smash', 'Ransack', FOE]);
    const deck = t.names('deck', 0);
    expect(deck[0]).toBe('Dragon Fire');
    expect(deck.slice(-3).sort()).toEqual(['Ransack', 'Smash', FOE].sort());
    expect(deck).toHaveLength(size);
  });

  it('Monterey Jack - Watchful Ranger: reveal the top card; a character may go to hand, otherwise it goes to the bottom', () => {
    const jack = compiled('Monterey Jack - Watchful Ranger');
    const hit = scenario({
      players: [{ hand: [fullName(jack)], ink: 10, deck: [FOE, 'Smash'] }, {}],
      cards: [jack],
    });
    hit.play(fullName(jack));
    hit.yes();
    hit.yes();
    expect(hit.zone(FOE)).toBe('hand');
    const miss = scenario({
      players: [{ hand: [fullName(jack)], ink: 10, deck: ['Smash', FOE] }, {}],
      cards: [jack],
    });
    miss.play(fullName(jack));
    miss.yes();
    const deck = miss.names('deck', 0);
    expect(deck[0]).toBe(FOE);
    expect(deck[deck.length - 1]).toBe('Smash');
    expect(miss.zone('Smash')).toBe('deck');
  });

  it('Preston Whitmore - Expedition Financier: CR 6.1.4 milling the top 2 is optional', () => {
    const preston = compiled('Preston Whitmore - Expedition Financier');
    const t = scenario({
      players: [{ hand: [fullName(preston)], ink: 10, deck: ['Smash', 'Ransack', 'Dragon Fire'] }, {}],
      cards: [preston],
    });
    t.play(fullName(preston));
    t.yes();
    expect(t.names('discard', 0).sort()).toEqual(['Ransack', 'Smash']);
    expect(t.names('deck', 0)[0]).toBe('Dragon Fire');
  });
});

describe('shuffling into the deck', () => {
  it('Chernabog - Evildoer: CR 6.1.3 only the character cards of the discard are shuffled back — actions stay', () => {
    const chernabog = compiled('Chernabog - Evildoer');
    const t = scenario({
      players: [
        { hand: [fullName(chernabog)], ink: 10, discard: [FOE, PRINCESS, 'Smash'] },
        { discard: [FRIEND] },
      ],
      cards: [chernabog],
    });
    const deck = t.count('deck', 0);
    t.play(fullName(chernabog));
    expect(t.names('discard', 0)).toEqual(['Smash']);
    expect(t.count('deck', 0)).toBe(deck + 2);
    expect(t.zone(FRIEND)).toBe('discard');
  });

  it('CR 6.1.5.1: Genie - Supportive Friend — shuffling himself away pays for 3 draws', () => {
    const genie = compiled('Genie - Supportive Friend');
    const t = scenario({ players: [{ play: [fullName(genie)] }, {}], cards: [genie] });
    const deck = t.count('deck', 0);
    t.quest(fullName(genie));
    t.yes();
    expect(t.zone(fullName(genie))).toBe('deck');
    expect(t.count('hand', 0)).toBe(3);
    expect(t.count('deck', 0)).toBe(deck + 1 - 3);
  });

  it('Magic Broom - Swift Cleaner: CR 6.1.3 every Broom in the discard is shuffled back into the deck', () => {
    const broom = compiled('Magic Broom - Swift Cleaner');
    const t = scenario({
      players: [{ hand: [fullName(broom)], ink: 10, discard: ['Magic Broom - Bucket Brigade', FOE] }, {}],
      cards: [broom],
    });
    t.play(fullName(broom));
    t.yes();
    expect(t.zone('Magic Broom - Bucket Brigade')).toBe('deck');
    expect(t.zone(FOE)).toBe('discard');
  });
});

describe('discarding, returning and inking', () => {
  it("We Don't Talk About Bruno: CR 7.3.4 a bounce, then the bounced card's player discards at random (seeded)", () => {
    const bruno = compiled("We Don't Talk About Bruno");
    const t = scenario({
      players: [
        { hand: [bruno.name], ink: 10 },
        { play: [FOE], hand: ['Smash', 'Ransack'] },
      ],
      cards: [bruno],
    });
    t.play(bruno.name);
    if (t.decision) t.choose(FOE);
    expect(t.zone(FOE, 1)).not.toBe('play');
    expect(t.count('discard', 1)).toBe(1);
    expect(t.count('hand', 1)).toBe(2);
    expect(t.count('hand', 0)).toBe(0);
  });

  it('Milo Thatch - King of Atlantis: CR 6.2.3 his banish sends every opposing character back to hand', () => {
    const milo = compiled('Milo Thatch - King of Atlantis');
    const t = scenario({
      players: [
        { play: [fullName(milo), FRIEND], hand: ['Dragon Fire'], ink: 10 },
        { play: [FOE, PRINCESS] },
      ],
      cards: [milo],
    });
    t.play('Dragon Fire');
    t.choose(fullName(milo));
    t.declineAll();
    expect(t.zone(fullName(milo))).toBe('discard');
    expect([t.zone(FOE), t.zone(PRINCESS)]).toEqual(['hand', 'hand']);
    expect(t.zone(FRIEND)).toBe('play');
  });

  it('Great Stone Dragon: CR 7.5.2 a character from the discard goes to the inkwell exerted', () => {
    const dragon = compiled('Great Stone Dragon');
    const t = scenario({
      players: [{ play: [dragon.name], discard: ['Smash', FOE] }, {}],
      cards: [dragon],
    });
    const ink = t.count('inkwell', 0);
    t.activate(dragon.name);
    expect(t.zone(FOE)).toBe('inkwell');
    expect(t.exerted(FOE)).toBe(true);
    expect(t.zone('Smash')).toBe('discard');
    expect(t.count('inkwell', 0)).toBe(ink + 1);
  });
});

describe('playing cards while resolving (CR 6.7.7) and other players’ lore', () => {
  it('CR 1.5.5.3: Mulan - Reflecting — a revealed song may be played for free; it resolves', () => {
    const mulan = compiled('Mulan - Reflecting');
    const t = scenario({
      players: [{ play: [fullName(mulan)], deck: ['Part of Your World'], discard: [FOE] }, {}],
      cards: [mulan],
    });
    const ink = t.count('inkwell', 0);
    t.quest(fullName(mulan));
    t.yes();
    t.yes();
    t.declineAll();
    expect(t.zone('Part of Your World')).toBe('discard');
    expect(t.zone(FOE)).toBe('hand');
    expect(t.count('inkwell', 0)).toBe(ink);
  });

  it('Revive: CR 1.5.5.3 a cheap character plays free from the discard — costlier ones are not offered', () => {
    const revive = compiled('Revive');
    const t = scenario({
      players: [{ hand: ['Revive'], ink: 5, discard: ['Hades - King of Olympus', FOE] }, {}],
      cards: [revive],
    });
    t.play('Revive');
    if (t.decision) {
      expect(t.decision.options).toHaveLength(1);
      t.choose(FOE);
    }
    expect(t.zone(FOE)).toBe('play');
    expect(t.zone('Hades - King of Olympus')).toBe('discard');
  });

  it('Glean: CR 6.1.11 the banished item’s player gains the 2 lore (not you)', () => {
    const glean = compiled('Glean');
    const t = scenario({
      players: [{ hand: ['Glean'], ink: 5 }, { play: ['Dinglehopper'] }],
      cards: [glean],
    });
    t.play('Glean');
    if (t.decision) t.choose('Dinglehopper');
    expect(t.zone('Dinglehopper')).toBe('discard');
    expect([t.lore(0), t.lore(1)]).toEqual([0, 2]);
  });
});

describe('noun phrases', () => {
  it('CR 5.2.7: Mr. Incredible - Taking Out the Trash — “Robot or Villain character” matches either classification only', () => {
    const incredible = compiled('Mr. Incredible - Taking Out the Trash');
    const t = scenario({
      players: [{ hand: [fullName(incredible)], ink: 10 }, { play: [FOE, 'Hades - King of Olympus'] }],
      cards: [incredible],
    });
    t.play(fullName(incredible));
    t.yes();
    if (t.decision?.kind !== 'yes-no' && t.decision) {
      expect(t.decision.options).toHaveLength(1);
      t.choose('Hades - King of Olympus');
    }
    expect(t.damage('Hades - King of Olympus')).toBe(2);
    expect(t.damage(FOE)).toBe(0);
  });

  it('Chip - Team Player: the other-character filter with a Willpower minimum reads willpower', () => {
    const chip = compiled('Chip - Team Player');
    const weak = scenario({
      players: [{ hand: [fullName(chip)], ink: 10, play: [FRIEND] }, {}],
      cards: [chip],
    });
    weak.play(fullName(chip));
    expect(weak.decision).toBeFalsy();
    expect(weak.count('hand', 0)).toBe(0);
    const strong = scenario({
      players: [{ hand: [fullName(chip)], ink: 10, play: ['Hades - King of Olympus'] }, {}],
      cards: [chip],
    });
    strong.play(fullName(chip));
    strong.yes();
    expect(strong.count('hand', 0)).toBe(1);
  });
});

describe('looking at the top of the deck (CR 7.2.3)', () => {
  it('Jim Hawkins - Honorable Pirate: CR 7.2.3 any number of revealed Pirates go to hand, the others to the bottom', () => {
    const jim = compiled('Jim Hawkins - Honorable Pirate');
    const [hook, silver] = ['Captain Hook - Forceful Duelist', 'John Silver - Alien Pirate'];
    const t = scenario({
      players: [{ hand: [fullName(jim)], ink: 10, deck: [hook, FOE, 'Smash', silver] }, {}],
      cards: [jim],
    });
    t.play(fullName(jim));
    t.no(); // Bodyguard: don't enter play exerted (CR 8.3.2).
    // Only the two Pirates are offered; both are taken.
    expect(t.decision?.options).toHaveLength(2);
    t.choose(hook, silver);
    order(t, [FOE, 'Smash']);
    expect(t.names('hand', 0).sort()).toEqual([hook, silver].sort());
    expect(t.names('deck', 0).slice(-2).sort()).toEqual([FOE, 'Smash'].sort());
  });

  it('The Boss is on a Roll: CR 7.2.3 any of the top 5 stay on top, the others go to the bottom, then 1 lore', () => {
    const boss = compiled('The Boss is on a Roll');
    const t = scenario({
      players: [{ hand: [boss.name], ink: 10, deck: ['Smash', 'Ransack', 'Dragon Fire', FOE, FRIEND] }, {}],
      cards: [boss],
    });
    t.play(boss.name);
    t.choose('Dragon Fire');
    order(t, ['Smash', 'Ransack', FOE, FRIEND]);
    const deck = t.names('deck', 0);
    expect(deck[0]).toBe('Dragon Fire');
    expect(deck.slice(-4)).toEqual(['Smash', 'Ransack', FOE, FRIEND]);
    expect(t.lore(0)).toBe(1);
  });

  it("How Far I'll Go: CR 7.2.3 of the top 2, one to hand and the other to the inkwell exerted", () => {
    const far = compiled("How Far I'll Go");
    const t = scenario({
      players: [{ hand: [far.name], ink: 10, deck: ['Smash', FOE] }, {}],
      cards: [far],
    });
    const ink = t.count('inkwell', 0);
    t.play(far.name);
    t.choose(FOE);
    expect(t.zone(FOE)).toBe('hand');
    expect(t.zone('Smash')).toBe('inkwell');
    expect(t.exerted('Smash')).toBe(true);
    expect(t.count('inkwell', 0)).toBe(ink + 1);
  });

  it('The Cold Never Bothered Me: reveal a location card into your hand, the rest into your discard', () => {
    const cold = compiled('The Cold Never Bothered Me');
    const t = scenario({
      players: [{ hand: [cold.name], ink: 10, deck: ['Smash', FOE, 'Ransack', FRIEND, 'Dragon Fire'] }, {}],
      cards: [cold],
    });
    t.play(cold.name);
    t.declineAll();
    expect(t.names('discard', 0).sort()).toEqual([cold.name, 'Smash', FOE, 'Ransack', FRIEND].sort());
    expect(t.names('deck', 0)[0]).toBe('Dragon Fire');
  });
});

describe('amounts, players who may, and other discards', () => {
  it('CR 1.9.1: The Dodo - Outlandish Storyteller — Strength per damage counter on him, counted continuously', () => {
    const dodo = compiled('The Dodo - Outlandish Storyteller');
    const t = scenario({
      players: [{ play: [fullName(dodo)] }, { hand: ['Dragon Fire'], ink: 10 }],
      cards: [dodo],
    });
    const base = t.strength(fullName(dodo));
    expect(base).toBe(dodo.strength);
    const u = scenario({
      players: [{ play: [{ name: fullName(dodo), damage: 2 }] }, {}],
      cards: [dodo],
    });
    expect(u.strength(fullName(dodo))).toBe(base + 2);
  });

  it('Robin Hood - Timely Contestant: CR 4.3.6 his cost drops by the damage on opposing characters', () => {
    const robin = compiled('Robin Hood - Timely Contestant');
    const t = scenario({
      players: [
        { hand: [fullName(robin)], ink: robin.cost - 3 },
        {
          play: [
            { name: FOE, damage: 1 },
            { name: 'Hades - King of Olympus', damage: 2 },
          ],
        },
      ],
      cards: [robin],
    });
    expect(t.can('play', fullName(robin))).toBe(true);
    const u = scenario({
      players: [{ hand: [fullName(robin)], ink: robin.cost - 3 }, { play: [{ name: FOE, damage: 1 }] }],
      cards: [robin],
    });
    expect(u.can('play', fullName(robin))).toBe(false);
  });

  it('CR 6.1.4, 6.7.5: Amethyst Chromicon — each player decides on the optional draw for themselves', () => {
    const chromicon = compiled('Amethyst Chromicon');
    const t = scenario({ players: [{ play: [chromicon.name] }, {}], cards: [chromicon] });
    t.activate(chromicon.name);
    expect(t.decision?.player).toBe(0);
    t.yes();
    expect(t.decision?.player).toBe(1);
    t.no();
    expect([t.count('hand', 0), t.count('hand', 1)]).toEqual([1, 0]);
  });

  it('Sign the Scroll: CR 6.1.4 each opponent may discard; every one who declines gives you 2 lore', () => {
    const scroll = compiled('Sign the Scroll');
    const declined = scenario({
      players: [{ hand: [scroll.name], ink: 10 }, { hand: ['Smash'] }],
      cards: [scroll],
    });
    declined.play(scroll.name);
    expect(declined.decision?.player).toBe(1);
    declined.no();
    expect([declined.lore(0), declined.zone('Smash')]).toEqual([2, 'hand']);
    const discarded = scenario({
      players: [{ hand: [scroll.name], ink: 10 }, { hand: ['Smash'] }],
      cards: [scroll],
    });
    discarded.play(scroll.name);
    discarded.yes();
    expect([discarded.lore(0), discarded.zone('Smash')]).toEqual([0, 'discard']);
    // With no card in hand they can't discard: that counts as not doing it.
    const empty = scenario({ players: [{ hand: [scroll.name], ink: 10 }, {}], cards: [scroll] });
    empty.play(scroll.name);
    expect(empty.lore(0)).toBe(2);
  });

  it("Anna - Little Sister: CR 7.2.3 a card of a chosen player's discard goes under their deck", () => {
    const anna = compiled('Anna - Little Sister');
    const t = scenario({
      players: [{ hand: [fullName(anna)], ink: 10, discard: ['Ransack'] }, { discard: ['Smash'] }],
      cards: [anna],
    });
    t.play(fullName(anna));
    t.yes();
    t.choose('Smash');
    expect(t.zone('Smash')).toBe('deck');
    const deck = t.names('deck', 1);
    expect(deck[deck.length - 1]).toBe('Smash');
    expect(t.zone('Ransack')).toBe('discard');
  });
});

describe('decks, hands and lore of other players', () => {
  it("Mad Hatter's Teapot: CR 7.3 each opponent mills one card", () => {
    const teapot = compiled("Mad Hatter's Teapot");
    const t = scenario({
      players: [{ play: [teapot.name], ink: 2, deck: ['Ransack'] }, { deck: ['Smash'] }],
      cards: [teapot],
    });
    t.activate(teapot.name);
    expect(t.zone('Smash')).toBe('discard');
    expect(t.zone('Ransack')).toBe('deck');
  });

  it('CR 4.2.3.2: Friend Like Me — every player inks the top 3 of the deck exerted', () => {
    const friend = compiled('Friend Like Me');
    const t = scenario({ players: [{ hand: [friend.name], ink: 10 }, {}], cards: [friend] });
    const before = [t.count('inkwell', 0), t.count('inkwell', 1)];
    t.play(friend.name);
    expect([t.count('inkwell', 0), t.count('inkwell', 1)]).toEqual([before[0] + 3, before[1] + 3]);
    const ink = t.game.ctx.cards('inkwell', 1);
    expect(ink.every((c) => t.game.state.cards[c].tapped)).toBe(true);
  });

  it('Dangerous Plan: draw 2 cards, then discard a card at random — no choice is asked', () => {
    const plan = compiled('Dangerous Plan');
    const t = scenario({ players: [{ hand: [plan.name], ink: 10 }, {}], cards: [plan] });
    t.play(plan.name);
    expect(t.decision).toBeFalsy();
    expect(t.count('hand', 0)).toBe(1);
    expect(t.count('discard', 0)).toBe(2);
  });

  it('Nothing to Hide: each opponent reveals their hand (to everyone), then draw a card', () => {
    const hide = compiled('Nothing to Hide');
    const t = scenario({
      players: [{ hand: [hide.name], ink: 10 }, { hand: ['Smash', 'Ransack'] }],
      cards: [hide],
    });
    t.play(hide.name);
    const revealed = t.events.filter((e) => e.type === 'revealed');
    expect(revealed).toHaveLength(1);
    expect([...((revealed[0] as unknown as { cards: number[] }).cards ?? [])].sort()).toEqual(
      [t.id('Smash'), t.id('Ransack')].sort(),
    );
    expect(t.count('hand', 0)).toBe(1);
  });

  it('CR 7.2.3: Hypnotic Deduction — 3 draws, then 2 cards of the hand go on top in a chosen order', () => {
    const deduction = compiled('Hypnotic Deduction');
    const t = scenario({
      players: [{ hand: [deduction.name], ink: 10, deck: ['Smash', 'Ransack', 'Dragon Fire'] }, {}],
      cards: [deduction],
    });
    t.play(deduction.name);
    t.choose('Smash', 'Dragon Fire');
    order(t, ['Dragon Fire', 'Smash']);
    expect(t.names('deck', 0).slice(0, 2)).toEqual(['Dragon Fire', 'Smash']);
    expect(t.names('hand', 0)).toEqual(['Ransack']);
  });

  it('Kuzco - Impulsive Llama: CR 6.1.3 each opponent tucks a character of their own pick under their deck', () => {
    const kuzco = compiled('Kuzco - Impulsive Llama');
    const t = scenario({
      players: [{ hand: [fullName(kuzco)], ink: 10 }, { play: [FOE, PRINCESS] }],
      cards: [kuzco],
    });
    t.play(fullName(kuzco));
    expect(t.decision?.player).toBe(1);
    t.choose(PRINCESS);
    // “Then, each opponent may draw a card.”
    expect(t.decision?.player).toBe(1);
    t.no();
    const deck = t.names('deck', 1);
    expect(deck[deck.length - 1]).toBe(PRINCESS);
    expect(t.zone(FOE)).toBe('play');
  });

  it('Double Trouble: CR 6.1.3 up to 2 chosen characters take 1 damage each', () => {
    const trouble = compiled('Double Trouble');
    const t = scenario({
      players: [{ hand: [trouble.name], ink: 10 }, { play: [FOE, PRINCESS, 'Hades - King of Olympus'] }],
      cards: [trouble],
    });
    t.play(trouble.name);
    t.choose(FOE, PRINCESS);
    expect([t.damage(FOE), t.damage(PRINCESS), t.damage('Hades - King of Olympus')]).toEqual([1, 1, 0]);
  });

  it('Gyro-Evac: each player loses 2 lore', () => {
    const evac = compiled('Gyro-Evac');
    const t = scenario({ players: [{ play: [evac.name], lore: 3 }, { lore: 1 }], cards: [evac] });
    t.activate(evac.name, 1);
    expect([t.lore(0), t.lore(1)]).toEqual([1, 0]);
  });
});

describe('playing from the top of the deck, costs of returning, drawing up to a hand size', () => {
  it('CR 6.7.7.1: Robin Hood - Sharpshooter — a cheap action found in the top 4 is played free; the others are discarded', () => {
    const robin = compiled('Robin Hood - Sharpshooter');
    const t = scenario({
      players: [
        {
          play: [fullName(robin)],
          deck: ['Ransack', 'Dragon Fire', FRIEND, 'Part of Your World'],
          discard: [FOE],
        },
        {},
      ],
      cards: [robin],
    });
    const ink = t.count('inkwell', 0);
    t.quest(fullName(robin));
    // Two actions with cost 6 or less among the four; the character is not offered.
    expect(t.decision?.options).toHaveLength(3);
    t.choose('Part of Your World');
    // The song resolves once the effect is done (CR 6.7.7.1): it returns Stitch from the discard.
    if (t.decision) t.choose(FOE);
    // The song resolved after the effect (returning Stitch), then went to the discard with the rest.
    expect(t.zone(FOE)).toBe('hand');
    expect(t.names('discard', 0).sort()).toEqual(
      ['Dragon Fire', FRIEND, 'Part of Your World', 'Ransack'].sort(),
    );
    expect(t.count('inkwell', 0)).toBe(ink);
  });

  it("CR 6.1.5.1: Arthur - Wizard's Apprentice — returning another character of yours pays for 2 lore", () => {
    const arthur = compiled("Arthur - Wizard's Apprentice");
    const t = scenario({ players: [{ play: [fullName(arthur), FRIEND] }, {}], cards: [arthur] });
    t.quest(fullName(arthur));
    t.yes();
    if (t.decision) t.choose(FRIEND);
    expect(t.zone(FRIEND)).toBe('hand');
    expect(t.lore(0)).toBe(arthur.lore! + 2);
    const none = scenario({ players: [{ play: [fullName(arthur)] }, {}], cards: [arthur] });
    none.quest(fullName(arthur));
    none.declineAll();
    // No other character to return: no lore from the ability.
    expect(none.lore(0)).toBe(arthur.lore);
  });

  it('CR 6.1.8.1: Demona - Scourge of the Wyvern Clan — every player below 3 cards refills to 3', () => {
    // A hand-written Demona overrides the compiled one: the compiled encoding under a test id.
    const demona = {
      ...compiled('Demona - Scourge of the Wyvern Clan'),
      id: 'test-demona',
      version: 'Compiled',
    };
    const t = scenario({
      players: [
        { hand: [fullName(demona), 'Smash'], ink: 10 },
        { hand: ['Ransack', 'Dragon Fire', FOE, FRIEND] },
      ],
      cards: [demona],
    });
    t.play(fullName(demona));
    expect([t.count('hand', 0), t.count('hand', 1)]).toEqual([3, 4]);
  });
});

describe('lore comparisons, damage amounts and “one of your …”', () => {
  it('Lady Tremaine - Overbearing Matriarch: CR 1.11 opponents ahead on lore lose 1 — compared on resolution', () => {
    const tremaine = compiled('Lady Tremaine - Overbearing Matriarch');
    const richer = scenario({
      players: [{ hand: [fullName(tremaine)], ink: 10, lore: 2 }, { lore: 3 }],
      cards: [tremaine],
    });
    richer.play(fullName(tremaine));
    expect(richer.lore(1)).toBe(2);
    const equal = scenario({
      players: [{ hand: [fullName(tremaine)], ink: 10, lore: 3 }, { lore: 3 }],
      cards: [tremaine],
    });
    equal.play(fullName(tremaine));
    expect(equal.lore(1)).toBe(3);
  });

  it('CR 1.9.1.5: Hydra - Deadly Serpent — damage dealt to her is echoed onto a chosen opposing character', () => {
    // A hand-written Hydra overrides the compiled one: the compiled encoding under a test id.
    const hydra = { ...compiled('Hydra - Deadly Serpent'), id: 'test-hydra', version: 'Compiled' };
    const t = scenario({
      players: [{ play: [fullName(hydra)] }, { hand: ['Smash'], ink: 10, play: ['Hades - King of Olympus'] }],
      active: 1,
      cards: [hydra],
    });
    t.play('Smash');
    t.choose(fullName(hydra));
    if (t.decision) t.choose('Hades - King of Olympus');
    expect(t.damage(fullName(hydra))).toBe(3);
    expect(t.damage('Hades - King of Olympus')).toBe(3);
  });

  it('Magica De Spell - Shadow Form: CR 6.1.5.1 returning another character of yours pays for a draw', () => {
    const magica = compiled('Magica De Spell - Shadow Form');
    const t = scenario({
      players: [{ hand: [fullName(magica)], ink: 10, play: [FRIEND] }, { play: [FOE] }],
      cards: [magica],
    });
    t.play(fullName(magica));
    t.yes();
    if (t.decision) {
      // Only your other characters: not Magica herself, not the opponent's.
      expect(t.decision.options).toHaveLength(1);
      t.choose(FRIEND);
    }
    expect(t.zone(FRIEND)).toBe('hand');
    expect(t.count('hand', 0)).toBe(2);
    expect(t.zone(FOE)).toBe('play');
  });
});

describe('revealing the top N cards', () => {
  it('Invited to the Ball: CR 7.2.3 the top 2 are shown to all, characters among them go to hand, the others to the bottom', () => {
    const invited = compiled('Invited to the Ball');
    const t = scenario({
      players: [{ hand: [invited.name], ink: 10, deck: [FOE, 'Smash', FRIEND] }, {}],
      cards: [invited],
    });
    t.play(invited.name);
    t.declineAll();
    const revealed = t.events.filter((e) => e.type === 'revealed');
    // Both cards were shown, the one that stays in the deck too.
    const shown = revealed.flatMap((e) => (e as unknown as { cards: number[] }).cards);
    expect(shown).toContain(t.id('Smash'));
    expect(shown).toContain(t.id(FOE));
    expect(t.zone(FOE)).toBe('hand');
    expect(t.zone('Smash')).toBe('deck');
    const deck = t.names('deck', 0);
    expect(deck[deck.length - 1]).toBe('Smash');
    expect(deck[0]).toBe(FRIEND);
  });
});
