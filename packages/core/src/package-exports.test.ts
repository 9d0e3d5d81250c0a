/**
 * The package's entry points as its consumers resolve them. `publint` and `attw --pack` check the packed
 * package (`pnpm publint`, slow, not in the test command); this catches the slip they found once, fast:
 * a subpath export without the `typesVersions` entry that TypeScript's node10 resolution needs
 * (`@cardloom/core/cards` was missing it).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Manifest {
  readonly types: string;
  readonly exports: Record<string, string | { readonly require?: { readonly types?: string } }>;
  readonly typesVersions?: Record<string, Record<string, readonly string[]>>;
}

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as Manifest;

describe('package.json entry points (publishable: publint and attw clean)', () => {
  const subpaths = Object.keys(manifest.exports).filter((k) => k !== '.' && k !== './package.json');

  it('has subpath exports to check', () => {
    expect(subpaths).toEqual(expect.arrayContaining(['./cards', './testing']));
  });

  it.each(subpaths)('%s resolves under node10 too: its typesVersions entry names its CJS types', (subpath) => {
    const target = manifest.exports[subpath];
    const types = typeof target === 'object' ? target.require?.types : undefined;
    expect(types, `${subpath} has CJS types`).toMatch(/\.d\.cts$/);
    expect(manifest.typesVersions?.['*']?.[subpath.slice(2)]).toEqual([types]);
  });

  it('the root entry’s types are the CJS ones, as `main` is CJS', () => {
    const root = manifest.exports['.'];
    expect(typeof root === 'object' ? root.require?.types : undefined).toBe(manifest.types);
  });
});
