/**
 * Checks the page against the real game: the test replays the page's own saved replay with the kernel,
 * then reads the DOM. A card the seat may not see must be drawn as a back without a name, and no
 * hidden card's name may appear anywhere on the board unless the seat also sees a card of that name.
 */
import { canSee, type GameModule, replay } from '@cardloom/core';
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
  const game = replay(module.definition, data);
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
    const real = names.get(game.state.cards[card.id].def)!;
    if (canSee(game, viewer, card.id)) {
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
  const seen = new Set(
    game.state.cards.filter((c) => canSee(game, viewer, c.id)).map((c) => names.get(c.def)!),
  );
  const secretNames = [
    ...new Set(game.state.cards.filter((c) => !canSee(game, viewer, c.id)).map((c) => names.get(c.def)!)),
  ].filter((n) => !seen.has(n));
  const text = await page.locator('.board').innerText();
  for (const name of secretNames) expect(text.includes(name), `"${name}" is on the board`).toBe(false);
  return { faceUp, backs, secretNames };
}
