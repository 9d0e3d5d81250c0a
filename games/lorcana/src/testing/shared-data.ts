/**
 * Locates the public reference data (`/work/shared` in the project layout) for tests that check
 * our facts against it. The data stays outside the repository; tests skip when it is absent.
 *
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The shared data folder: `$CARDLOOM_SHARED`, else `../../../shared` from the package. */
export const sharedDir: string = process.env.CARDLOOM_SHARED ?? resolve(packageRoot, '../../../shared');

/** Path of a file inside the shared folder. */
export function sharedPath(...parts: string[]): string {
  return resolve(sharedDir, ...parts);
}

/** Whether the shared file exists (tests use it with `describe.skipIf`). */
export function hasShared(...parts: string[]): boolean {
  return existsSync(sharedPath(...parts));
}

/** One printing in the Lorcast dump (only the fields our tests read). */
export interface LorcastPrinting {
  readonly name: string;
  readonly version: string | null;
  readonly cost: number;
  readonly inkwell: boolean;
  readonly ink: string | null;
  readonly inks: string[] | null;
  readonly type: string[];
  readonly classifications: string[] | null;
  readonly keywords: string[];
  readonly move_cost: number | null;
  readonly strength: number | null;
  readonly willpower: number | null;
  readonly lore: number | null;
  readonly collector_number: string;
  readonly text: string | null;
  readonly set: { readonly code: string };
}

/** Reads the Lorcast printings (call only after `hasShared` said yes). */
export function readLorcast(): LorcastPrinting[] {
  return JSON.parse(readFileSync(sharedPath('data/lorcana/lorcast-cards.en.json'), 'utf8'));
}
