import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnNumber, waitTurn } from './driver';
import { type App, artifact, chromiumPath, openApp } from './harness';

/** Presses Tab until the focused element matches `selector`; fails after 300 presses. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const PREFERRED = ['quest', 'play', 'ink', 'challenge'];

describe.skipIf(!chromiumPath)('Keyboard only (issue 17: keyboard-only play works)', () => {
  let app: App;
  beforeAll(async () => {
    app = await openApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sets up Lorcana against IS-MCTS and plays turns with Tab and Enter alone; IS-MCTS shows its thinking time', async () => {
    const page = await app.page();
    await tabTo(page, 'input[name=iterations]');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('30');
    await tabTo(page, 'input[name=delay]');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0');
    await tabTo(page, 'button[type=submit]');
    await page.keyboard.press('Enter');

    let moves = 0;
    let focusBack = 0;
    const notes = new Set<string>();
    while ((await waitTurn(page)) !== 'over') {
      const turn = await turnNumber(page);
      if (turn >= 5) break;
      if ((await waitTurn(page)) === 'dialog') {
        const single = (await page.locator('dialog[open] .hint').textContent())?.startsWith('Choose one');
        await tabTo(page, single ? 'dialog[open] button.option' : 'dialog[open] button.confirm');
      } else {
        const types = await page
          .locator('.card-actions button, .action-list button')
          .evaluateAll((list) => list.map((b) => (b as HTMLElement).dataset.actionType));
        const type = PREFERRED.find((t) => types.includes(t)) ?? 'end-turn';
        await tabTo(page, `button[data-action-type="${type}"]`);
      }
      await page.keyboard.press('Enter');
      moves++;
      const next = await waitTurn(page);
      for (const note of await page.locator('.side .note').allTextContents()) notes.add(note);
      if (
        next === 'move' &&
        (await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) === 'status'
      )
        focusBack++;
    }
    expect(await turnNumber(page)).toBeGreaterThanOrEqual(5);
    expect(moves).toBeGreaterThan(5);
    expect(focusBack).toBeGreaterThan(0);
    expect(
      [...notes].some((n) => /^thought \d+(\.\d)? ms \(30 iterations\)$/.test(n)),
      [...notes].join('; '),
    ).toBe(true);
    await page.screenshot({ path: artifact('lorcana-keyboard.png'), fullPage: true });
  });
});
