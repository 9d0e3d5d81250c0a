import { skirmishModule } from '@cardloom/core/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { httpUrl, MatchClient } from './client/index';
import { type RunningServer, startServer } from './server';
import { localRoom, until } from './test-support';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, database: ':memory:', graceSeconds: 1 });
});
afterAll(async () => {
  await server?.stop();
});

describe('issue 18 (web online mode): the lobby lists hosted matches over HTTP', () => {
  test('GET /matches lists a new match with its free seats, then full and playing once joined', async () => {
    const client = new MatchClient(server.url);
    const a = await client.create({ game: 'lorcana', decks: ['sapphire-steel', 'emerald-ruby'], seed: 3 });
    let listing = await client.listMatches();
    expect(listing.games.map((g) => g.name)).toEqual([
      'lorcana',
      'lore',
      'lightseekers',
      'faction',
      'skirmish',
    ]);
    expect(listing.matches.find((m) => m.code === a.code)).toEqual({
      code: a.code,
      game: 'lorcana',
      ruleset: localRoom(a.code).match.setup.ruleset,
      status: 'waiting',
      players: 2,
      free: 1,
      bots: 0,
    });
    await new MatchClient(server.url).join(a.code);
    await a.nextUpdate((u) => u.status === 'playing');
    await until(() => localRoom(a.code).lobbyEntry().free === 0);
    listing = await client.listMatches();
    expect(listing.matches.find((m) => m.code === a.code)).toMatchObject({ status: 'playing', free: 0 });
  });

  test("the chosen ready decks are the seats' decks; bots count as seats that are not free", async () => {
    const decks = skirmishModule.decks;
    const names = decks.map((d) => d.name);
    expect(names.length).toBeGreaterThan(1);
    const a = await new MatchClient(server.url).create({
      game: 'skirmish',
      players: 3,
      bots: 1,
      decks: [names[1], names[0], names[1]],
    });
    const room = localRoom(a.code);
    expect(room.match.setup.decks).toEqual([decks[1].cards, decks[0].cards, decks[1].cards]);
    expect(room.lobbyEntry()).toMatchObject({ players: 3, free: 1, bots: 1, status: 'waiting' });
    const listed = (await new MatchClient(server.url).listMatches()).matches.find((m) => m.code === a.code);
    expect(listed).toMatchObject({ free: 1, bots: 1 });
  });

  test('a create with an unknown deck is refused with the reason, and no match is listed for it', async () => {
    const client = new MatchClient(server.url);
    const before = (await client.listMatches()).matches.length;
    await expect(client.create({ game: 'lorcana', decks: ['nope', 'nope'] })).rejects.toThrow(
      /unknown deck "nope"/,
    );
    expect((await client.listMatches()).matches.length).toBe(before);
  });

  test('the listing is readable from any origin; other paths are 404', async () => {
    const base = httpUrl(server.url);
    expect(base).toBe(server.url.replace('ws://', 'http://'));
    const ok = await fetch(`${base}/matches`, { headers: { origin: 'http://elsewhere.test' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    const missing = await fetch(`${base}/secret`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/try \/matches/);
  });

  test('the other seats see a seat go offline and come back, at the same action count', async () => {
    const a = await new MatchClient(server.url).create({ game: 'skirmish', seed: 6 });
    const b = await new MatchClient(server.url).join(a.code);
    const playing = await a.nextUpdate((u) => u.status === 'playing' && u.seats[1].connected);
    b.colyseusRoom.connection.close(3000, 'tab reloaded');
    const offline = await a.nextUpdate((u) => !u.seats[1].connected);
    expect(offline.seq).toBe(playing.seq);
    expect(offline.lines).toEqual([]);
    await b.reconnect();
    const back = await a.nextUpdate((u) => u.seats[1].connected);
    expect(back.seq).toBe(playing.seq);
    await b.leave();
    expect((await a.nextUpdate((u) => !u.seats[1].connected)).seats[1].connected).toBe(false);
  });

  test('rejoin keeps the credential it was given, so a page can store it again', async () => {
    const a = await new MatchClient(server.url).create({ game: 'skirmish', bots: 1 });
    const token = a.token as string;
    await a.leave();
    const back = await new MatchClient(server.url).rejoin(a.code, token);
    expect(back.seat).toBe(0);
    expect(back.token).toBe(token);
  });
});
