/** `cardloom play <game> --match`: a whole match (best of N, deck changes between games), narrated. */

import type { MatchRound, MatchStanding } from '@cardloom/core';
import { createBot } from '../../agents/bots';
import { humanAgent } from '../../agents/human';
import { GameAborted, UsageError } from '../../errors';
import { narrator } from '../../format/narrator';
import type { Agent, Seat } from '../../games/types';
import { playRound, readSwap } from '../../sim/round';
import { deriveSeed } from '../../sim/seed';
import type { CommandContext } from '../command';
import { printJson } from '../command';
import type { GameSetupOptions } from '../setup';

/** What `play` resolved before handing a match over. */
export interface MatchPlayOptions {
  setup: GameSetupOptions;
  kinds: readonly string[];
  viewer: Seat | undefined;
  json: boolean;
  save: string | undefined;
}

const seatName = (seat: Seat) => `P${seat + 1}`;

/** The score line of a match: `P1 1 – 1 P2 (1 draw)`. */
export function standingLine(standing: MatchStanding): string {
  const score = standing.wins.map((w, seat) => `${seatName(seat)} ${w}`).join(' – ');
  return standing.draws > 0 ? `${score} (${standing.draws} drawn)` : score;
}

/** The end of a match in words. */
export function matchResult(standing: MatchStanding): string {
  const games = standing.games.length;
  return standing.winner === null
    ? `The match is drawn after ${games} games: ${standingLine(standing)}.`
    : `${seatName(standing.winner)} wins the match after ${games} games: ${standingLine(standing)}.`;
}

/** Plays one match; returns the exit status. */
export async function playMatch(context: CommandContext, options: MatchPlayOptions): Promise<number> {
  const { io } = context;
  const { setup, kinds, viewer, json } = options;
  const { module } = setup;
  const format = module.match;
  if (!format) throw new UsageError(`${module.name} has no matches (--match)`, 'play');
  const lines: string[] = [];
  const write = json ? (line: string) => void lines.push(line) : (line: string) => io.out(`${line}\n`);
  const seats = kinds.map((k, seat) => `${seatName(seat)} ${k} (${setup.decks[seat].name})`).join(' vs ');
  if (!json)
    io.out(
      `${module.title} match — ${format.summary} · ${setup.ruleset.name} · seed ${setup.seed}\n${seats}\n`,
    );
  const cardId = (text: string) => {
    const wanted = text.trim().toLowerCase();
    return module.cards().find((c) => c.id.toLowerCase() === wanted || c.name.toLowerCase() === wanted)?.id;
  };
  const sideboard = async (round: MatchRound, seat: Seat): Promise<MatchRound> => {
    if (seat !== viewer) return round;
    const view = round.view(seat);
    const list = (entries: typeof view.deck) => entries.map((e) => `${e.count} ${nameOf(e.card)}`).join(', ');
    io.out(
      `\nBetween games — your deck: ${list(view.deck)}\nyour sideboard: ${list(view.sideboard) || '—'}\n`,
    );
    for (;;) {
      const answer = await io.prompt("Sideboard ('out 1 <card>; in 1 <card>', Enter to keep)> ");
      if (answer === null) return round;
      const reading = readSwap(answer, cardId);
      if (reading.problem) {
        io.out(`${reading.problem}\n`);
        continue;
      }
      if (!reading.swap) return round;
      const done = round.sideboard(seat, reading.swap);
      if (done.problems.length === 0) return done.match;
      for (const p of done.problems) io.out(`  ${p.message}${p.rule ? ` (${p.rule})` : ''}\n`);
    }
  };
  const nameOf = (id: string) => module.cards().find((c) => c.id === id)?.name ?? id;
  let result: Awaited<ReturnType<typeof playRound>>;
  try {
    result = await playRound({
      module,
      format,
      decks: setup.decks.map((d) => d.cards),
      ruleset: setup.ruleset.name,
      seed: setup.seed,
      agents: (number) =>
        kinds.map(
          (kind, seat): Agent =>
            kind === 'human'
              ? humanAgent(module, io, seatName)
              : createBot(module, kind, seat, deriveSeed(setup.seed, 1000 * number + seat)),
        ),
      maxActions: setup.maxActions,
      observer: () => narrator(module, write, viewer),
      beforeGame: (number) => write(`\n═══ Game ${number} ═══`),
      afterGame: (_number, record, round) => {
        const winners = record.winners.map(seatName).join(' and ');
        write(
          `${winners ? `${winners} wins` : 'Draw'} (${record.reason}) after ${record.turns} turns · match ${standingLine(round.standing())}`,
        );
      },
      sideboard,
    });
  } catch (error) {
    if (!(error instanceof GameAborted)) throw error;
    io.out('\nYou left the match.\n');
    return 0;
  }
  const standing = result.round.standing();
  if (options.save !== undefined)
    await io.writeFile(options.save, `${JSON.stringify(result.round.toJSON())}\n`);
  if (json) {
    printJson(context, {
      game: module.name,
      match: format.summary,
      ruleset: setup.ruleset.name,
      seed: setup.seed,
      seats: kinds,
      decks: setup.decks.map((d) => d.name),
      games: standing.games,
      wins: standing.wins,
      draws: standing.draws,
      winner: standing.winner,
      error: result.error,
      log: lines,
    });
  } else {
    io.out(`\n${result.error ? `The match stopped: ${result.error}` : matchResult(standing)}\n`);
    if (options.save !== undefined) io.out(`Saved the match record to ${options.save}\n`);
  }
  if (result.error !== undefined) {
    io.err(`cardloom play: the match stopped: ${result.error}\n`);
    return 1;
  }
  return 0;
}
