/**
 * The interactive seat: shows the player only their own view, numbers the legal actions, reads the
 * answer by number and lets the player inspect zones. Bad input gets a clear message and a new prompt.
 */
import type { Game, GameModule } from '@cardloom/core';
import { GameAborted } from '../errors';
import type { Agent, DecisionMenu, Seat, VisibleZone } from '../games/types';
import { decisionMenu, promptFor, statusLines, zonesFor } from '../games/view';
import type { Io } from '../io';

const COMMANDS = `  z, zones    show the zones you can see
  l, list     list the choices again
  h, help     show this help
  q, quit     leave the game
`;

/** What the player typed, read against the current choices. */
type Reading = { index: number } | { message: string } | { command: string };

/** A seat played from the terminal through `io.prompt`. */
export function humanAgent(module: GameModule, io: Io, seatName: (seat: Seat) => string): Agent {
  return {
    kind: 'human',
    async choose(game, legal, seat) {
      const name = seatName(seat);
      // A multi-pick decision is shown as its options, not as every combination of them.
      const menu = decisionMenu(game, seat, legal);
      const multi = menu && menu.max > 1 ? menu : null;
      const list = () => {
        const question = promptFor(game, seat);
        if (multi) {
          const range = multi.min === multi.max ? `${multi.min}` : `${multi.min} to ${multi.max}`;
          io.out(`\n${name}, your move — ${question ?? multi.prompt} (choose ${range}):\n`);
          multi.options.forEach((option, i) => {
            io.out(`  ${String(i + 1).padStart(2)}. ${option}\n`);
          });
          io.out(
            `Enter the numbers of your choices separated by spaces${multi.min === 0 ? ", or 'none'" : ''}.\n`,
          );
          return;
        }
        io.out(`\n${name}, your move${question ? ` — ${question}` : ''}:\n`);
        for (let i = 0; i < legal.length; i++) {
          io.out(`  ${String(i + 1).padStart(2)}. ${module.describeAction(game, legal[i], seat)}\n`);
        }
      };
      list();
      for (;;) {
        const answer = await io.prompt(`${name}> `);
        if (answer === null) throw new GameAborted('input ended');
        const reading = multi ? readPicks(answer, multi) : readNumber(answer, legal.length);
        if ('index' in reading) return reading.index;
        if ('message' in reading) {
          io.out(`${reading.message}\n`);
          continue;
        }
        if (reading.command === 'zones') io.out(renderView(game, seat, seatName));
        else if (reading.command === 'list') list();
        else if (reading.command === 'help')
          io.out(
            `${multi ? 'Enter the numbers of your choices' : 'Enter the number of an action'}, or:\n${COMMANDS}`,
          );
        else throw new GameAborted('player left');
      }
    },
  };
}

function command(text: string): string | null {
  if (text === 'z' || text === 'zones') return 'zones';
  if (text === 'l' || text === 'list') return 'list';
  if (text === 'h' || text === 'help' || text === '?') return 'help';
  if (text === 'q' || text === 'quit' || text === 'exit') return 'quit';
  return null;
}

function readNumber(answer: string, count: number): Reading {
  const text = answer.trim().toLowerCase();
  const named = command(text);
  if (named) return { command: named };
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return n >= 1 && n <= count
      ? { index: n - 1 }
      : { message: `There is no action ${n}: enter a number from 1 to ${count}.` };
  }
  if (text === '') return { message: `Enter a number from 1 to ${count} (or 'h' for help).` };
  return {
    message: `'${answer.trim()}' is not a choice: enter a number from 1 to ${count}, or 'h' for help.`,
  };
}

function readPicks(answer: string, menu: DecisionMenu): Reading {
  const text = answer.trim().toLowerCase();
  const named = command(text);
  if (named) return { command: named };
  const tokens = text === 'none' || text === '-' ? [] : text.split(/[\s,]+/).filter(Boolean);
  if (text === '' && menu.min > 0) return { message: `Enter the numbers of your choices (or 'h' for help).` };
  const count = menu.options.length;
  const bad = tokens.find((t) => !/^\d+$/.test(t) || Number(t) < 1 || Number(t) > count);
  if (bad !== undefined)
    return { message: `'${bad}' is not an option: enter numbers from 1 to ${count}, or 'h' for help.` };
  const result = menu.pick(tokens.map((t) => Number(t) - 1));
  return typeof result === 'number' ? { index: result } : { message: `Not allowed: ${result}.` };
}

/** Public status lines, then the zones `seat` may see. */
export function renderView(game: Game, seat: Seat, seatName: (seat: Seat) => string): string {
  const status = statusLines(game);
  return (
    (status.length > 0 ? `${status.join('\n')}\n` : '') + renderZones(zonesFor(game, seat), seat, seatName)
  );
}

/** Zones grouped by owner, hidden cards counted rather than shown. */
export function renderZones(
  zones: readonly VisibleZone[],
  seat: Seat,
  seatName: (seat: Seat) => string,
): string {
  const owners = [...new Set(zones.map((z) => z.owner))];
  const lines: string[] = [];
  for (const owner of owners) {
    lines.push(
      owner === null ? 'Shared:' : owner === seat ? `Yours (${seatName(owner)}):` : `${seatName(owner)}:`,
    );
    for (const zone of zones.filter((z) => z.owner === owner)) {
      lines.push(`  ${zone.name} (${zone.cards.length}): ${describeCards(zone.cards)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function describeCards(cards: readonly (string | null)[]): string {
  if (cards.length === 0) return 'empty';
  const seen = cards.filter((c): c is string => c !== null);
  const hidden = cards.length - seen.length;
  const parts = [...seen];
  if (hidden > 0) parts.push(seen.length === 0 ? 'all hidden' : `${hidden} hidden`);
  return parts.join(', ');
}
