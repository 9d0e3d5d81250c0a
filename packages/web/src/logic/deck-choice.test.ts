import { lorcanaModule } from '@cardloom/lorcana';
import { describe, expect, it } from 'vitest';
import { deckOf, problemText } from './deck-choice';

const ruleset = lorcanaModule.rulesets[0].name;

/** A starter deck written back as a decklist (`N Name` lines). */
function starterText(): string {
  const counts = new Map<string, number>();
  for (const id of lorcanaModule.decks[0].cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  const names = new Map(lorcanaModule.cards().map((c) => [c.id, c.name]));
  return [...counts].map(([id, n]) => `${n} ${names.get(id)}`).join('\n');
}

describe('decks (issue 17: ready decks, and a pasted Lorcana list with its validation errors shown)', () => {
  it('a ready deck is the module deck', () => {
    expect(deckOf(lorcanaModule, ruleset, { ready: lorcanaModule.decks[1].name })).toEqual({
      deck: lorcanaModule.decks[1].cards,
      problems: [],
    });
  });

  it('a pasted starter list reads into the same 60 cards', () => {
    const result = deckOf(lorcanaModule, ruleset, { text: starterText() });
    expect(result.problems).toEqual([]);
    expect([...('deck' in result ? result.deck : [])].sort()).toEqual(
      [...lorcanaModule.decks[0].cards].sort(),
    );
  });

  it('an unknown card is reported with its line', () => {
    const result = deckOf(lorcanaModule, ruleset, { text: `${starterText()}\n2 Not A Real Card` });
    expect(result.problems.length).toBeGreaterThan(0);
    expect(problemText(result.problems[0])).toMatch(/^line \d+: .*Not A Real Card/);
  });

  it('a list that reads but breaks the deck rules (too few cards) names the rule once', () => {
    const result = deckOf(lorcanaModule, ruleset, { text: starterText().split('\n').slice(0, 3).join('\n') });
    expect('deck' in result).toBe(false);
    const text = result.problems.map(problemText).join('\n');
    expect(text).toMatch(/CR \d/);
    for (const p of result.problems) if (p.rule) expect(problemText(p).split(p.rule).length).toBe(2);
  });

  it('an empty paste and an unknown ready deck are problems, not decks', () => {
    expect(deckOf(lorcanaModule, ruleset, { text: '  ' }).problems).toEqual([
      { message: 'the deck list is empty' },
    ]);
    expect(deckOf(lorcanaModule, ruleset, { ready: 'nope' }).problems).toEqual([
      { message: 'no ready deck "nope"' },
    ]);
  });
});
