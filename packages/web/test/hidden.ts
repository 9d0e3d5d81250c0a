/**
 * Checks the page against the real game: the test replays the page's own saved replay with the kernel,
 * then reads the DOM. A card the seat may not see must be drawn as a back without a name, and no
 * hidden card's name may appear anywhere on the board unless the seat also sees a card of that name.
 */
import { canSee, decisionView, type Game, type GameModule, replay } from '@cardloom/core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the check found (so a test can also assert it was not vacuous). */
export interface HiddenCheck {
  /** Cards drawn face up, and drawn as backs. */
  readonly faceUp: number;
  readonly backs: number;
  /** Hidden cards whose names the seat sees on no visible card (none of these may appear). */
  readonly secretNames: readonly string[];
}

/** Asserts that the board of `viewer` on `page` shows exactly what the kernel lets that seat see. */
export async function expectNoHiddenNames(
  page: Page,
  module: GameModule,
  data: unknown,
  viewer: number,
): Promise<HiddenCheck> {
  return expectBoardShows(page, module, replay(module.definition, data), viewer, 'decision');
}

/**
 * Asserts that the board of `viewer` on `page` shows exactly what the kernel lets that seat see of
 * `game` (a seat, or -1 for a spectator). `as`: `decision` for a board drawn from `decisionView` (local
 * play: while a question is open, the game as it stood when asked), `live` for one drawn from `viewFor`
 * (what a match server sends).
 */
export async function expectBoardShows(
  page: Page,
  module: GameModule,
  game: Game,
  viewer: number,
  as: 'decision' | 'live',
): Promise<HiddenCheck> {
  // With no question open the board is the live state: ask the kernel's canSee of the real cards. While a
  // question is open the local board shows the game as it stood when asked (decisionView): ask that view.
  const identified = new Map<number, string>();
  if (as === 'decision' && game.state.decision) {
    for (const zone of decisionView(game, viewer).zones)
      for (const c of [...(zone.cards ?? []), ...(zone.shown ?? []), ...(zone.top ? [zone.top] : [])])
        if (c.def !== undefined && c.id !== undefined) identified.set(c.id, c.def);
  } else {
    for (const c of game.state.cards) if (canSee(game, viewer, c.id)) identified.set(c.id, c.def);
  }
  const names = new Map(module.definition.cards.map((c) => [c.id, c.name]));
  const cards = await page.locator('.board [data-card-id]').evaluateAll((list) =>
    list.map((e) => ({
      id: Number((e as HTMLElement).dataset.cardId),
      back: e.classList.contains('back'),
      name: e.querySelector('.card-name')?.textContent ?? null,
    })),
  );
  let faceUp = 0;
  let backs = 0;
  for (const card of cards) {
    const def = identified.get(card.id);
    if (def !== undefined) {
      const real = names.get(def)!;
      expect(card, `card ${card.id} is visible to P${viewer + 1}`).toEqual({
        id: card.id,
        back: false,
        name: real,
      });
      faceUp++;
    } else {
      expect(card, `card ${card.id} is hidden from P${viewer + 1}`).toEqual({
        id: card.id,
        back: true,
        name: null,
      });
      backs++;
    }
  }
  const seen = new Set([...identified.values()].map((def) => names.get(def)!));
  const secretNames = [
    ...new Set(game.state.cards.filter((c) => !identified.has(c.id)).map((c) => names.get(c.def)!)),
  ].filter((n) => !seen.has(n));
  const text = (await page.locator('.board').textContent()) ?? '';
  for (const name of secretNames) {
    // A visible name may contain a hidden one ("Tidecaller Acolyte" holds "Tidecall"): those
    // occurrences are the visible card's, so they are taken out before looking.
    let rest = text;
    for (const shown of seen) if (shown.includes(name)) rest = rest.split(shown).join(' ');
    expect(rest.includes(name), `"${name}" is on the board`).toBe(false);
  }
  return { faceUp, backs, secretNames };
}
