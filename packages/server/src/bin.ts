#!/usr/bin/env node
/**
 * `cardloom-serve`: starts a match server with the embedded defaults (SQLite file `cardloom.db`,
 * port 2567) or what the options and environment say.
 * @module
 */
import { parseArgs } from 'node:util';
import { startServer } from './server';

const HELP = `cardloom-serve: host online cardloom matches (Colyseus)

Usage: cardloom-serve [options]

Options (environment variable in brackets):
  --port <n>              TCP port, 0 for any free one [PORT] (default 2567)
  --host <address>        interface to listen on [HOST] (default 127.0.0.1)
  --database <url>        SQLite file, :memory:, or postgres:// URL [DATABASE_URL] (default cardloom.db)
  --redis <url>           share matchmaking with other processes through Redis [REDIS_URL]
  --public-address <h:p>  address clients reach this process at, with Redis [PUBLIC_ADDRESS]
  --grace <seconds>       time a dropped client has to reconnect (default 30)
  --quiet                 do not log match events
  -h, --help              show this help
`;

/** Reads the command line; returns the exit code on a usage error. */
async function main(argv: readonly string[]): Promise<number> {
  let values: ReturnType<typeof parse>;
  try {
    values = parse(argv);
  } catch (e) {
    process.stderr.write(`cardloom-serve: ${(e as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const env = process.env;
  const port = Number(values.port ?? env.PORT ?? 2567);
  const grace = Number(values.grace ?? 30);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    process.stderr.write(`cardloom-serve: --port must be an integer from 0 to 65535\n`);
    return 2;
  }
  if (!Number.isFinite(grace) || grace < 0) {
    process.stderr.write(`cardloom-serve: --grace must be a number of seconds ≥ 0\n`);
    return 2;
  }
  const database = values.database ?? env.DATABASE_URL ?? 'cardloom.db';
  const redisUrl = values.redis ?? env.REDIS_URL;
  const publicAddress = values['public-address'] ?? env.PUBLIC_ADDRESS;
  const server = await startServer({
    port,
    host: values.host ?? env.HOST ?? '127.0.0.1',
    database,
    graceSeconds: grace,
    handleSignals: true,
    ...(redisUrl ? { redisUrl } : {}),
    ...(publicAddress ? { publicAddress } : {}),
    ...(values.quiet ? {} : { log: (line: string) => process.stdout.write(`${line}\n`) }),
  });
  const where = server.store.kind === 'postgres' ? 'PostgreSQL' : database;
  process.stdout.write(
    `cardloom server listening on ${server.url} (database ${where}${redisUrl ? ', Redis' : ''}; ${server.resumed.length} matches resumed)\n`,
  );
  return 0;
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      database: { type: 'string' },
      redis: { type: 'string' },
      'public-address': { type: 'string' },
      grace: { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }).values;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== 0) process.exit(code);
  },
  (e: unknown) => {
    process.stderr.write(`cardloom-serve: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
