/**
 * The browser tests' setup: Debian's Chromium driven by playwright-core (never a downloaded browser),
 * the built app (`dist/`) served from a free localhost port by the test's own process. Where no
 * Chromium binary is found, {@link chromiumPath} is `null` and the browser suites skip, saying why.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { type StaticServer, serveStatic } from './static-server';

const here = dirname(fileURLToPath(import.meta.url));
/** The built app. */
export const DIST = join(here, '..', 'dist');
/** Screenshots and downloaded replays of the browser tests (gitignored). */
export const ARTIFACTS = join(here, '..', 'test-artifacts');

function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim());
  } catch {
    // not on PATH
  }
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null;
}

/** The Chromium binary, or `null` when this machine has none. */
export const chromiumPath = findChromium();
if (!chromiumPath) {
  console.warn(
    "[@cardloom/web] browser tests SKIPPED: no Chromium binary (install Debian's: apt-get install -y chromium, or set CHROMIUM_PATH)",
  );
}

/** A browser and the served app, shared by one test file. */
export interface App {
  readonly browser: Browser;
  readonly server: StaticServer;
  /**
   * A fresh page on the app (a new context: clean storage), failing the test on page errors. `query`
   * is appended to the app's URL (`?server=…`); console errors matching `expectedErrors` are allowed
   * (a refused connection to a server that is not there).
   */
  page(viewport?: { width: number; height: number }, options?: PageOptions): Promise<Page>;
  close(): Promise<void>;
}

/** Options of {@link App.page}. */
export interface PageOptions {
  readonly query?: string;
  readonly expectedErrors?: RegExp;
}

/** Starts the server and the browser. Throws when the app was not built first. */
export async function openApp(): Promise<App> {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error(
      `no built app in ${DIST}: run "pnpm --filter @cardloom/web build" (the test script does)`,
    );
  mkdirSync(ARTIFACTS, { recursive: true });
  const server = await serveStatic(DIST);
  const browser = await chromium.launch({
    executablePath: chromiumPath!,
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const errors: string[] = [];
  return {
    browser,
    server,
    async page(viewport = { width: 1280, height: 900 }, options: PageOptions = {}) {
      const context = await browser.newContext({ viewport, acceptDownloads: true });
      const page = await context.newPage();
      // No time limits: each wait lasts until its condition holds (vitest's test timeout is the only bound).
      page.setDefaultTimeout(0);
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' && !options.expectedErrors?.test(m.text())) errors.push(m.text());
      });
      await page.goto(`${server.url}${options.query ?? ''}`);
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
      if (errors.length) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
    },
  };
}

/** Reads `read()` again until `ok` holds for its value, then returns that value. */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A screenshot file path under the artifacts folder. */
export const artifact = (name: string): string => join(ARTIFACTS, name);
