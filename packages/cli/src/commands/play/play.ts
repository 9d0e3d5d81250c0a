/** `cardloom play <game>`: one game, bot vs bot with a readable log, or with a human seat. */

import type { Action } from '@cardloom/core';
import { checkBots, createBot } from '../../agents/bots';
import { humanAgent } from '../../agents/human';
import { flag, noExtraPositionals, parse, positional, str } from '../../args';
import { GameAborted, UsageError } from '../../errors';
import { narrator } from '../../format/narrator';
import type { Agent, Seat } from '../../games/types';
import { formatReplay } from '../../sim/replay';
import { playGame } from '../../sim/run-game';
import { deriveSeed } from '../../sim/seed';
import type { Command } from '../command';
import { printJson } from '../command';
import { gameOptions, replayFor, resolveSetup } from '../setup';
import { playMatch } from './play-match';

const name = 'play';
const MAX_SEATS = 8;
const seatOptions = Object.fromEntries(
  Array.from({ length: MAX_SEATS }, (_, i) => [`p${i + 1}`, { type: 'string' as const }]),
);

/** The `play` command. */
export const playCommand: Command = {
  name,
  summary: 'play one game: bots with a turn-by-turn log, or you at the terminal',
  help: `Usage: cardloom play <game> [--p1 KIND] [--p2 KIND] … [--ruleset R] [--seed S]
                     [--decks A,B] [--players N] [--save FILE] [--json] [--match]

Plays one game and prints it turn by turn: who did what (with card names), what
happened as a result, and the winner and why. Each seat is a bot or 'human'.
A human seat plays at the terminal: it sees only its own view, picks actions
by number, and can type 'z' to look at the zones it may see, 'h' for help.
With --match (games that have matches, e.g. lore), plays a whole match — best of
3 with sideboarding between games — and a human seat may sideboard between games.

Options:
  --p1 … --p8 KIND  seat type: human, random, greedy, mcts (default: greedy
                    when the game has an evaluation, else random)
  -r, --ruleset R   ruleset (default: the game's first)
  -s, --seed S      seed, a number or any text (default: random, printed)
  -d, --decks A,B   ready deck names or decklist files, cycled over seats
  -n, --players N   number of players (default: the game's default)
  --save FILE       save the game as a replay file (see 'cardloom replay')
  --max-actions N   stop a game that runs longer than N actions
  --json            print the log and result as JSON (bots only)
  --match           play a whole match (--save then writes the match record)
  -h, --help        show this help
`,
  async run(argv, context) {
    const { io } = context;
    const parsed = parse(name, argv, {
      ...gameOptions,
      ...seatOptions,
      save: { type: 'string' },
      json: { type: 'boolean' },
      match: { type: 'boolean' },
    });
    const module = context.registry.get(positional(name, parsed, 0, 'game'), name);
    noExtraPositionals(name, parsed, 1);
    const given = Array.from({ length: MAX_SEATS }, (_, i) => str(parsed, `p${i + 1}`));
    const highest = given.reduce((max, kind, i) => (kind === undefined ? max : i + 1), 0);
    const setup = await resolveSetup(name, parsed, module, io, Math.max(highest, module.players.default));
    if (highest > setup.players)
      throw new UsageError(`--p${highest} given for a ${setup.players}-player game`, name);
    const fallback = module.evaluate ? 'greedy' : 'random';
    const kinds = Array.from({ length: setup.players }, (_, i) => given[i] ?? fallback);
    checkBots(module, kinds, name, ['human']);
    const humans = kinds.flatMap((k, seat) => (k === 'human' ? [seat] : []));
    const json = flag(parsed, 'json');
    if (humans.length > 1)
      throw new UsageError('at most one human seat: the terminal shows one player’s view', name);
    if (humans.length > 0 && json) throw new UsageError('--json cannot be used with a human seat', name);
    const viewer: Seat | undefined = humans[0];
    if (flag(parsed, 'match')) {
      if (!module.match) throw new UsageError(`${module.name} has no matches (--match)`, name);
      return playMatch(context, { setup, kinds, viewer, json, save: str(parsed, 'save') });
    }
    const seatName = (seat: Seat) => `P${seat + 1}`;
    const agents: Agent[] = kinds.map((kind, seat) =>
      kind === 'human'
        ? humanAgent(module, io, seatName)
        : createBot(module, kind, seat, deriveSeed(setup.seed, 1000 + seat)),
    );
    const lines: string[] = [];
    const write = json ? (line: string) => void lines.push(line) : (line: string) => io.out(`${line}\n`);
    const seats = kinds.map((k, seat) => `${seatName(seat)} ${k} (${setup.decks[seat].name})`).join(' vs ');
    if (!json) io.out(`${module.title} (${setup.ruleset.name}) · seed ${setup.seed} · ${seats}\n\n`);
    const actions: Action[] = [];
    let record: Awaited<ReturnType<typeof playGame>>;
    try {
      record = await playGame({
        module,
        decks: setup.decks.map((d) => d.cards),
        ruleset: setup.ruleset.name,
        seed: setup.seed,
        agents,
        maxActions: setup.maxActions,
        observer: narrator(module, write, viewer),
        actionLog: actions,
      });
    } catch (error) {
      if (!(error instanceof GameAborted)) throw error;
      io.out('\nYou left the game.\n');
      return 0;
    }
    const result =
      record.error !== undefined
        ? `The game failed: ${record.error}`
        : record.winners.length === 0
          ? `Draw (${record.reason}) after ${record.turns} turns, ${record.actions} actions.`
          : `${record.winners.map(seatName).join(' and ')} win${record.winners.length === 1 ? 's' : ''} (${record.reason}) after ${record.turns} turns, ${record.actions} actions.`;
    const save = str(parsed, 'save');
    if (save !== undefined) {
      await io.writeFile(save, formatReplay(replayFor(setup, kinds, setup.seed, actions, record)));
    }
    if (json) {
      printJson(context, {
        game: module.name,
        ruleset: setup.ruleset.name,
        seed: setup.seed,
        seats: kinds,
        decks: setup.decks.map((d) => d.name),
        winners: record.winners,
        reason: record.reason,
        error: record.error,
        turns: record.turns,
        actions: record.actions,
        log: lines,
      });
    } else {
      io.out(`\n${result}\n`);
      if (save !== undefined) io.out(`Saved replay to ${save}\n`);
    }
    if (record.error !== undefined) {
      io.err(`cardloom play: ${result}\n`);
      return 1;
    }
    return 0;
  },
};
