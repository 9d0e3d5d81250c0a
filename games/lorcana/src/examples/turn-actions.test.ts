/** The worked examples of CR 2.0.0 section 4 (Turn Actions), as executable tests. */
import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/scenario.js';

const INKABLE = ['Stitch - New Dog', 'Olaf - Friendly Snowman', "Pascal - Rapunzel's Companion"];

describe('CR 2.0.0 section 4 examples', () => {
  it('CR 4.2.3.1 Example: Belle allows one additional ink per turn; two Belles allow two', () => {
    const one = scenario({ players: [{ play: ['Belle - Strange but Special'], hand: INKABLE }, {}] });
    one.ink('Stitch - New Dog');
    one.ink('Olaf - Friendly Snowman');
    expect(one.can('ink')).toBe(false);
    expect(one.count('inkwell', 0)).toBe(2);

    const two = scenario({
      players: [{ play: ['Belle - Strange but Special', 'Belle - Strange but Special'], hand: INKABLE }, {}],
    });
    for (const name of INKABLE) two.ink(name);
    expect(two.count('inkwell', 0)).toBe(3);
  });

  it('CR 4.2.3.2 Example: Fishbone Quill inks any card, unrevealed, outside the once-per-turn limit', () => {
    const t = scenario({
      players: [
        { play: ['Fishbone Quill'], hand: ['Stitch - New Dog', 'Dr. Facilier - Agent Provocateur'] },
        {},
      ],
    });
    t.ink('Stitch - New Dog');
    expect(t.can('ink')).toBe(false);
    t.activate('Fishbone Quill');
    expect(t.zone('Dr. Facilier - Agent Provocateur')).toBe('inkwell');
    expect(t.events.some((e) => e.type === 'revealed')).toBe(false);
    expect(t.count('inkwell', 0)).toBe(2);
  });

  it('CR 4.3.6 Example A: Doc’s reduction applies to (and is used by) a character played for free', () => {
    const t = scenario({
      players: [
        {
          play: ['Doc - Leader of the Seven Dwarfs'],
          hand: ['Just in Time', 'Ariel - On Human Legs', 'Minnie Mouse - Beloved Princess'],
          ink: 4,
        },
        {},
      ],
    });
    t.quest('Doc - Leader of the Seven Dwarfs');
    t.play('Just in Time');
    t.yes();
    t.choose('Ariel - On Human Legs');
    expect(t.zone('Ariel - On Human Legs')).toBe('play');
    // 1 ink left: Minnie (cost 2) would be playable only if Doc's reduction were still waiting.
    expect(t.can('play', 'Minnie Mouse - Beloved Princess')).toBe(false);
  });

  it('CR 4.3.6 Example B: Perdita’s reduction waits for the next Puppy, skipping Flounder', () => {
    const t = scenario({
      players: [
        {
          play: ['Perdita - Playful Mother'],
          hand: ['Flounder - Voice of Reason', 'Rolly - Hungry Pup'],
          ink: 2,
        },
        {},
      ],
    });
    t.quest('Perdita - Playful Mother');
    t.play('Flounder - Voice of Reason');
    // Rolly costs 3: with 1 ink left it is playable only with the 2-ink reduction still waiting.
    t.play('Rolly - Hungry Pup');
    expect(t.zone('Rolly - Hungry Pup')).toBe('play');
  });

  it('CR 4.3.6 Example C: LeFou’s self-referential reduction works from hand; Gadget’s only once in play', () => {
    const withGaston = scenario({
      players: [{ play: ['Gaston - Arrogant Hunter'], hand: ['LeFou - Bumbler'], ink: 1 }, {}],
    });
    expect(withGaston.can('play', 'LeFou - Bumbler')).toBe(true);
    const without = scenario({ players: [{ hand: ['LeFou - Bumbler'], ink: 1 }, {}] });
    expect(without.can('play', 'LeFou - Bumbler')).toBe(false);

    const items = ['Dinglehopper', 'Dinglehopper', 'Dinglehopper'];
    const inHand = scenario({
      players: [{ play: items, hand: ['Gadget Hackwrench - Brilliant Bosun'], ink: 5 }, {}],
    });
    expect(inHand.can('play', 'Gadget Hackwrench - Brilliant Bosun')).toBe(false);
    const inPlay = scenario({
      players: [
        {
          play: [...items, 'Gadget Hackwrench - Brilliant Bosun'],
          hand: ['Yokai - Scientific Supervillain'],
          ink: 8,
        },
        {},
      ],
    });
    expect(inPlay.can('play', 'Yokai - Scientific Supervillain', { mode: 'ink' })).toBe(true);
  });

  it('CR 4.6.9.2 Example A: Stitch and Milo Thatch deal damage equal to their Strength to each other', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog'] },
        { play: [{ name: 'Milo Thatch - Clever Cartographer', exerted: true }] },
      ],
    });
    t.challenge('Stitch - New Dog', 'Milo Thatch - Clever Cartographer');
    expect(t.zone('Stitch - New Dog')).toBe('discard');
    expect(t.zone('Milo Thatch - Clever Cartographer')).toBe('discard');
    expect(t.game.state.vars.challenge).toBe(null);
  });

  it('CR 4.6.9.2 Example B: Cheshire Cat banishes Marshmallow, who is still in the challenge and returns to hand', () => {
    const t = scenario({
      players: [
        { play: ['Marshmallow - Persistent Guardian'] },
        { play: [{ name: 'Cheshire Cat - Not All There', exerted: true }] },
      ],
    });
    t.challenge('Marshmallow - Persistent Guardian', 'Cheshire Cat - Not All There');
    expect(t.decision?.player).toBe(0);
    t.yes();
    expect(t.zone('Cheshire Cat - Not All There')).toBe('discard');
    expect(t.zone('Marshmallow - Persistent Guardian')).toBe('hand');
  });

  it('CR 4.6.9.2 Example C: Rafiki takes no damage challenging Shenzi at a location', () => {
    const t = scenario({
      players: [
        { play: ['Rafiki - Mystical Fighter'] },
        {
          play: [
            "De Vil Manor - Cruella's Estate",
            { name: 'Shenzi - Hyena Pack Leader', exerted: true, at: "De Vil Manor - Cruella's Estate" },
          ],
        },
      ],
    });
    expect(t.strength('Shenzi - Hyena Pack Leader')).toBe(3);
    t.challenge('Rafiki - Mystical Fighter', 'Shenzi - Hyena Pack Leader');
    expect(t.damage('Rafiki - Mystical Fighter')).toBe(0);
    expect(t.damage('Shenzi - Hyena Pack Leader')).toBe(3);
  });
});
