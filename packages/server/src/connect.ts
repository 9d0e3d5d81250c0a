#!/usr/bin/env node
/**
 * `cardloom-connect`: play on a match server from a terminal. Creates a match or joins one by code,
 * prints the log lines and the board as this seat sees it, and asks for a choice when the seat acts.
 * @module
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { MatchClient, type MatchConnection, type UpdateMessage } from './client/index';

const HELP = `cardloom-connect: play a cardloom match on a server from this terminal

Usage:
  cardloom-connect [url] --create <game> [--players <n>] [--bots <n>] [--seed <n>]
  cardloom-connect [url] --join <code>
  cardloom-connect [url] --rejoin <code> --token <credential>
  cardloom-connect [url] --spectate <code>

url defaults to ws://127.0.0.1:2567.
`;

const seatName = (seat: number) => (seat >= 0 ? `P${seat + 1}` : 'spectator');

/** The board as lines: each zone with the cards this seat may name. */
function board(update: UpdateMessage): string[] {
  return update.view.zones
    .filter((z) => z.count > 0)
    .map((z) => {
      const owner = z.owner >= 0 ? `${seatName(z.owner)} ` : '';
      const cards = z.cards?.map(
        (c) => (c.def ? (update.names[c.def] ?? c.def) : 'hidden') + (c.tapped ? ' (tapped)' : ''),
      );
      return `  ${owner}${z.zone} (${z.count})${cards ? `: ${cards.join(', ')}` : ''}`;
    });
}

async function play(match: MatchConnection): Promise<void> {
  const input = createInterface({ input: process.stdin, output: process.stdout });
  let asked = -1;
  // Every update's lines, as they come (several may arrive while this seat waits).
  match.onUpdate((u) => {
    for (const line of u.lines) process.stdout.write(`  · ${line}\n`);
  });
  for (;;) {
    const update = await match.nextUpdate((u) => u.seq > asked || u.status === 'finished');
    if (update.status === 'finished') {
      const winners = update.view.status.winners.map(seatName).join(', ') || 'nobody';
      process.stdout.write(`Game over (${update.view.status.reason}): ${winners} won.\n`);
      input.close();
      await match.leave();
      return;
    }
    if (update.status === 'waiting') {
      process.stdout.write(`Waiting for players: give them the code ${match.code}\n`);
      asked = update.seq - 1;
      await match.nextUpdate((u) => u.status !== 'waiting');
      continue;
    }
    if (update.toAct !== match.seat) {
      asked = update.seq;
      if (update.toAct !== null) process.stdout.write(`${seatName(update.toAct)} to act…\n`);
      continue;
    }
    process.stdout.write(
      `\nTurn ${update.view.turn.number}, you are ${seatName(match.seat)}\n${board(update).join('\n')}\n`,
    );
    update.choices.forEach((c, i) => {
      process.stdout.write(`  ${String(i + 1).padStart(3)}. ${c}\n`);
    });
    let pick = Number.NaN;
    while (!(pick >= 1 && pick <= update.legal.length)) {
      const answer = await input.question(`Your choice (1-${update.legal.length}): `);
      pick = Number(answer.trim());
    }
    match.act(update.legal[pick - 1], update.seq);
    asked = update.seq;
  }
}

async function main(argv: readonly string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (e) {
    process.stderr.write(`cardloom-connect: ${(e as Error).message}\n\n${HELP}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const client = new MatchClient(positionals[0] ?? 'ws://127.0.0.1:2567');
  let match: MatchConnection;
  if (values.create) {
    match = await client.create({
      game: values.create,
      ...(values.players ? { players: Number(values.players) } : {}),
      ...(values.bots ? { bots: Number(values.bots) } : {}),
      ...(values.seed ? { seed: Number(values.seed) } : {}),
    });
  } else if (values.join) match = await client.join(values.join);
  else if (values.rejoin && values.token) match = await client.rejoin(values.rejoin, values.token);
  else if (values.spectate) match = await client.spectate(values.spectate);
  else {
    process.stderr.write(
      `cardloom-connect: say --create, --join, --rejoin with --token, or --spectate\n\n${HELP}`,
    );
    return 2;
  }
  process.stdout.write(
    `Match ${match.code}: you are ${seatName(match.seat)}${match.token ? ` (credential ${match.token}: keep it to rejoin)` : ''}\n`,
  );
  if (match.seat < 0) {
    match.onUpdate((u) => {
      for (const line of u.lines) process.stdout.write(`  · ${line}\n`);
    });
    await match.nextUpdate((u) => u.status === 'finished');
    return 0;
  }
  await play(match);
  return 0;
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      create: { type: 'string' },
      players: { type: 'string' },
      bots: { type: 'string' },
      seed: { type: 'string' },
      join: { type: 'string' },
      rejoin: { type: 'string' },
      token: { type: 'string' },
      spectate: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`cardloom-connect: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
