/**
 * Online mode in Chromium (issue 18, the web app's part): a real `@cardloom/server` on a free port with
 * SQLite in a temporary folder, the built app, and two browser pages as two players (plus a spectator).
 * The test reads the real game from the server's database to check what each page shows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game } from '@cardloom/core';
import { lorcanaModule } from '@cardloom/lorcana';
import { Match, type RunningServer, startServer } from '@cardloom/server';
import { MatchClient } from '@cardloom/server/client';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDialog, clickAction, turnNumber } from './driver';
import { type App, artifact, chromiumPath, openApp, until } from './harness';
import { expectBoardShows } from './hidden';

/** Where an online page stands: its action count and whether it must act. */
interface PageTurn {
  readonly seq: number;
  readonly state: 'none' | 'wait' | 'move' | 'dialog' | 'over';
}

function turnOf(page: Page): Promise<PageTurn> {
  return page.evaluate((): PageTurn => {
    const game = document.querySelector<HTMLElement>('.game.online');
    if (!game) return { seq: -1, state: 'none' };
    const seq = Number(game.dataset.seq);
    if (game.dataset.over === 'true') return { seq, state: 'over' };
    const status = document.querySelector('[data-testid=status]')?.textContent ?? '';
    if (status.includes('(sending…)')) return { seq, state: 'wait' };
    if (document.querySelector('dialog.decision[open]')) return { seq, state: 'dialog' };
    const buttons = document.querySelectorAll(
      '.card-actions button:not([disabled]), .action-list button:not([disabled])',
    ).length;
    return { seq, state: status.startsWith('Your move') && buttons > 0 ? 'move' : 'wait' };
  });
}

