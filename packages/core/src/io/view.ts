/**
 * Hidden information. {@link viewFor} builds what one player may see, from zone visibility and face-down
 * state, so nothing hidden can leak through a view. {@link determinize} fills in the hidden cards with
 * one random guess consistent with a player's view (for search bots).
 * @module
 */

import type { CloneOptions, Game } from '../engine/engine';
import { clone } from '../engine/engine';
import { runToQuestion } from '../engine/run';
import type { Json } from '../state/json';
import { Random } from '../state/rng';
import type { CardId, DecisionRequest, GameStatus, PendingItem, PlayerId, TurnState } from '../state/state';
import { digestOf } from './digest';

/**
 * A card as a player sees it. A card the viewer may see carries its instance `id` and `def`; a card
 * whose identity is hidden carries only a `handle` instead: an opaque name for this object that reveals
 * nothing (not its deck position, not where it was before, not which cards are copies of each other)
 * and that changes whenever the card changes zones (a new object, CR 6.1.11.1 / MTG 400.7).
 */
export interface CardView {
  /** Instance id, present when the viewer may see the card. */
  readonly id?: CardId;
  /** Opaque handle, present instead of `id` when the card's identity is hidden from the viewer. */
  readonly handle?: CardHandle;
  readonly def?: string;
  readonly owner: PlayerId;
  readonly controller: PlayerId;
  readonly faceDown: boolean;
  readonly tapped: boolean;
  readonly counters: Readonly<Record<string, number>>;
  /** The card this one is attached to, as the viewer refers to it ({@link CardRef}); -1 if none. */
  readonly attachedTo: CardRef;
  readonly enteredTurn: number;
}

/** An opaque name for a hidden card object, `#` and 8 hex digits. */
export type CardHandle = string;

/** How a view or a viewer's event names a card: its id when the viewer may see it, else a handle. */
export type CardRef = CardId | CardHandle;

const handleKeys = new WeakMap<object, number>();

/** The per-game key of handles, from the setup's seed (which no view carries). */
function handleKey(game: Game): number {
  let key = handleKeys.get(game.setup);
  if (key === undefined) {
    key = Number.parseInt(digestOf(['handles', game.setup.seed, game.definition.id]).slice(8), 16);
    handleKeys.set(game.setup, key);
  }
  return key;
}

/** Murmur3's 32-bit finaliser: a bijection, so distinct objects never share a handle. */
function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The handle of a card's current object: a keyed permutation of its zone-entry stamp, so it is stable
 * while the card stays where it is and new once it moves.
 */
export function handleOf(game: Game, card: CardId): CardHandle {
  const key = handleKey(game);
  const h = mix32(mix32((game.state.cards[card].stamp + key) >>> 0) ^ key);
  return `#${h.toString(16).padStart(8, '0')}`;
}

/** How `viewer` names a card: its id when it may see the card, else its handle; -1 stays -1. */
export function refFor(game: Game, viewer: PlayerId, card: CardId): CardRef {
  if (card < 0 || card >= game.state.cards.length) return card;
  return canSee(game, viewer, card) ? card : handleOf(game, card);
}

/** A zone as a player sees it: its size, and its cards unless only the count is public. */
export interface ZoneView {
  readonly zone: string;
  /** Owner seat, or -1 for a shared zone. */
  readonly owner: PlayerId;
  readonly count: number;
  /** Absent for count-only zones (and for other players' owner-only zones). */
  readonly cards?: readonly CardView[];
  /** In a zone whose cards are not listed: the cards revealed to everyone there (e.g. "remains revealed"). */
  readonly shown?: readonly CardView[];
  /** In a zone whose cards are not listed but whose top card is public (`topPublic`): that card. */
  readonly top?: CardView;
}

/** A waiting item as every player sees it: who controls it, what it comes from and what it is. */
export interface QueuedView {
  readonly id: number;
  readonly controller: PlayerId;
  readonly source: CardRef;
  readonly label: string;
}

