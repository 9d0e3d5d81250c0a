import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MatchClient } from './client/index';
import { DEFAULT_MODULES } from './modules';
import { type RunningServer, startServer } from './server';
import { localRoom, playToEnd, SecrecyCheck } from './test-support';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, database: ':memory:' });
});
afterAll(async () => {
  await server?.stop();
});

describe('issue 18: real clients over WebSocket play full games of every game', () => {
  for (const module of DEFAULT_MODULES) {
    test(`${module.name}: two clients play to the end; each sees only its own view; the replay is stored`, async () => {
      const a = new MatchClient(server.url);
      const b = new MatchClient(server.url);
      const first = await a.create({ game: module.name, players: 2, seed: 7 });
      const second = await b.join(first.code);
      expect([first.seat, second.seat]).toEqual([0, 1]);
      expect(first.token).not.toEqual(second.token);
      const room = localRoom(first.code);
      const secrecy = new SecrecyCheck();
      const final = await playToEnd([first, second], {
        seed: 11,
        onUpdate: (c, u) => secrecy.check(room.match.game, c.seat, u, room.lastEvents),
      });
      expect(final[0].view.status.over).toBe(true);
      expect(secrecy.checkedWithSecrets).toBeGreaterThan(10);
      const replay = await server.store.replay(first.code);
      expect(replay?.actions.length).toBe(final[0].seq);
      expect(await server.store.result(first.code)).toMatchObject({ winners: final[0].view.status.winners });
      await Promise.all([first.leave(), second.leave()]);
    });
  }

  for (const module of DEFAULT_MODULES.filter((m) => m.players.max >= 4)) {
    test(`${module.name}: four clients play a four-seat game to the end, none told another's hidden cards`, async () => {
      const clients = Array.from({ length: 4 }, () => new MatchClient(server.url));
      const first = await clients[0].create({ game: module.name, players: 4, seed: 21 });
      const rest = [];
      for (const c of clients.slice(1)) rest.push(await c.join(first.code));
      const seats = [first, ...rest];
      expect(seats.map((s) => s.seat)).toEqual([0, 1, 2, 3]);
      const room = localRoom(first.code);
      const secrecy = new SecrecyCheck();
      const final = await playToEnd(seats, {
        seed: 5,
        onUpdate: (c, u) => secrecy.check(room.match.game, c.seat, u, room.lastEvents),
      });
      expect(final.every((u) => u.view.status.over)).toBe(true);
      expect(secrecy.checkedWithSecrets).toBeGreaterThan(10);
      expect((await server.store.replay(first.code))?.players).toHaveLength(4);
      await Promise.all(seats.map((s) => s.leave()));
    });
  }
});
