import { writeFileSync } from 'node:fs';
import { randomBot } from '@cardloom/bots';
import { apply, createGame, decisionView, replay, toReplay } from '@cardloom/core';
import { lorcanaModule } from '@cardloom/lorcana';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGame } from './driver';
import { type App, artifact, chromiumPath, openApp, until } from './harness';
import { expectNoHiddenNames } from './hidden';

/** A finished Lorcana game between two random bots, written as the CLI writes replays. */
function sampleReplay() {
  const decks = [lorcanaModule.decks[0].cards, lorcanaModule.decks[1].cards];
  const game = createGame(lorcanaModule.definition, {
    players: ['ana', 'bo'],
    decks,
    seed: 21,
    ruleset: 'cr-2.0.0',
  });
  const bots = [randomBot({ seed: 1 }), randomBot({ seed: 2 })];
  while (!game.over) apply(game, bots[game.toAct!].choose(game));
  return { ...toReplay(game), seats: ['random', 'random'], deckNames: ['amber-amethyst', 'emerald-ruby'] };
}

describe.skipIf(!chromiumPath)('Watch and Replay in Chromium (issue 17)', () => {
  let app: App;
  beforeAll(async () => {
    app = await openApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('Watch: a bot game runs, pauses, steps one move at a time, switches view, and resumes to the end', async () => {
    const page = await app.page();
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await startGame(page, {
      game: 'Disney Lorcana',
      seats: ['Random bot', 'Random bot'],
      delay: 150,
      seed: 4,
    });
    const entries = page.locator('.log li');
    await until(
      () => entries.count(),
      (n) => n >= 3,
    );
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.waitForTimeout(500);
    const paused = await entries.count();
    await page.waitForTimeout(600);
    expect(await entries.count()).toBe(paused);
    await page.getByRole('button', { name: 'Step' }).click();
    await until(
      () => entries.count(),
      (n) => n === paused + 1,
    );
    await page.waitForTimeout(600);
    expect(await entries.count()).toBe(paused + 1);
    await page.locator('.controls select').selectOption('1');
    expect(await page.locator('.board').getAttribute('data-viewer')).toBe('1');
    expect(await page.locator('.side.mine h3').textContent()).toMatch(/^P2 \(Random bot\)/);
    await page.getByLabel('Bot delay (ms)').fill('0');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.locator('.game[data-over=true]').waitFor();
    expect(await page.getByTestId('status').textContent()).toMatch(
      /^Game over — P[12] \(Random bot\) wins \(/,
    );
    await page.screenshot({ path: artifact('lorcana-watch.png'), fullPage: true });
  });

  it('Replay: a CLI-format file loads, the scrubber moves through it, each seat sees only its own cards', async () => {
    const data = sampleReplay();
    const n = data.actions.length;
    const file = artifact('sample-replay.json');
    writeFileSync(file, JSON.stringify(data));
    const page = await app.page();
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    await page.locator('input[type=file]').setInputFiles(file);
    expect(
      await until(
        () => page.locator('.replay .summary').textContent(),
        (t) => !!t,
      ),
    ).toContain(`${n} actions`);
    expect(await page.getByTestId('step').textContent()).toBe(`0 / ${n}`);

    const k = Math.floor(n / 2);
    await page.locator('input[type=range]').fill(String(k));
    expect(await page.getByTestId('step').textContent()).toBe(`${k} / ${n}`);
    const at = replay(lorcanaModule.definition, data, { to: k });
    const names = new Map(lorcanaModule.definition.cards.map((c) => [c.id, c.name]));
    const handOf = (seat: number) =>
      decisionView(at, seat)
        .zones.find((z) => z.zone === 'hand' && z.owner === seat)!
        .cards!.map((c) => names.get(c.def!)!)
        .sort();
    const domHand = async (label: string) =>
      (await page.locator(`.board [aria-label="${label}"] .card-name`).allTextContents()).sort();
    expect(await domHand('P1 (ana) hand')).toEqual(handOf(0));
    // A cut replay is no longer the recorded game (issue 13.6): read the first k actions as a legacy
    // version 1 replay, without the integrity record.
    const truncated = { ...data, version: 1, integrity: undefined, actions: data.actions.slice(0, k) };
    const p1 = await expectNoHiddenNames(page, lorcanaModule, truncated, 0);
    expect(p1.backs).toBeGreaterThan(0);

    await page.getByLabel('View as').selectOption('1');
    expect(await domHand('P2 (bo) hand')).toEqual(handOf(1));
    expect(await domHand('P1 (ana) hand')).toEqual([]);
    await expectNoHiddenNames(page, lorcanaModule, truncated, 1);
    await page.screenshot({ path: artifact('lorcana-replay.png'), fullPage: true });

    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByTestId('step').textContent()).toBe(`${k - 1} / ${n}`);
    await page.getByRole('button', { name: 'End' }).click();
    expect(await page.getByTestId('step').textContent()).toBe(`${n} / ${n}`);
    expect(await page.getByTestId('status').textContent()).toMatch(/^Game over — winners: P[12]/);
  });

  it('Replay: a broken file is refused with a message naming the problem', async () => {
    const page = await app.page();
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"x"}'),
    });
    expect(await page.getByRole('alert').textContent()).toBe(
      'bad.json: malformed replay: "format" must be "cardloom-replay"',
    );
    expect(await page.locator('input[type=range]').count()).toBe(0);
  });
});
