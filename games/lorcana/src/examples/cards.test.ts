/** The worked examples of CR 2.0.0 section 5 (Cards and Card Types), as executable tests. */
import { describe, expect, it } from 'vitest';
import { cardByFullName } from '../cards/registry.js';
import { scenario } from '../testing/scenario.js';

describe('CR 2.0.0 section 5 examples', () => {
  it('CR 5.1.3 Example A: questing exerts Flounder immediately', () => {
    const t = scenario({ players: [{ play: ['Flounder - Voice of Reason'] }, {}] });
    expect(t.exerted('Flounder - Voice of Reason')).toBe(false);
    t.quest('Flounder - Voice of Reason');
    expect(t.exerted('Flounder - Voice of Reason')).toBe(true);
  });

  it('CR 5.1.3 Example B: a shifted Tinker Bell takes the ready, undamaged, dry states of the one under her', () => {
    const t = scenario({
      players: [{ play: ['Tinker Bell - Tiny Tactician'], hand: ['Tinker Bell - Giant Fairy'], ink: 4 }, {}],
    });
    t.play('Tinker Bell - Giant Fairy', { onto: 'Tinker Bell - Tiny Tactician' });
    expect(t.zone('Tinker Bell - Tiny Tactician')).toBe('under');
    expect(t.zone('Tinker Bell - Giant Fairy')).toBe('play');
    expect(t.exerted('Tinker Bell - Giant Fairy')).toBe(false);
    expect(t.damage('Tinker Bell - Giant Fairy')).toBe(0);
    expect(t.can('quest', 'Tinker Bell - Giant Fairy')).toBe(true);
  });

  it('CR 5.2.6 Example A: Tinker Bell gives Challenger +1 to both versions of Peter Pan', () => {
    const t = scenario({
      players: [
        {
          play: [
            "Tinker Bell - Peter Pan's Ally",
            'Peter Pan - Fearless Fighter',
            'Peter Pan - Never Land Hero',
          ],
        },
        {},
      ],
    });
    expect(t.ctx.stat(t.id('Peter Pan - Fearless Fighter'), 'kw.challenger')).toBe(1);
    expect(t.ctx.stat(t.id('Peter Pan - Never Land Hero'), 'kw.challenger')).toBe(1);
  });

  it('CR 5.2.6 Example B: naming Lucky does not match Lucky Dime, which stays on top', () => {
    const t = scenario({ players: [{ play: ["The Sorcerer's Hat"], ink: 1, deck: ['Lucky Dime'] }, {}] });
    t.activate("The Sorcerer's Hat");
    expect(t.decision?.kind).toBe('name');
    t.answer('Lucky');
    expect(t.names('deck', 0)[0]).toBe('Lucky Dime');
    expect(t.count('hand', 0)).toBe(0);
  });

  it('CR 5.2.6.2 Example A: Flotsam & Jetsam is named Flotsam, Jetsam and Flotsam & Jetsam', () => {
    const t = scenario({
      players: [
        { play: ['Flotsam & Jetsam - Entangling Eels', "Jetsam - Ursula's Spy", "Flotsam - Ursula's Spy"] },
        {},
      ],
    });
    // Jetsam gives Evasive to characters named Flotsam; Flotsam gives Rush to characters named Jetsam.
    expect(t.has('Flotsam & Jetsam - Entangling Eels', 'kw.evasive')).toBe(true);
    expect(t.has('Flotsam & Jetsam - Entangling Eels', 'kw.rush')).toBe(true);
  });

  it('CR 5.2.6.2 Example B: naming Flotsam matches Flotsam & Jetsam; naming Flotsam & Jetsam does not match Flotsam', () => {
    const hit = scenario({
      players: [
        { play: ['Bruno Madrigal - Undetected Uncle'], deck: ['Flotsam & Jetsam - Entangling Eels'] },
        {},
      ],
    });
    hit.activate('Bruno Madrigal - Undetected Uncle');
    hit.answer('Flotsam');
    expect(hit.zone('Flotsam & Jetsam - Entangling Eels')).toBe('hand');
    expect(hit.lore(0)).toBe(3);

    const miss = scenario({
      players: [{ play: ['Bruno Madrigal - Undetected Uncle'], deck: ["Flotsam - Ursula's Spy"] }, {}],
    });
    miss.activate('Bruno Madrigal - Undetected Uncle');
    miss.answer('Flotsam & Jetsam');
    expect(miss.names('deck', 0)[0]).toBe("Flotsam - Ursula's Spy");
    expect(miss.lore(0)).toBe(0);
  });

  it('CR 5.2.7 Example: Hades gains 1 Lore per other Villain of yours in play', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Hades - King of Olympus',
            'Jafar - Wicked Sorcerer',
            'Yzma - Alchemist',
            'Stitch - New Dog',
          ],
        },
        {},
      ],
    });
    expect(t.loreValue('Hades - King of Olympus')).toBe(3);
  });

  it('CR 5.2.10.3 Example: set numbers 1–4 are The First Chapter, Rise of the Floodborn, Into the Inklands, Ursula’s Return', () => {
    expect(cardByFullName('Stitch - New Dog')?.set).toBe('1');
    expect(cardByFullName('Mufasa - Betrayed Leader')?.set).toBe('2');
    expect(cardByFullName('Milo Thatch - Clever Cartographer')?.set).toBe('3');
    expect(cardByFullName('Flotsam & Jetsam - Entangling Eels')?.set).toBe('4');
  });
});
