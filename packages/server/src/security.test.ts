import { type Action, canSee, viewFor } from '@cardloom/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MatchClient, type MatchConnection } from './client/index';
import type { RefusedMessage, UpdateMessage } from './protocol';
import { type RunningServer, startServer } from './server';
import { localRoom, playToEnd, until } from './test-support';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, database: ':memory:', graceSeconds: 60 });
});
afterAll(async () => {
  await server?.stop();
});

/** Two seats of a new Lorcana match (a game with hidden hands and card ids in its actions). */
async function pair(seed: number): Promise<[MatchConnection, MatchConnection]> {
  const a = await new MatchClient(server.url).create({ game: 'lorcana', seed });
  const b = await new MatchClient(server.url).join(a.code);
  await Promise.all([
    a.nextUpdate((u) => u.status === 'playing'),
    b.nextUpdate((u) => u.status === 'playing'),
  ]);
  return [a, b];
}

function nextRefusal(c: MatchConnection): Promise<RefusedMessage> {
  return new Promise((resolve) => {
    const stop = c.onRefused((r) => {
      stop();
      resolve(r);
    });
  });
}

/** The seat to act and the other one, by the latest update. */
function actorOf(seats: readonly MatchConnection[]): [MatchConnection, MatchConnection, UpdateMessage] {
  const update = seats[0].latest as UpdateMessage;
  const actor = seats.find((s) => s.seat === update.toAct) as MatchConnection;
  const other = seats.find((s) => s !== actor) as MatchConnection;
  return [actor, other, actor.latest as UpdateMessage];
}

