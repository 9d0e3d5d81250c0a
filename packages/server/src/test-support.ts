/**
 * Helpers for this package's tests (not exported): a server in this process, seeded random players
 * over real WebSocket clients, and the secrecy check that compares each message with the real state.
 * @module
 */
import { type Action, canSee, type Game, type GameEvent, nameOf, Random } from '@cardloom/core';
import { matchMaker } from '@colyseus/core';
import { expect } from 'vitest';
import type { MatchConnection } from './client/index';
import type { UpdateMessage } from './protocol';
import type { MatchRoom } from './room/match-room';

/** The room hosting `code` in this process. */
export function localRoom(code: string): MatchRoom {
  const room = matchMaker.getLocalRoomById(code) as MatchRoom | undefined;
  if (!room) throw new Error(`no local room ${code}`);
  return room;
}

/** Resolves once `condition` holds (checked every 5 ms). */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** What a seat has been allowed to see so far (card definition ids), for {@link SecrecyCheck}. */
export class SecrecyCheck {
  private readonly seen = new Map<number, Set<string>>();
  /** How many messages carried at least one card the seat may not know (the check had teeth). */
  checkedWithSecrets = 0;

  /** Fails when `message` (sent to `seat`) names a card `seat` may not see in the real `game`. */
  check(game: Game, seat: number, message: UpdateMessage, events: readonly GameEvent[] = []): void {
    const seen = this.seen.get(seat) ?? new Set<string>();
    this.seen.set(seat, seen);
    // Cards the rules revealed to this seat (`revealed` events name who saw them).
    for (const e of events)
      if (e.type === 'revealed' && Array.isArray(e.to) && e.to.includes(seat))
        for (const def of (e.defs as string[] | undefined) ?? []) seen.add(def);
    const hidden = new Set<string>();
    for (const card of game.state.cards) {
      if (canSee(game, seat, card.id)) seen.add(card.def);
      else hidden.add(card.def);
    }
    const request = game.state.decision?.request;
    if (request && request.player === seat)
      for (const id of request.reveal ?? []) seen.add(game.state.cards[id].def);
    // 1. every card shown with its identity is one the seat may see now
    for (const zone of message.view.zones) {
      const cards = [...(zone.cards ?? []), ...(zone.shown ?? []), ...(zone.top ? [zone.top] : [])];
      for (const c of cards)
        if (c.def !== undefined) expect(c.id !== undefined && canSee(game, seat, c.id)).toBe(true);
    }
    // 2. no card the seat has never been allowed to see is named anywhere in the message
    const seenNames = [...seen].map((d) => nameOf(game, d));
    const secret = [...hidden].filter((d) => !seen.has(d));
    if (secret.length > 0) this.checkedWithSecrets++;
    const text = JSON.stringify(message);
    for (const def of secret) {
      expect(text, `seat ${seat} was told of hidden card ${def}`).not.toContain(JSON.stringify(def));
      const name = nameOf(game, def);
      if (name.length >= 5 && !seenNames.some((n) => n.includes(name)))
        expect(text, `seat ${seat} was told of hidden card ${name}`).not.toContain(name);
    }
  }
}

/** Options of {@link playToEnd}. */
export interface PlayOptions {
  /** Seed of the players' choices. */
  readonly seed: number;
  /** Action count to start at (default 0; a resumed match starts where it stood). */
  readonly from?: number;
  /** Called with every update each client receives, once all clients have it. */
  readonly onUpdate?: (connection: MatchConnection, update: UpdateMessage) => void;
  /** Called before each action; may act differently (return true when it acted itself). */
  readonly beforeAct?: (actor: MatchConnection, update: UpdateMessage) => Promise<boolean> | boolean;
}

/**
 * Plays a match with no bot seats to its end: every client waits for the update of each action, then
 * the seat to act picks a random legal action. Resolves with the final updates.
 */
export async function playToEnd(
  connections: readonly MatchConnection[],
  options: PlayOptions,
): Promise<UpdateMessage[]> {
  const random = new Random(options.seed);
  let seq = options.from ?? 0;
  for (;;) {
    const updates = await Promise.all(
      connections.map((c) => c.nextUpdate((u) => u.seq >= seq && u.status !== 'waiting')),
    );
    for (const [i, u] of updates.entries()) {
      expect(u.seq).toBe(seq);
      options.onUpdate?.(connections[i], u);
    }
    if (updates[0].status === 'finished') return updates;
    const index = connections.findIndex((c) => c.seat === updates[0].toAct);
    const actor = connections[index];
    const update = updates[index];
    expect(update.legal.length).toBeGreaterThan(0);
    if (!(await options.beforeAct?.(actor, update))) {
      const action = update.legal[random.int(update.legal.length)] as Action;
      actor.act(action);
    }
    seq++;
  }
}
