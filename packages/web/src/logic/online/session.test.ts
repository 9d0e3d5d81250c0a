import { createServer } from 'node:net';
import { type RunningServer, startServer } from '@cardloom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OnlineSession, openSession, readLobby } from './session';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, database: ':memory:', graceSeconds: 5 });
});
afterAll(async () => {
  await server?.stop();
});

/** Resolves once `session`'s state passes `test`. */
function until(session: OnlineSession, test: (s: OnlineSession['state']) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (test(session.state)) return resolve();
    const stop = session.subscribe(() => {
      if (test(session.state)) {
        stop();
        resolve();
      }
    });
  });
}

/** A localhost port nothing listens on. */
async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('issue 18 (online mode): the online client state against a real match server', () => {
  it('create, join by a typed code, act through the server: both seats see each move; a move out of turn is not sent', async () => {
    const a = await openSession(server.url, {
      kind: 'create',
      options: { game: 'skirmish', seed: 4 },
    });
    await until(a, (s) => s.update?.status === 'waiting');
    const lobby = await readLobby(server.url);
    expect(lobby.ok && lobby.listing.matches.find((m) => m.code === a.code)?.free).toBe(1);
    const b = await openSession(server.url, { kind: 'join', code: ` ${a.code.toLowerCase()} ` });
    expect([a.seat, b.seat]).toEqual([0, 1]);
    expect(b.token).toMatch(/^[\w-]{20,}$/);
    await until(a, (s) => s.update?.status === 'playing');
    await until(b, (s) => s.update?.status === 'playing');
    for (let move = 0; move < 6; move++) {
      const seq = a.state.update!.seq;
      await until(b, (s) => s.update!.seq === seq);
      const [actor, other] = a.state.update!.toAct === a.seat ? [a, b] : [b, a];
      expect(other.act(0)).toEqual({ ok: false, reason: 'that is not a legal action now' });
      expect(actor.act(0)).toEqual({ ok: true });
      expect(actor.state.sent).toBe(seq);
      expect(actor.act(0)).toEqual({ ok: false, reason: 'your last action is still on its way' });
      await until(other, (s) => s.update!.seq === seq + 1);
      await until(actor, (s) => s.update!.seq === seq + 1 && s.sent === null);
    }
    expect(a.state.update!.seq).toBe(6);
    await a.leave();
    await b.leave();
  });

  it('a dropped connection is noticed; reconnect takes the same seat back and the match goes on', async () => {
    const a = await openSession(server.url, {
      kind: 'create',
      options: { game: 'skirmish', bots: 1, seed: 9 },
    });
    await until(a, (s) => s.update?.status === 'playing' && s.update.toAct === a.seat);
    const before = a.state.update!;
    (
      a as unknown as { connection: { colyseusRoom: { connection: { close(): void } } } }
    ).connection.colyseusRoom.connection.close();
    await until(a, (s) => s.dropped);
    expect(a.act(0)).toEqual({ ok: false, reason: 'the connection dropped: reconnect first' });
    await a.reconnect();
    await until(a, (s) => !s.dropped && s.update !== before && s.update?.seq === before.seq);
    expect(a.seat).toBe(0);
    expect(a.state.update!.legal).toEqual(before.legal);
    expect(a.act(0)).toEqual({ ok: true });
    await until(a, (s) => s.update!.seq > before.seq);
    await a.leave();
  });

  it('a spectator watches by code and cannot act', async () => {
    const a = await openSession(server.url, { kind: 'create', options: { game: 'skirmish', bots: 1 } });
    const w = await openSession(server.url, { kind: 'watch', code: a.code });
    await until(w, (s) => s.update !== null);
    expect(w.seat).toBe(-1);
    expect(w.state.update!.legal).toEqual([]);
    expect(w.act(0)).toEqual({ ok: false, reason: 'spectators cannot act' });
    await a.leave();
    await w.leave();
  });

  it("a bad code is refused with the server's reason; an unreachable server is a reason, not an exception", async () => {
    await expect(openSession(server.url, { kind: 'join', code: 'ZZZZZZZZ' })).rejects.toThrow();
    const url = `ws://127.0.0.1:${await deadPort()}`;
    const lobby = await readLobby(url);
    expect(lobby.ok).toBe(false);
    if (!lobby.ok) expect(lobby.reason).toMatch(`No match server is reachable at ${url}`);
    expect(lobby.ok || lobby.reason).toMatch(/pnpm cardloom serve/);
  });
});
