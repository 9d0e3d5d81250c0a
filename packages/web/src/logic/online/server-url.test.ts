import { describe, expect, it } from 'vitest';
import { clearSeat, loadSeat, SEAT_KEY, type SeatStorage, saveSeat } from './seat-store';
import { normalizeServerUrl, ServerUrlError, serverUrlFor } from './server-url';

const page = (search = '', hostname = 'localhost', protocol = 'http:') => ({ search, hostname, protocol });

describe('issue 18 (online mode): the server URL is configurable', () => {
  it("defaults to port 2567 on the page's host (wss for an https page)", () => {
    expect(serverUrlFor(page())).toBe('ws://localhost:2567');
    expect(serverUrlFor(page('', '192.168.1.9'))).toBe('ws://192.168.1.9:2567');
    expect(serverUrlFor(page('', 'cards.example', 'https:'))).toBe('wss://cards.example:2567');
    expect(serverUrlFor(page('', ''))).toBe('ws://localhost:2567');
  });

  it('?server= wins, and is read as ws://, wss://, http(s):// or a bare host:port', () => {
    expect(serverUrlFor(page('?server=ws://127.0.0.1:3000'))).toBe('ws://127.0.0.1:3000');
    expect(serverUrlFor(page('?server=127.0.0.1:3000'))).toBe('ws://127.0.0.1:3000');
    expect(serverUrlFor(page('?server=https://play.example'))).toBe('wss://play.example');
    expect(normalizeServerUrl(' http://h:1/ ')).toBe('ws://h:1');
  });

  it.each([
    ['', /empty/],
    ['ftp://h:1', /use ws:\/\/, wss:\/\/, http:\/\/ or https:\/\//],
    ['ws://h:1/matches', /has a path or query/],
    ['ws://h:99999', /is not a server address/],
  ])('%j is refused with a ServerUrlError naming the problem', (text, message) => {
    expect(() => normalizeServerUrl(text)).toThrow(ServerUrlError);
    expect(() => normalizeServerUrl(text)).toThrow(message);
  });
});

function memoryStorage(): SeatStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('issue 18 (online mode): the seat credential is kept per tab for a reload', () => {
  const held = { server: 'ws://localhost:2567', code: 'ABCD2345', seat: 1, token: 't0k3n' };

  it('a saved seat reads back for its server only', () => {
    const storage = memoryStorage();
    expect(loadSeat(storage, held.server)).toBeNull();
    saveSeat(storage, held);
    expect(loadSeat(storage, held.server)).toEqual(held);
    expect(loadSeat(storage, 'ws://elsewhere:2567')).toBeNull();
    clearSeat(storage);
    expect(loadSeat(storage, held.server)).toBeNull();
  });

  it.each([
    ['not json', '{'],
    ['no token', JSON.stringify({ ...held, token: undefined })],
    ['negative seat', JSON.stringify({ ...held, seat: -1 })],
  ])('an unreadable entry (%s) is dropped, not used', (_, text) => {
    const storage = memoryStorage();
    storage.setItem(SEAT_KEY, text);
    expect(loadSeat(storage, held.server)).toBeNull();
    expect(storage.map.has(SEAT_KEY)).toBe(false);
  });
});
