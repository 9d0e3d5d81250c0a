/**
 * Who sits in each seat, and how a game is set up from the setup form's choices.
 * @module
 */
import { createGame, type DeckIds, type Game, type GameModule } from '@cardloom/core';

/** What plays a seat: a person at this screen, or one of the bots of `@cardloom/bots`. */
export type SeatKind = 'human' | 'random' | 'greedy' | 'mcts';

/** Every seat kind with its menu label. */
export const SEAT_KINDS: readonly { readonly kind: SeatKind; readonly label: string }[] = [
  { kind: 'human', label: 'Human' },
  { kind: 'random', label: 'Random bot' },
  { kind: 'greedy', label: 'Greedy bot' },
  { kind: 'mcts', label: 'IS-MCTS bot' },
];

/** The seat kinds a game offers: greedy needs the module's evaluation. */
export function seatKindsFor(module: GameModule): readonly SeatKind[] {
  return SEAT_KINDS.map((s) => s.kind).filter((k) => k !== 'greedy' || module.evaluate !== undefined);
}

/** Everything a new game needs, as the setup form collects it. */
export interface GameChoice {
  readonly module: GameModule;
  readonly ruleset: string;
  readonly seats: readonly SeatKind[];
  /** One deck per seat. */
  readonly decks: readonly DeckIds[];
  readonly seed: number;
}

/** A seat's display name: its number and what plays it (`P2 (IS-MCTS bot)`). */
export function seatName(seat: number, kind: SeatKind): string {
  const label = SEAT_KINDS.find((s) => s.kind === kind)?.label ?? kind;
  return `P${seat + 1} (${label})`;
}

/** Creates the game for a setup choice (throws the kernel's `SetupError` on a bad deck or count). */
export function startGame(choice: GameChoice): Game {
  return createGame(choice.module.definition, {
    players: choice.seats.map((kind, i) => seatName(i, kind)),
    decks: choice.decks,
    seed: choice.seed,
    ruleset: choice.ruleset,
  });
}

/** The seed a bot uses for one move: differs by game seed, seat and move number, same on every run. */
export function botSeed(gameSeed: string | number, seat: number, move: number): number {
  let h = 2166136261;
  for (const ch of `${gameSeed}:${seat}:${move}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