describe.skipIf(!chromiumPath)(
  'Online mode in Chromium (issue 18: lobby, create/join by code, play online)',
  () => {
    let app: App;
    let server: RunningServer;
    let folder: string;
    let query: string;

    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'cardloom-web-online-'));
      server = await startServer({ port: 0, database: join(folder, 'matches.db'), graceSeconds: 30 });
      query = `?server=${encodeURIComponent(server.url)}`;
      app = await openApp();
    });
    afterAll(async () => {
      await app?.close();
      await server?.stop();
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    /** The real game of match `code` as the server stored it. */
    async function realGame(code: string): Promise<Game> {
      const stored = await server.store.load(code);
      if (!stored) throw new Error(`no stored match ${code}`);
      return Match.resume(lorcanaModule, stored.setup, stored.actions).game;
    }

    it('two pages play a whole Lorcana game through the server: join by code, no hidden card names, a reload mid-game, a spectator', async () => {
      const a = await app.page(undefined, { query });
      await until(
        () => a.getByTestId('server-state').textContent(),
        (t) => !!t?.startsWith('Connected'),
      );
      const create = a.getByRole('form', { name: 'Create a match' });
      await create.locator('select[name=online-game]').selectOption('lorcana');
      await create.locator('select[name=online-players]').selectOption('2');
      await create.locator('select[name=online-deck-1]').selectOption('sapphire-steel');
      await create.getByRole('button', { name: 'Create match' }).click();
      const code = (await a.getByTestId('join-code').textContent()) ?? '';
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      expect(await a.getByTestId('status').textContent()).toBe(
        `Waiting for 1 more player — join code ${code}`,
      );
      await a.screenshot({ path: artifact('online-waiting.png'), fullPage: true });

      const b = await app.page(undefined, { query });
      const row = b.locator(`tr[data-code="${code}"]`);
      await row.waitFor();
      expect(await row.locator('td').allTextContents()).toEqual([
        code,
        `Disney Lorcana (${lorcanaModule.rulesets[0].name})`,
        '2',
        '1',
        'waiting',
        'JoinWatch',
      ]);
      await b.screenshot({ path: artifact('online-lobby.png'), fullPage: true });
      await b.locator('input[name=code]').fill(code.toLowerCase());
      await b.getByRole('form', { name: 'Join by code' }).getByRole('button', { name: 'Join' }).click();
      await b.locator('.game.online[data-seat="1"]').waitFor();
      expect(await a.locator('.game.online').getAttribute('data-seat')).toBe('0');
      const stored = await server.store.load(code);
      expect(stored?.setup.decks[1]).toEqual(
        lorcanaModule.decks.find((d) => d.name === 'sapphire-steel')!.cards,
      );

      const pages = [a, b];
      let spectator: Page | null = null;
      let moves = 0;
      let checks = 0;
      let secrets = 0;
      let reloaded = false;
      const byPage = [0, 0];
      const inTurn = new Map<Page, { turn: number; count: number }>();
      for (;;) {
        const turns = await until(
          () => Promise.all(pages.map(turnOf)),
          (ts) => ts.every((t) => t.seq === moves) && ts.some((t) => t.state !== 'wait'),
        );
        if (turns.every((t) => t.state === 'over')) break;
        expect(turns.some((t) => t.state === 'over')).toBe(false);
        const actors = turns.flatMap((t, i) => (t.state === 'move' || t.state === 'dialog' ? [i] : []));
        expect(actors).toHaveLength(1);
        // The board of each page is exactly what its seat may see of the real game (and the spectator's,
        // the public view): checked often, the state being still until the next click.
        if (moves % 4 === 0 || moves < 6) {
          const game = await realGame(code);
          expect(game.log.length).toBe(moves);
          for (const [seat, page] of pages.entries()) {
            const check = await expectBoardShows(page, lorcanaModule, game, seat, 'live');
            expect(check.faceUp).toBeGreaterThan(0);
            secrets += check.secretNames.length;
            checks++;
          }
          if (spectator) {
            await until(
              () => turnOf(spectator!),
              (t) => t.seq === moves,
            );
            await expectBoardShows(spectator, lorcanaModule, game, -1, 'live');
            checks++;
          }
        }
        if (moves === 10) {
          spectator = await app.page(undefined, { query });
          await spectator.locator('input[name=code]').fill(code);
          await spectator
            .getByRole('form', { name: 'Join by code' })
            .getByRole('button', { name: 'Watch' })
            .click();
          await spectator.locator('.game.online[data-seat="-1"]').waitFor();
          expect(await spectator.locator('.card-actions button, .action-list button').count()).toBe(0);
        }
        if (moves === 30 && !reloaded) {
          // Page B reloads mid-game: it takes seat 2 back with the credential kept in sessionStorage.
          // Page A records its seat list meanwhile: P2 goes offline, then comes back.
          await a.evaluate(() => {
            const seen: string[] = [];
            (window as unknown as { seatLists: string[] }).seatLists = seen;
            const list = document.querySelector('.seat-list')!;
            new MutationObserver(() => seen.push(list.textContent ?? '')).observe(list, {
              childList: true,
              characterData: true,
              subtree: true,
            });
          });
          await b.reload();
          await b.locator(`.game.online[data-seat="1"][data-seq="${moves}"]`).waitFor();
          expect(await b.getByTestId('join-code').textContent()).toBe(code);
          const lists = await until(
            () => a.evaluate(() => (window as unknown as { seatLists: string[] }).seatLists),
            (l) => l.some((t) => t.includes('P2 (disconnected)')) && !!l.at(-1)?.includes('P2 (online)'),
          );
          expect(lists.at(-1)).toBe('Seats: P1 (you) · P2 (online)');
          await b.screenshot({ path: artifact('online-after-reload.png'), fullPage: true });
          reloaded = true;
          continue;
        }
        const i = actors[0];
        const page = pages[i];
        if (turns[i].state === 'dialog') await answerDialog(page);
        else {
          const turn = await turnNumber(page);
          const was = inTurn.get(page);
          const count = was && was.turn === turn ? was.count + 1 : 0;
          inTurn.set(page, { turn, count });
          await clickAction(page, count >= 25);
        }
        byPage[i]++;
        moves++;
        if (moves === 12) await a.screenshot({ path: artifact('online-playing-p1.png'), fullPage: true });
        if (moves === 12) await b.screenshot({ path: artifact('online-playing-p2.png'), fullPage: true });
      }

      expect(reloaded).toBe(true);
      expect(byPage[0]).toBeGreaterThan(10);
      expect(byPage[1]).toBeGreaterThan(10);
      expect(checks).toBeGreaterThan(10);
      expect(secrets).toBeGreaterThan(0);
      const result = await server.store.result(code);
      expect(result).not.toBeNull();
      const game = await realGame(code);
      expect(game.over).toBe(true);
      expect(game.log.length).toBe(moves);
      const winner = `P${result!.winners[0] + 1}`;
      for (const page of [a, b, spectator!]) {
        await page.locator('.game.online[data-over="true"]').waitFor();
        expect(await page.getByTestId('status').textContent()).toMatch(new RegExp(`^Game over — ${winner} `));
      }
      await a.screenshot({ path: artifact('online-game-over.png'), fullPage: true });
      await spectator!.screenshot({ path: artifact('online-spectator.png'), fullPage: true });
    });

    it('a match with a bot in the second seat: one page plays it to the end through the server, leaving to Play and back on the way', async () => {
      const a = await app.page(undefined, { query });
      const create = a.getByRole('form', { name: 'Create a match' });
      await create.locator('select[name=online-game]').selectOption('skirmish');
      await create.locator('select[name=online-bots]').selectOption('1');
      await create.getByRole('button', { name: 'Create match' }).click();
      const code = (await a.getByTestId('join-code').textContent()) ?? '';
      let clicks = 0;
      let away = false;
      for (;;) {
        const t = await until(
          () => turnOf(a),
          (x) => x.state !== 'wait' && x.state !== 'none',
        );
        if (t.state === 'over') break;
        if (t.state === 'move' && !away) {
          // Away to local Play and back while the match waits for this seat (so nothing can happen
          // meanwhile): the tab still holds seat 1 and takes it back.
          away = true;
          await a.getByRole('button', { name: 'Play', exact: true }).click();
          await a.getByRole('button', { name: 'Start game' }).waitFor();
          await a.getByRole('button', { name: 'Online', exact: true }).click();
          await a.locator(`.game.online[data-seat="0"][data-seq="${t.seq}"]`).waitFor();
          expect(await a.getByTestId('join-code').textContent()).toBe(code);
          continue;
        }
        if (t.state === 'dialog') await answerDialog(a);
        else await clickAction(a, clicks % 6 === 5);
        clicks++;
        await until(
          () => turnOf(a),
          (x) => x.seq > t.seq,
        );
      }
      expect(away).toBe(true);
      expect(clicks).toBeGreaterThan(0);
      expect(await server.store.result(code)).not.toBeNull();
      expect(await a.getByTestId('status').textContent()).toMatch(/^Game over — /);
    });

    it('the lobby is keyboard-usable and readable at 360 px: no sideways scroll; Tab reaches Join by code', async () => {
      await new MatchClient(server.url).create({ game: 'lore' });
      const page = await app.page({ width: 360, height: 740 }, { query });
      await page.locator('.lobby tbody tr').first().waitFor();
      await page.screenshot({ path: artifact('online-lobby-360px.png'), fullPage: true });
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > 360)
          .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `too wide:\n${wide.join('\n')}`).toBeLessThanOrEqual(360);
      const code = page.locator('input[name=code]');
      let reached = false;
      for (let i = 0; i < 60 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await code.evaluate((e) => e === document.activeElement);
      }
      expect(reached).toBe(true);
    });

    it('without a reachable server the Online section says so, and local Play still works', async () => {
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const { port } = probe.address() as { port: number };
      await new Promise((resolve) => probe.close(resolve));
      const page = await app.page(undefined, {
        query: `?server=ws://127.0.0.1:${port}`,
        expectedErrors: /ERR_CONNECTION_REFUSED|Failed to load resource|Failed to fetch/,
      });
      const alert = page.locator('.no-server');
      await alert.waitFor();
      expect(await alert.textContent()).toContain(`No match server is reachable at ws://127.0.0.1:${port}`);
      expect(await alert.textContent()).toContain('pnpm cardloom serve');
      expect(await page.getByTestId('server-state').textContent()).toBe('Offline: no match server.');
      await page.screenshot({ path: artifact('online-no-server.png'), fullPage: true });
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.getByRole('button', { name: 'Start game' }).waitFor();
    });
  },
);
