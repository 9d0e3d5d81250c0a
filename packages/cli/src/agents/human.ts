/**
 * The interactive seat: shows the player only their own view, numbers the legal actions, reads the
 * answer by number and lets the player inspect zones. Bad input gets a clear message and a new prompt.
 */
import { GameAborted } from '../errors';
import type { Agent, GamePlugin, Seat, VisibleZone } from '../games/types';
import type { Io } from '../io';

const HELP = `Enter the number of an action, or:
  z, zones    show the zones you can see
  l, list     list the legal actions again
  h, help     show this help
  q, quit     leave the game
`;

/** A seat played from the terminal through `io.prompt`. */
export function humanAgent<S, A>(
  plugin: GamePlugin<S, A>,
  io: Io,
  seatName: (seat: Seat) => string,
): Agent<S, A> {
  return {
    kind: 'human',
    async choose(state, legal, seat) {
      const name = seatName(seat);
      const list = () => {
        const question = plugin.prompt?.(state, seat);
        io.out(`\n${name}, your move${question ? ` — ${question}` : ''}:\n`);
        for (let i = 0; i < legal.length; i++) {
          io.out(`  ${String(i + 1).padStart(2)}. ${plugin.describeAction(state, legal[i], seat)}\n`);
        }
      };
      list();
      for (;;) {
        const answer = await io.prompt(`${name}> `);
        if (answer === null) throw new GameAborted('input ended');
        const text = answer.trim().toLowerCase();
        if (/^\d+$/.test(text)) {
          const n = Number(text);
          if (n >= 1 && n <= legal.length) return n - 1;
          io.out(`There is no action ${n}: enter a number from 1 to ${legal.length}.\n`);
        } else if (text === 'z' || text === 'zones') io.out(renderView(plugin, state, seat, seatName));
        else if (text === 'l' || text === 'list') list();
        else if (text === 'h' || text === 'help' || text === '?') io.out(HELP);
        else if (text === 'q' || text === 'quit' || text === 'exit') throw new GameAborted('player left');
        else if (text === '') io.out(`Enter a number from 1 to ${legal.length} (or 'h' for help).\n`);
        else
          io.out(
            `'${answer.trim()}' is not a choice: enter a number from 1 to ${legal.length}, or 'h' for help.\n`,
          );
      }
    },
  };
}

/** Public status lines, then the zones `seat` may see. */
export function renderView<S, A>(
  plugin: GamePlugin<S, A>,
  state: S,
  seat: Seat,
  seatName: (seat: Seat) => string,
): string {
  const status = plugin.status?.(state) ?? [];
  return (
    (status.length > 0 ? `${status.join('\n')}\n` : '') +
    renderZones(plugin.zones(state, seat), seat, seatName)
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