describe('issue 18: the server never trusts a client', () => {
  test("a seat sending the acting seat's action (its player field set to the other seat) is refused; the match goes on", async () => {
    const seats = await pair(1);
    const [actor, other, update] = actorOf(seats);
    const room = localRoom(actor.code);
    const before = room.match.seq;
    const refused = nextRefusal(other);
    other.act({ ...update.legal[0], player: actor.seat }, update.seq);
    expect(await refused).toMatchObject({ reason: 'not-your-turn', seq: before });
    expect(room.match.seq).toBe(before);
    actor.act(update.legal[0]);
    const after = await other.nextUpdate((u) => u.seq === before + 1);
    expect(after.seq).toBe(before + 1);
  });

  test("the acting seat's own action is bound to its seat whatever player it names", async () => {
    const seats = await pair(2);
    const [actor, other, update] = actorOf(seats);
    const room = localRoom(actor.code);
    actor.act({ ...update.legal[0], player: other.seat });
    await other.nextUpdate((u) => u.seq === update.seq + 1);
    expect(room.match.game.log.at(-1)?.player).toBe(actor.seat);
  });

  test('a forged card id (a card of the other seat, or none at all) is refused as illegal; nothing changes', async () => {
    const seats = await pair(3);
    const room = localRoom(seats[0].code);
    let forged = 0;
    await playToEnd(seats, {
      seed: 9,
      async beforeAct(actor, update) {
        if (forged > 0) return false;
        const numeric = (a: Action) =>
          Object.keys(a).find((k) => k !== 'player' && typeof (a as Record<string, unknown>)[k] === 'number');
        const withCard = update.legal.find((a) => numeric(a) !== undefined);
        if (!withCard) return false;
        const key = numeric(withCard) as string;
        const theirs = room.match.game.state.cards.find((c) => c.owner !== actor.seat) as { id: number };
        const state = JSON.stringify(room.match.game.state);
        for (const card of [theirs.id, 99_999, -5, 1.5]) {
          const refused = nextRefusal(actor);
          actor.act({ ...withCard, [key]: card } as Action);
          expect(await refused).toMatchObject({ reason: 'illegal-action' });
          forged++;
        }
        expect(JSON.stringify(room.match.game.state)).toBe(state);
        return false;
      },
    });
    expect(forged).toBe(4);
    expect(room.match.over).toBe(true);
  });

  test('a replayed old action (sent again at its old action count) is refused as stale', async () => {
    const seats = await pair(4);
    const room = localRoom(seats[0].code);
    let replayed = 0;
    await playToEnd(seats, {
      seed: 3,
      async beforeAct(actor, update) {
        if (update.seq < 2 || update.seq > 12) return false;
        const last = room.match.game.log.at(-1) as Action;
        const refused = nextRefusal(actor);
        actor.act(last, update.seq - 1);
        expect(await refused).toMatchObject({ reason: 'stale', seq: update.seq });
        expect(room.match.seq).toBe(update.seq);
        replayed++;
        return false;
      },
    });
    expect(replayed).toBe(11);
    expect(room.match.over).toBe(true);
  });

  test('malformed messages (no action, a non-object action, an unknown type, a spectator acting) are refused; the client stays', async () => {
    const seats = await pair(5);
    const [actor, , update] = actorOf(seats);
    const cases: [string, unknown, string][] = [
      ['act', { seq: update.seq }, 'malformed'],
      ['act', 'pass', 'malformed'],
      ['act', { seq: update.seq, action: [1, 2] }, 'malformed'],
      ['act', { seq: update.seq, action: { type: 7 } }, 'malformed'],
      ['hello', { x: 1 }, 'malformed'],
    ];
    for (const [type, body, reason] of cases) {
      const refused = nextRefusal(actor);
      actor.sendRaw(type, body);
      expect(await refused).toMatchObject({ reason });
    }
    const spectator = await new MatchClient(server.url).spectate(actor.code);
    const refused = nextRefusal(spectator);
    spectator.act(update.legal[0], update.seq);
    expect(await refused).toMatchObject({ reason: 'spectator' });
    actor.act(update.legal[0]);
    expect((await actor.nextUpdate((u) => u.seq === update.seq + 1)).seq).toBe(update.seq + 1);
  });

  test('bytes that are not a message, and a 10 MB message, cost only that connection; the seat reconnects and the match goes on', async () => {
    const seats = await pair(6);
    const [actor, other, update] = actorOf(seats);
    const room = localRoom(actor.code);
    for (const payload of [Buffer.from([13, 0xc1, 0xff, 0x00]), Buffer.alloc(10 * 1024 * 1024, 0x61)]) {
      const dropped = new Promise<number>((resolve) => actor.colyseusRoom.onLeave(resolve));
      actor.colyseusRoom.connection.send(payload);
      expect(await dropped).not.toBe(1000);
      expect(room.match.seq).toBe(update.seq);
      await until(() => !room.isConnected(actor.seat));
      await actor.reconnect();
      await actor.nextUpdate((u) => u.seq === update.seq);
    }
    actor.act(update.legal[0]);
    expect((await other.nextUpdate((u) => u.seq === update.seq + 1)).seq).toBe(update.seq + 1);
  });

  test('a create request the server cannot honour is refused with the reason; no match is stored', async () => {
    const before = await server.store.idsWithStatus('waiting');
    await expect(new MatchClient(server.url).create({ game: 'chess' })).rejects.toThrow(
      /unknown game "chess"/,
    );
    await expect(new MatchClient(server.url).create({ game: 'skirmish', players: 12 })).rejects.toThrow(
      /players must be an integer from 2 to 4/,
    );
    expect(await server.store.idsWithStatus('waiting')).toEqual(before);
  });

  test('a spectator gets the seat-less view: no card hidden from any seat, and every public card', async () => {
    const seats = await pair(7);
    const spectator = await new MatchClient(server.url).spectate(seats[0].code);
    expect(spectator.seat).toBe(-1);
    expect(spectator.token).toBeUndefined();
    const room = localRoom(seats[0].code);
    const [actor, , update] = actorOf(seats);
    actor.act(update.legal[0]);
    const seen = await spectator.nextUpdate((u) => u.seq === update.seq + 1);
    const game = room.match.game;
    expect(seen.legal).toEqual([]);
    for (const zone of seen.view.zones)
      for (const c of zone.cards ?? []) {
        const id = c.id;
        const everyone = id !== undefined && [0, 1].every((p) => canSee(game, p, id));
        if (c.def !== undefined) expect(everyone).toBe(true);
      }
    const hands = seen.view.zones.filter((z) => z.zone === 'hand');
    expect(hands).toHaveLength(2);
    for (const hand of hands) {
      const own = viewFor(game, hand.owner).zones.find((z) => z.zone === 'hand' && z.owner === hand.owner);
      expect(hand.cards).toBeUndefined();
      expect(hand.count).toBe(own?.cards?.length);
      expect(hand.count).toBeGreaterThan(0);
    }
  });
});
