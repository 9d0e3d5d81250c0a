/**
 * “… ready those characters” after “whenever one or more of your characters sings a song”: the
 * characters that sang the song of the trigger event (CR 8.12). `grammar/effects.ts` asks
 * {@link singerClause} before its own clause rules.
 *
 * @module
 */
import type { ParsedStep as Step } from '../../parsed/parse-tree.js';

const READY_SINGERS = /^ready those characters$/;

/** Whether a trigger's effect text names the singers only in a way this family reads. */
export function namesSingers(effect: string): boolean {
  return READY_SINGERS.test(effect.replace(/^you may /, '').replace(/\.$/, ''));
}

/** The steps of this family, or undefined. */
export function singerClause(c: string): Step[] | undefined {
  if (!READY_SINGERS.test(c)) return undefined;
  return [
    { do: 'singers', atLeast: 1, of: 'eventCard' },
    { do: 'ready', target: 'it' },
  ];
}
