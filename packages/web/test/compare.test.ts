import { writeFileSync } from 'node:fs';
import { type Io, runCli } from '@cardloom/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, artifact, chromiumPath, openApp, until } from './harness';

/** `cardloom compare --json …` run in this process: the report text it prints. */
async function cliReport(argv: string[]): Promise<string> {
  let out = '';
  const io: Io = {
    out: (text) => {
      out += text;
    },
    err: () => {},
    isTTY: false,
    columns: 80,
    cores: 1,
    prompt: async () => null,
    readFile: async () => '',
    writeFile: async () => {},
    now: () => 0,
  };
  expect(await runCli(['compare', '--json', '--no-html', '--workers', '0', ...argv], io)).toBe(0);
  return out;
}

describe.skipIf(!chromiumPath)(
  'Compare in Chromium (issue 17: a small comparison in a Web Worker, or a report)',
  () => {
    let app: App;
    beforeAll(async () => {
      app = await openApp();
    });
    afterAll(async () => {
      await app?.close();
    });

    it('runs two columns in a worker with a progress bar, then shows tables and charts', async () => {
      const page = await app.page();
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      for (const box of await page.locator('.columns input[type=checkbox]').all())
        await box.setChecked(false);
      await page.locator('input[name="lorcana:cr-2.0.0"]').check();
      await page.locator('input[name="faction:standard"]').check();
      await page.locator('input[name=games]').fill('8');
      // Every progress line the page renders, recorded by the page itself as the DOM changes.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        new MutationObserver(() => {
          const text = document.querySelector('[data-testid=progress]')?.textContent;
          if (text && seen.at(-1) !== text) seen.push(text);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.getByRole('button', { name: 'Run comparison' }).click();
      await page.locator('.report').waitFor();
      const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
      expect(seen[0]).toBe('0 / 16 games');
      expect(seen.length).toBeGreaterThan(1);
      expect(seen.at(-1)).toMatch(/^\d+ \/ 16 games \((lorcana:cr-2\.0\.0|faction:standard)\)$/);
      const heads = await page.locator('.report table').first().locator('thead th').allTextContents();
      expect(heads.slice(1)).toEqual(['lorcana:cr-2.0.0', 'faction:standard']);
      expect(await page.locator('.report tbody th').allTextContents()).toContain('first player wins');
      const charts = await page
        .locator('.chart svg')
        .evaluateAll((list) => list.map((s) => s.getAttribute('aria-label')));
      expect(charts).toHaveLength(3);
      for (const label of charts) expect(label).toMatch(/lorcana:cr-2\.0\.0: .*faction:standard: /);
      expect(await page.locator('.chart rect').count()).toBe(6);
      await page.screenshot({ path: artifact('compare.png'), fullPage: true });
    });

    it('opens the JSON report `cardloom compare --json` prints', async () => {
      const file = artifact('cli-compare.json');
      writeFileSync(file, await cliReport(['--games', '4', '-s', '3', 'lore', 'lightseekers']));
      const page = await app.page();
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await page.locator('.compare label.file input[type=file]').setInputFiles(file);
      // The file is read asynchronously: wait for the report's table before reading it.
      const heads = await until(
        () => page.locator('.report table').first().locator('thead th').allTextContents(),
        (h) => h.length > 1,
      );
      expect(heads.slice(1)).toEqual(['lore:lore-1922', 'lightseekers:standard']);
      expect(await page.locator('.report .summary').textContent()).toBe('4 games per column · seed 3');
    });
  },
);
