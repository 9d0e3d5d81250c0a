/**
 * Kernel deck lists (card ids with section markers, see `deckList`) read back into lexicons.
 *
 * @module
 */
import type { DeckEntry, Lexicon } from '../decks/lexicon.js';
import { SECTION } from '../engine/turn/setup.js';

/** Reads a kernel deck list (see `deckList`) back into a lexicon. */
export function lexiconFromDeckList(ids: readonly string[], name = 'deck'): Lexicon {
  const sections: Record<string, string[]> = { main: [], void: [], grimoire: [] };
  let section = 'main';
  let tome = false;
  for (const id of ids) {
    if (id === SECTION.void) section = 'void';
    else if (id === SECTION.grimoire) section = 'grimoire';
    else if (id === SECTION.tome) tome = true;
    else sections[section].push(id);
  }
  const entries = (list: string[]): DeckEntry[] => {
    const counts = new Map<string, number>();
    for (const id of list) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts].map(([card, count]) => ({ card, count }));
  };
  const god = sections.void[0];
  return {
    name,
    strategy: '',
    main: entries(sections.main),
    ...(god
      ? { startingVoid: { kind: 'god' as const, card: god } }
      : tome
        ? { startingVoid: { kind: 'tome' as const } }
        : {}),
    sideboard: [],
    grimoire: entries(sections.grimoire),
  };
}
