/**
 * `cardloom serve`: starts the online match server of `@cardloom/server`, loaded only when this command
 * runs (so the rest of the command line never loads Colyseus or a database driver).
 */
import { int, noExtraPositionals, parse, str } from '../../args';
import type { Command } from '../command';

const name = 'serve';

/** The `serve` command. */
export const serveCommand: Command = {
  name,
  summary: 'host online matches (Colyseus; SQLite or PostgreSQL; Redis to scale out)',
  help: `Usage: cardloom serve [--port <n>] [--host <address>] [--database <url>] [--redis <url>]

Starts a match server for every built-in game; stop it with Ctrl-C. Clients connect
with @cardloom/server/client or the cardloom-connect command.

Options:
  --port <n>          TCP port, 0 for any free one (default 2567, or $PORT)
  --host <address>    interface to listen on (default 127.0.0.1, or $HOST)
  --database <url>    SQLite file, :memory:, or postgres:// URL (default cardloom.db, or $DATABASE_URL)
  --redis <url>       share matchmaking with other processes through Redis (or $REDIS_URL)
  --grace <seconds>   time a dropped client has to reconnect (default 30)
  -h, --help          show this help
`,
  async run(argv, { io }) {
    const parsed = parse(name, argv, {
      port: { type: 'string' },
      host: { type: 'string' },
      database: { type: 'string' },
      redis: { type: 'string' },
      grace: { type: 'string' },
    });
    noExtraPositionals(name, parsed, 0);
    const env = process.env;
    const port = int(name, parsed, 'port', Number(env.PORT ?? 2567), 0, 65_535);
    const graceSeconds = int(name, parsed, 'grace', 30, 0);
    const redisUrl = str(parsed, 'redis') ?? env.REDIS_URL;
    const { startServer } = await import('@cardloom/server');
    const server = await startServer({
      port,
      host: str(parsed, 'host') ?? env.HOST ?? '127.0.0.1',
      database: str(parsed, 'database') ?? env.DATABASE_URL ?? 'cardloom.db',
      graceSeconds,
      log: (line) => io.out(`${line}\n`),
      ...(redisUrl ? { redisUrl } : {}),
    });
    io.out(`cardloom server listening on ${server.url} (${server.resumed.length} matches resumed)\n`);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await server.stop();
    return 0;
  },
};
