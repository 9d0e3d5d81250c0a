import { replay } from '@cardloom/core';
import { factionModule } from '@cardloom/faction';
import { lightseekersModule } from '@cardloom/lightseekers';
import { lorcanaModule } from '@cardloom/lorcana';
import { loreModule } from '@cardloom/lore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDialog, playHuman, saveReplay, startGame, waitTurn } from './driver';
import { type App, artifact, chromiumPath, openApp, until } from './harness';
import { expectNoHiddenNames } from './hidden';

describe.skipIf(!chromiumPath)(
  'Play in Chromium (issue 17: play any of the four games against the bots)',
  () => {
    let app: App;
    beforeAll(async () => {
      app = await openApp();
    });
    afterAll(async () => {
      await app?.close();
    });

    it('a full Lorcana game against the random bot, played by clicking, ends as the kernel says', async () => {
      const page = await app.page();
      await startGame(page, { game: 'Disney Lorcana', seats: ['Human', 'Random bot'], seed: 3 });
      const played = await playHuman(page, Number.POSITIVE_INFINITY);
      expect(played.over).toBe(true);
      const status = (await page.getByTestId('status').textContent()) ?? '';
      const data = await saveReplay(page);
      const game = replay(lorcanaModule.definition, data);
      expect(game.over).toBe(true);
      const winners = game.state.status.winners.map((w) => `P${w + 1}`);
      expect(status).toMatch(new RegExp(`^Game over — ${winners[0]} \\(`));
      expect(data.actions.filter((a) => a.player === 0).length).toBeGreaterThan(20);
      expect(await page.locator('.log li').count()).toBeGreaterThan(20);
      await page.screenshot({ path: artifact('lorcana-game-over.png'), fullPage: true });
    });

    const games = [
      { module: lorcanaModule, title: 'Disney Lorcana' },
      { module: loreModule, title: loreModule.title },
      { module: lightseekersModule, title: lightseekersModule.title },
      { module: factionModule, title: factionModule.title },
    ];
    for (const { module, title } of games) {
      it(`${module.name}: start a game against the random bot, make moves, and see no hidden card's name`, async () => {
        const page = await app.page();
        await startGame(page, { game: title, seats: ['Human', 'Random bot'], seed: 5 });
        const played = await playHuman(page, 8);
        expect(played.moves).toBeGreaterThan(0);
        let turn = await waitTurn(page);
        while (turn === 'dialog') {
          await answerDialog(page);
          turn = await waitTurn(page);
        }
        const data = await saveReplay(page);
        expect(data.actions.filter((a) => a.player === 0).length).toBeGreaterThanOrEqual(
          Math.min(played.moves, 1),
        );
        if (turn === 'move') {
          const check = await expectNoHiddenNames(page, module, data, 0);
          expect(check.faceUp).toBeGreaterThan(0);
          expect(check.backs + check.secretNames.length).toBeGreaterThan(0);
        }
        await page.screenshot({ path: artifact(`${module.name}-board.png`), fullPage: true });
      });
    }

    it('a decision dialog (Lorcana mulligan: choose 0 to 7) takes two picks and the game records that answer', async () => {
      const page = await app.page();
      await startGame(page, { game: 'Disney Lorcana', seats: ['Human', 'Random bot'], seed: 8 });
      expect(await waitTurn(page)).toBe('dialog');
      const dialog = page.getByRole('dialog');
      expect(
        await until(
          () => dialog.locator('h2').textContent(),
          (t) => !!t,
        ),
      ).toMatch(/choose cards to put on the bottom/);
      const options = dialog.locator('button.option');
      const labels = await options.allTextContents();
      await options.nth(1).click();
      await options.nth(3).click();
      await until(
        () => options.nth(1).getAttribute('aria-pressed'),
        (v) => v === 'true',
      );
      await page.screenshot({ path: artifact('lorcana-decision-dialog.png') });
      await dialog.getByRole('button', { name: /Confirm \(2 chosen\)/ }).click();
      await until(
        () => page.locator('dialog.decision[open]').count(),
        (n) => n === 0,
      );
      const data = await saveReplay(page);
      const first = data.actions[0] as unknown as { type: string; choice: number[] };
      expect(first.type).toBe('answer');
      expect(first.choice).toHaveLength(2);
      const game = replay(lorcanaModule.definition, data, { to: 0 });
      const names = first.choice.map(
        (id) => lorcanaModule.definition.cards.find((c) => c.id === game.state.cards[id].def)!.name,
      );
      expect(names).toEqual([labels[1], labels[3]]);
    });

    it('hot-seat: between two people the screen hides the board until the next one says who they are', async () => {
      const page = await app.page();
      await startGame(page, { game: 'Disney Lorcana', seats: ['Human', 'Human'], seed: 8 });
      expect(await waitTurn(page)).toBe('dialog');
      const who = await page.locator('.board').getAttribute('data-viewer');
      await answerDialog(page);
      const handover = page.getByRole('button', { name: /^I am P\d \(Human\) — show my view$/ });
      await handover.waitFor();
      expect(await page.locator('.board').count()).toBe(0);
      expect(await page.locator('.card-name').count()).toBe(0);
      await handover.click();
      expect(await waitTurn(page)).toBe('dialog');
      expect(await page.locator('.board').getAttribute('data-viewer')).not.toBe(who);
    });

    it('a pasted Lorcana deck list: problems listed by line and rule, Start held back until the list is valid', async () => {
      const page = await app.page();
      await page.locator('select[name=seat-1]').selectOption({ label: 'Random bot' });
      await page.locator('select[name=deck-0]').selectOption('__paste');
      const list = page.locator('textarea[name=decklist-0]');
      const problems = page.getByRole('list', { name: 'Deck problems of P1' });
      await list.fill('4 Ariel - On Human Legs\n2 Not A Real Card');
      expect(await problems.locator('li').first().textContent()).toMatch(/^line 2: .*Not A Real Card/);
      expect(await page.getByRole('button', { name: 'Start game' }).isDisabled()).toBe(true);
      await list.fill('4 Ariel - On Human Legs');
      expect((await problems.locator('li').allTextContents()).join('\n')).toMatch(/CR 1\.\d/);
      expect(await page.getByRole('button', { name: 'Start game' }).isDisabled()).toBe(true);
      await page.screenshot({ path: artifact('lorcana-deck-problems.png'), fullPage: true });

      const counts = new Map<string, number>();
      for (const id of lorcanaModule.decks[2].cards) counts.set(id, (counts.get(id) ?? 0) + 1);
      const names = new Map(lorcanaModule.cards().map((c) => [c.id, c.name]));
      await list.fill([...counts].map(([id, n]) => `${n} ${names.get(id)}`).join('\n'));
      expect(await problems.count()).toBe(0);
      await page.getByRole('button', { name: 'Start game' }).click();
      while ((await waitTurn(page)) === 'dialog') await answerDialog(page);
      const data = await saveReplay(page);
      expect([...data.decks[0]].sort()).toEqual([...lorcanaModule.decks[2].cards].sort());
    });

    it('readable at 360 px: the Lorcana board has no sideways scroll', async () => {
      const page = await app.page({ width: 360, height: 740 });
      await startGame(page, { game: 'Disney Lorcana', seats: ['Human', 'Random bot'], seed: 5 });
      await playHuman(page, 3);
      await waitTurn(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      await page.screenshot({ path: artifact('lorcana-360px.png'), fullPage: true });
    });
  },
);