/** What one player may see of a game. Contains no random generator state and no hidden identity. */
export interface PlayerView {
  readonly game: string;
  readonly ruleset: string;
  readonly viewer: PlayerId;
  readonly turn: Readonly<TurnState>;
  readonly players: readonly {
    id: PlayerId;
    name: string;
    team: number;
    counters: Record<string, number>;
    out: boolean;
    result: string | null;
  }[];
  readonly zones: readonly ZoneView[];
  /** Waiting items (public information: what triggered and whose it is). */
  readonly pending: readonly QueuedView[];
  /** The items of the definition's `queues` by name (public, like pending items); absent without queues. */
  readonly queues?: Readonly<Record<string, readonly QueuedView[]>>;
  /** The open decision: in full for the player who decides, otherwise only who is deciding. */
  readonly decision:
    | (DecisionRequest & { readonly revealed?: Readonly<Record<number, string>> })
    | { readonly player: PlayerId }
    | null;
  readonly priority: { readonly player: PlayerId } | null;
  readonly vars: Readonly<Record<string, Json>>;
  readonly status: Readonly<GameStatus>;
}

/** Whether `viewer` may know the identity of a card (from its zone's visibility and face-down state). */
export function canSee(game: Game, viewer: PlayerId, card: CardId): boolean {
  const ctx = game.ctx;
  const c = ctx.state.cards[card];
  const spec = game.definition.zones[Math.floor(c.zone / ctx.stride)];
  const owner = ctx.zoneOwnerOf(c.zone);
  const ownerSide = viewer === c.owner || (owner >= 0 && viewer === owner);
  if (c.shown) return true;
  if (c.faceDown) return ownerSide && spec.ownerSeesFaceDown !== false && spec.visibility !== 'count';
  if (spec.topPublic && ctx.state.zones[c.zone][0] === card) return true;
  switch (spec.visibility) {
    case 'public':
      return true;
    case 'owner':
      return ownerSide;
    default:
      return false;
  }
}

/** One card as `viewer` sees it. */
function cardView(game: Game, viewer: PlayerId, id: CardId): CardView {
  const c = game.state.cards[id];
  const attachedTo = refFor(game, viewer, c.attachedTo);
  // Two literal shapes rather than a spread of either: a spread of a conditional object is cloned
  // property by property on every call, and views are built for every card of every zone.
  if (canSee(game, viewer, id))
    return {
      id,
      def: c.def,
      owner: c.owner,
      controller: c.controller,
      faceDown: c.faceDown,
      tapped: c.tapped,
      counters: { ...c.counters },
      attachedTo,
      enteredTurn: c.enteredTurn,
    };
  return {
    handle: handleOf(game, id),
    owner: c.owner,
    controller: c.controller,
    faceDown: c.faceDown,
    tapped: c.tapped,
    counters: { ...c.counters },
    attachedTo,
    enteredTurn: c.enteredTurn,
  };
}

/**
 * The seat-less viewer: `viewFor(game, SPECTATOR)` is the public view (what everyone may see: no card
 * any seat keeps to itself, open decisions only as who is deciding) and `eventsFor(game, events,
 * SPECTATOR)` the public events — what a match server sends spectators. A game's `redactVars` receives
 * it like a seat, and must treat it as nobody's.
 */
export const SPECTATOR: PlayerId = -1;

/**
 * The state as `viewer` may see it (a seat, or {@link SPECTATOR} for the public view). Safe to send to
 * that player, log or store.
 */
