import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MatchClient } from './client/index';
import { manualClock } from './clock';
import { type RunningServer, startServer } from './server';
import { localRoom, playToEnd, until } from './test-support';

const clock = manualClock(1_000_000);
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, database: ':memory:', clock, graceSeconds: 1 });
});
afterAll(async () => {
  await server?.stop();
});

describe('issue 18: seats, reconnection, bots and turn timers', () => {
  test('a client dropped mid-decision reconnects within the grace period, sees the open question again and the game ends', async () => {
    const a = await new MatchClient(server.url).create({ game: 'lorcana', seed: 31 });
    const b = await new MatchClient(server.url).join(a.code);
    const room = localRoom(a.code);
    let dropped = 0;
    await playToEnd([a, b], {
      seed: 2,
      async beforeAct(actor, update) {
        const request = room.match.game.state.decision?.request;
        if (dropped >= 2 || !request || request.player !== actor.seat) return false;
        const seq = update.seq;
        actor.colyseusRoom.connection.close(3000, 'network gone');
        await until(() => !room.isConnected(actor.seat));
        await actor.reconnect();
        const again = await actor.nextUpdate((u) => u.seq === seq && u !== update);
        expect(again.view.decision).toEqual(update.view.decision);
        expect(again.legal).toEqual(update.legal);
        expect(room.isConnected(actor.seat)).toBe(true);
        dropped++;
        return false;
      },
    });
    expect(dropped).toBe(2);
    expect(room.match.over).toBe(true);
  });

  test('after the grace period the seat credential takes the seat back; a wrong credential is refused', async () => {
    const a = await new MatchClient(server.url).create({ game: 'skirmish', seed: 4 });
    const b = await new MatchClient(server.url).join(a.code);
    const room = localRoom(a.code);
    await a.nextUpdate((u) => u.status === 'playing');
    b.colyseusRoom.connection.close(3000, 'gone for good');
    await until(() => !room.isConnected(1));
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    await expect(b.reconnect()).rejects.toThrow();
    await expect(new MatchClient(server.url).rejoin(a.code, 'not-a-token')).rejects.toThrow(/credential/);
    await expect(new MatchClient(server.url).join(a.code)).rejects.toThrow(/every seat is taken/);
    const back = await new MatchClient(server.url).rejoin(a.code, b.token as string);
    expect(back.seat).toBe(1);
    expect(room.isConnected(1)).toBe(true);
    const final = await playToEnd([a, back], { seed: 8 });
    expect(final[1].status).toBe('finished');
  });

  test('bots fill the seats asked for: one client plays a whole game against a bot', async () => {
    const a = await new MatchClient(server.url).create({ game: 'faction', bots: 1, bot: 'greedy', seed: 12 });
    const room = localRoom(a.code);
    expect((await a.nextUpdate((u) => u.status === 'playing')).seats.map((s) => s.kind)).toEqual([
      'human',
      'bot',
    ]);
    let mine = 0;
    for (;;) {
      const update = await a.nextUpdate((u) => u.status === 'finished' || u.toAct === a.seat);
      if (update.status === 'finished') break;
      a.act(update.legal[0]);
      mine++;
      await a.nextUpdate((u) => u.seq > update.seq);
    }
    const bots = room.match.game.log.filter((x) => x.player === 1).length;
    expect(mine).toBeGreaterThan(0);
    expect(bots).toBeGreaterThan(0);
    expect(await server.store.result(a.code)).not.toBeNull();
  });

  test('empty seats get bots after fillAfterMs on the match clock', async () => {
    const a = await new MatchClient(server.url).create({ game: 'skirmish', players: 3, fillAfterMs: 5_000 });
    const room = localRoom(a.code);
    clock.advance(4_999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(room.status).toBe('waiting');
    clock.advance(1);
    const update = await a.nextUpdate((u) => u.status === 'playing');
    expect(update.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot']);
    const stored = await server.store.load(a.code);
    expect(stored?.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot']);
    expect(stored?.status).toBe('playing');
  });

  test('turn timer: a seat that does not act by its deadline gets a bot move, not before', async () => {
    const a = await new MatchClient(server.url).create({ game: 'lore', turnMs: 30_000, seed: 5 });
    const b = await new MatchClient(server.url).join(a.code);
    const first = await a.nextUpdate((u) => u.status === 'playing');
    const room = localRoom(a.code);
    expect(first.deadline).toBe(clock.now() + 30_000);
    clock.advance(29_999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(room.match.seq).toBe(0);
    clock.advance(1);
    const next = await b.nextUpdate((u) => u.seq === 1);
    expect(room.match.game.log[0].player).toBe(first.toAct);
    expect(next.deadline).toBe(clock.now() + 30_000);
  });
});
