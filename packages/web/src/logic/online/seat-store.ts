/**
 * The seat this tab holds, kept in `sessionStorage` so a reloaded page takes its seat back: the server,
 * the match code, the seat and its credential. Per tab (sessionStorage), so two tabs are two players.
 * @module
 */

/** The storage this needs (`window.sessionStorage` in the page; a map in tests). */
export type SeatStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A held seat. */
export interface HeldSeat {
  /** WebSocket URL of the server. */
  readonly server: string;
  readonly code: string;
  readonly seat: number;
  readonly token: string;
}

/** The storage key. */
export const SEAT_KEY = 'cardloom.online.seat';

/** Remembers `held` (replacing any seat held before). */
export function saveSeat(storage: SeatStorage, held: HeldSeat): void {
  storage.setItem(SEAT_KEY, JSON.stringify(held));
}

/** The seat held on `server`, or `null` (none, another server's, or unreadable: then it is dropped). */
export function loadSeat(storage: SeatStorage, server: string): HeldSeat | null {
  const text = storage.getItem(SEAT_KEY);
  if (text === null) return null;
  let value: Partial<HeldSeat> | null = null;
  try {
    value = JSON.parse(text) as Partial<HeldSeat>;
  } catch {
    value = null;
  }
  const valid =
    value !== null &&
    typeof value.server === 'string' &&
    typeof value.code === 'string' &&
    typeof value.token === 'string' &&
    Number.isInteger(value.seat) &&
    (value.seat as number) >= 0;
  if (!valid) {
    storage.removeItem(SEAT_KEY);
    return null;
  }
  return value!.server === server ? (value as HeldSeat) : null;
}

/** Forgets the held seat (after leaving a match, or when the server no longer accepts it). */
export function clearSeat(storage: SeatStorage): void {
  storage.removeItem(SEAT_KEY);
}
