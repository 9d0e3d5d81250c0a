/**
 * Driving the app like a player: fill the setup form, wait for the human's turn, click actions and
 * answer decision dialogs, save the replay. Every helper goes through the page's real controls.
 */
import { readFile } from 'node:fs/promises';
import type { Replay } from '@cardloom/core';
import type { Page } from 'playwright-core';

/** What the setup form gets. */
export interface Setup {
  /** Game title as the menu shows it. */
  readonly game: string;
  /** Seat kinds by menu label (`Human`, `Random bot`, `Greedy bot`, `IS-MCTS bot`). */
  readonly seats: readonly string[];
  readonly seed?: number;
  readonly delay?: number;
  readonly iterations?: number;
}

/** Fills the setup form and starts the game. */
export async function startGame(page: Page, setup: Setup): Promise<void> {
  await page.locator('select[name=game]').selectOption({ label: setup.game });
  await page.locator('select[name=players]').selectOption(String(setup.seats.length));
  for (const [seat, kind] of setup.seats.entries())
    await page.locator(`select[name=seat-${seat}]`).selectOption({ label: kind });
  await page.locator('input[name=seed]').fill(String(setup.seed ?? 1));
  await page.locator('input[name=delay]').fill(String(setup.delay ?? 0));
  if (setup.iterations) await page.locator('input[name=iterations]').fill(String(setup.iterations));
  await page.getByRole('button', { name: /^Start/ }).click();
}

/** What the page waits on: the human's move, a decision dialog, or the end. */
export type Turn = 'move' | 'dialog' | 'over';

/** Waits until the human must act (or the game ended) and says which. */
export async function waitTurn(page: Page): Promise<Turn> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('.game[data-over=true]')) return 'over';
      if (document.querySelector('dialog.decision[open]')) return 'dialog';
      const status = document.querySelector('[data-testid=status]')?.textContent ?? '';
      const buttons = document.querySelectorAll('.card-actions button, .action-list button').length;
      return status.startsWith('Your move') && buttons > 0 ? 'move' : false;
    },
    undefined,
    { polling: 20 },
  );
  return (await handle.jsonValue()) as Turn;
}

/** Answers the open dialog with the fewest picks: the first `min` options, then Confirm if needed. */
export async function answerDialog(page: Page): Promise<string> {
  const dialog = page.locator('dialog.decision[open]');
  const prompt = (await dialog.locator('h2').textContent()) ?? '';
  const hint = (await dialog.locator('.hint').textContent()) ?? '';
  const options = dialog.locator('button.option');
  if (hint.startsWith('Choose one')) {
    await options.first().click();
    return prompt;
  }
  const min = Number(/Choose (\d+)/.exec(hint)?.[1] ?? '0');
  for (let i = 0; i < min; i++) await options.nth(i).click();
  await dialog.locator('button.confirm').click();
  return prompt;
}

/** Action types a test player prefers, best first; anything else before ending the turn. */
const PREFERENCE = ['quest', 'challenge', 'play', 'ink', 'attack', 'combo', 'evoke-draw', 'sing', 'activate'];
const LAST = /^(end|pass)/;

/** Clicks the human's preferred legal action; after `patience` moves in one turn, ends it if it can. */
export async function clickAction(page: Page, endTurn = false): Promise<string> {
  const buttons = page.locator('.card-actions button, .action-list button');
  const types = await buttons.evaluateAll((list) =>
    list.map((b) => (b as HTMLElement).dataset.actionType ?? ''),
  );
  const rank = (t: string) => {
    if (LAST.test(t)) return endTurn ? -1 : 100;
    const at = PREFERENCE.indexOf(t);
    return at < 0 ? 50 : at;
  };
  let best = 0;
  types.forEach((t, i) => {
    if (rank(t) < rank(types[best])) best = i;
  });
  const label = (await buttons.nth(best).textContent()) ?? '';
  await buttons.nth(best).click();
  return label;
}

/** The turn number the status line shows. */
export async function turnNumber(page: Page): Promise<number> {
  const status = (await page.getByTestId('status').textContent()) ?? '';
  return Number(/turn (\d+)/.exec(status)?.[1] ?? Number.NaN);
}

/**
 * Plays the human seat for `moves` actions or answers (or to the end when `moves` is Infinity): the
 * preferred action each time, ending the turn after 25 actions in one turn.
 */
export async function playHuman(
  page: Page,
  moves: number,
): Promise<{ moves: number; prompts: string[]; over: boolean }> {
  const prompts: string[] = [];
  let done = 0;
  let inTurn = 0;
  let lastTurn = -1;
  while (done < moves) {
    const turn = await waitTurn(page);
    if (turn === 'over') return { moves: done, prompts, over: true };
    if (turn === 'dialog') prompts.push(await answerDialog(page));
    else {
      const number = await turnNumber(page);
      inTurn = number === lastTurn ? inTurn + 1 : 0;
      lastTurn = number;
      await clickAction(page, inTurn >= 25);
    }
    done++;
  }
  return { moves: done, prompts, over: false };
}

/** Clicks Save replay and reads the downloaded file. */
export async function saveReplay(page: Page): Promise<Replay & Record<string, unknown>> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save replay' }).click(),
  ]);
  const path = await download.path();
  return JSON.parse(await readFile(path, 'utf8'));
}
