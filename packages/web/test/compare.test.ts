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
      await page.getByRole('button', { name: 'Run comparison' }).click();
      const seen = new Set<string>();
      await until(
        async () => {
          const text = await page
            .getByTestId('progress')
            .textContent({ timeout: 1 })
            .catch(() => null);
          if (text) seen.add(text);
          return page.locator('.report').count();
        },
        (n) => n > 0,
      );
      expect([...seen].some((t) => /^\d+ \/ 16 games/.test(t))).toBe(true);
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
      const heads = await page.locator('.report table').first().locator('thead th').allTextContents();
      expect(heads.slice(1)).toEqual(['lore:lore-1922', 'lightseekers:standard']);
      expect(await page.locator('.report .summary').textContent()).toBe('4 games per column · seed 3');
    });
  },
);
