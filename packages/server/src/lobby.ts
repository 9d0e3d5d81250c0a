/**
 * The lobby listing: `GET /matches` on the server's own HTTP port answers with the games the server
 * hosts and every match hosted now (from the Colyseus room listings, so with Redis it covers every
 * process). Open to any origin: a web page served from elsewhere reads it.
 * @module
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GameModule } from '@cardloom/core';
import { matchMaker } from '@colyseus/core';
import { LOBBY_PATH, type LobbyListing, type MatchListing, ROOM_NAME } from './protocol';

/** Whether a room's metadata is a listing this server wrote. */
function isListing(value: unknown): value is MatchListing {
  const m = value as Partial<MatchListing> | null;
  return typeof m?.code === 'string' && typeof m.game === 'string' && typeof m.free === 'number';
}

/** The lobby listing now: hosted games, and matches newest first. */
export async function lobbyListing(modules: readonly GameModule[]): Promise<LobbyListing> {
  const rooms = await matchMaker.query({ name: ROOM_NAME });
  const matches = rooms
    .slice()
    .sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')))
    .map((room) => room.metadata)
    .filter(isListing)
    .map((m): MatchListing => ({ ...m }));
  return { games: modules.map((m) => ({ name: m.name, title: m.title })), matches };
}

/** The HTTP handler for everything that is not Colyseus' own matchmaking route. */
export function lobbyHandler(
  modules: readonly GameModule[],
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const cors = { 'access-control-allow-origin': '*' };
    if (path !== LOBBY_PATH) {
      res.writeHead(404, { ...cors, 'content-type': 'text/plain' }).end(`no ${path} here; try ${LOBBY_PATH}`);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...cors, allow: 'GET' }).end();
      return;
    }
    lobbyListing(modules).then(
      (listing) => {
        res
          .writeHead(200, { ...cors, 'content-type': 'application/json', 'cache-control': 'no-store' })
          .end(JSON.stringify(listing));
      },
      (e: unknown) => {
        res.writeHead(500, { ...cors, 'content-type': 'text/plain' }).end((e as Error).message);
      },
    );
  };
}