export function viewFor(game: Game, viewer: PlayerId): PlayerView {
  const ctx = game.ctx;
  const st = game.state;
  const zones: ZoneView[] = [];
  const n = ctx.playerCount;
  game.definition.zones.forEach((spec, kind) => {
    if (spec.name === '__limbo') return;
    const owners = spec.owner === 'shared' ? [n] : Array.from({ length: n }, (_, p) => p);
    for (const o of owners) {
      const slot = kind * ctx.stride + o;
      const ids = st.zones[slot];
      const owner = o === n ? -1 : o;
      const listed =
        spec.visibility !== 'count' && (spec.visibility !== 'owner' || owner === viewer || owner < 0);
      if (!listed) {
        const shown = ids.filter((id) => st.cards[id].shown).map((id) => cardView(game, viewer, id));
        const top = spec.topPublic && ids.length && !st.cards[ids[0]].faceDown ? ids[0] : -1;
        zones.push({
          zone: spec.name,
          owner,
          count: ids.length,
          ...(shown.length ? { shown } : {}),
          ...(top >= 0 ? { top: cardView(game, viewer, top) } : {}),
        });
        continue;
      }
      zones.push({
        zone: spec.name,
        owner,
        count: ids.length,
        cards: ids.map((id) => cardView(game, viewer, id)),
      });
    }
  });
  let decision: PlayerView['decision'] = null;
  if (st.decision) {
    const request = st.decision.request;
    if (request.player === viewer) {
      const revealed: Record<number, string> = {};
      for (const id of request.reveal ?? []) revealed[id] = st.cards[id].def;
      // A hidden card among the options is named by its handle, as in the zones (issue 13.3).
      const options =
        request.kind === 'cards'
          ? request.options.map((o) =>
              typeof o === 'number' && !request.reveal?.includes(o) ? refFor(game, viewer, o) : o,
            )
          : request.options;
      decision = request.reveal?.length ? { ...request, options, revealed } : { ...request, options };
    } else decision = { player: request.player };
  }
  return {
    game: st.game,
    ruleset: st.ruleset,
    viewer,
    turn: { ...st.turn, extra: st.turn.extra.slice(), skip: st.turn.skip.slice() },
    players: st.players.map((p) => ({
      id: p.id,
      name: p.name,
      team: p.team,
      counters: { ...p.counters },
      out: p.out,
      result: p.result,
    })),
    zones,
    pending: st.pending.map((i) => queuedView(game, viewer, i)),
    ...(st.queues ? { queues: queueViews(game, viewer, st.queues) } : {}),
    decision,
    priority: st.priority ? { player: st.priority.player } : null,
    vars: game.definition.redactVars ? game.definition.redactVars(st.vars, viewer) : { ...st.vars },
    status: { ...st.status, winners: st.status.winners.slice() },
  };
}

function queuedView(game: Game, viewer: PlayerId, i: PendingItem): QueuedView {
  return { id: i.id, controller: i.controller, source: refFor(game, viewer, i.source), label: i.label };
}

function queueViews(
  game: Game,
  viewer: PlayerId,
  queues: Readonly<Record<string, readonly PendingItem[]>>,
): Record<string, QueuedView[]> {
  const out: Record<string, QueuedView[]> = {};
  for (const name in queues) out[name] = queues[name].map((i) => queuedView(game, viewer, i));
  return out;
}

/**
 * What `viewer` sees while a decision is open, as the game stood when the question was asked.
 *
 * The kernel keeps the state from before the running action or ability while it waits (it runs the
 * task again, with the answers, once the player answers), so {@link viewFor} shows, say, a card being
 * played still in hand while its target is chosen. This view re-runs the task on a copy up to the
 * question and shows that copy: the card already on its way, costs already paid, triggers already
 * waiting. Without an open decision it is {@link viewFor}. It costs a clone and a partial re-run:
 * meant for user interfaces and logs, not for search.
 */
export function decisionView(game: Game, viewer: PlayerId): PlayerView {
  if (!game.state.decision) return viewFor(game, viewer);
  const copy = clone(game, { log: false });
  copy.recordEvents = false;
  runToQuestion(copy);
  return viewFor(copy, viewer);
}

/**
 * A copy of the game in which every card `viewer` cannot see has been given a random identity drawn from
 * the unseen cards of the same owner — one possible world consistent with the viewer's view. The random
 * generator of the copy is reseeded too, so the copy does not reveal the real future draws. `options`
 * go to the copy (see {@link CloneOptions}; a search's worlds may skip freezing their listed actions).
 */
export function determinize(
  game: Game,
  viewer: PlayerId,
  random: Random,
  options: Pick<CloneOptions, 'freezeActions'> = {},
): Game {
  const copy = clone(game, { ...options, log: false });
  const st = copy.state;
  const groupOf = game.definition.determinizeGroup;
  const groups = new Map<string, CardId[]>();
  for (const c of st.cards) {
    if (c.token || canSee(game, viewer, c.id)) continue;
    const group = groupOf ? groupOf(game.ctx, c.id) : String(c.owner);
    if (group === null) continue;
    const list = groups.get(group) ?? [];
    list.push(c.id);
    groups.set(group, list);
  }
  for (const ids of groups.values()) {
    // Sorted first: the dealt worlds must not depend on where the hidden cards really are.
    const defs = random.shuffle(ids.map((id) => st.cards[id].def).sort());
    ids.forEach((id, i) => {
      st.cards[id].def = defs[i];
    });
  }
  st.rng = new Random(random.int(0x7fffffff)).state;
  return copy;
}
