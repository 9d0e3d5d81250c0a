/**
 * What happened this turn, for turn-history conditions (“if you played a Princess character this
 * turn”, “if 2 or more cards were put into your discard this turn”, Underdog's first player).
 *
 * @module
 */
import type { CardDefinition, CardId, Ctx, PlayerId } from '@cardloom/core';
import type { TurnHistoryEvent } from '../../cards/vocabulary-refs.js';

/** A kind of turn history, named as the condition that reads it. */
export type HistoryKind =
  | 'banishedThisTurn'
  | 'playedThisTurn'
  | 'challengedThisTurn'
  | 'questedThisTurn'
  /** The characters that challenged this turn (“Each turn, only one character can challenge”). */
  | 'challengersThisTurn'
  | TurnHistoryEvent;

/** The condition names that read each kind of history (a condition added later must be listed here). */
const READERS: Readonly<Record<HistoryKind, readonly string[]>> = {
  banishedThisTurn: ['banishedThisTurn'],
  playedThisTurn: ['playedThisTurn', 'playedCount'],
  questedThisTurn: ['noOtherQuested'],
  challengersThisTurn: ['oneChallengerPerTurn'],
  opposingCharacterBanishedInChallenge: ['opposingCharacterBanishedInChallenge'],
  characterBanished: ['characterBanished'],
  yourCharacterDamaged: ['yourCharacterDamaged'],
  opposingCharacterDamaged: ['opposingCharacterDamaged'],
  challengedThisTurn: ['challengedThisTurn'],
  yourCharacterChallenged: ['yourCharacterChallenged', 'challengeNumber'],
  youInked: ['youInked'],
  youRemovedDamage: ['youRemovedDamage'],
  youRemovedDamageFromYours: ['youRemovedDamageFromYours'],
  characterBanishedInChallenge: ['characterBanishedInChallenge'],
};

/** The key of the history kinds read by the game's cards, among its present-card memos. */
const READ = {};

/**
 * Whether some card of this game has a condition reading `kind` (recorded only then: a game whose
 * cards never ask pays nothing per play or banish). The card data is plain JSON with conditions at any
 * depth (abilities, steps, filters), so a condition's name found as a key anywhere is the test.
 */
export function historyRead(ctx: Ctx, kind: HistoryKind): boolean {
  return ctx.presentMemo(READ, kindsRead).has(kind);
}

function kindsRead(cards: readonly CardDefinition[]): ReadonlySet<HistoryKind> {
  const read = new Set<HistoryKind>();
  for (const card of cards) {
    const text = JSON.stringify(card.data ?? null);
    for (const [kind, readers] of Object.entries(READERS) as [HistoryKind, readonly string[]][])
      if (readers.some((name) => text.includes(`"${name}"`))) read.add(kind);
  }
  return read;
}

/** The turn-count key prefix of cards banished this turn (by owner). */
export const BANISHED = 'banished.';

/** The cards of `player` banished this turn, in card id order. */
export function banishedThisTurn(ctx: Ctx, player: PlayerId): CardId[] {
  return recordedCards(ctx, BANISHED, player).sort((a, b) => a - b);
}

/** The cards recorded this turn under `kind` for `player` (turn-count keys `kind` + player + `.` + card). */
function recordedCards(ctx: Ctx, kind: string, player: PlayerId): CardId[] {
  const prefix = `${kind}${player}.`;
  const out: CardId[] = [];
  for (const key of Object.keys(ctx.state.turnCounts)) {
    if (key.startsWith(prefix)) out.push(Number(key.slice(prefix.length)));
  }
  return out;
}

/** The turn-count key prefix of cards a player put a card under this turn. */
export const PUT_UNDER = 'putUnder.';

/** The cards `player` put a card under this turn (as they were then: stamps are not checked). */
export function hostsPutUnderThisTurn(ctx: Ctx, player: PlayerId): CardId[] {
  return recordedCards(ctx, PUT_UNDER, player);
}

/** The turn-count key prefix of characters that quested this turn. */
export const QUESTED = 'quested.';

/** The characters of `player` that quested this turn. */
export function questedThisTurn(ctx: Ctx, player: PlayerId): CardId[] {
  return recordedCards(ctx, QUESTED, player);
}

/** The turn-count key prefix of cards played this turn. */
export const PLAYED = 'played.';

/** The game variable naming the first player, recorded at setup (CR 2.2.1). */
export const FIRST_PLAYER = 'firstPlayer';

/** The cards `player` played this turn, in card id order. */
export function playedThisTurn(ctx: Ctx, player: PlayerId): CardId[] {
  return recordedCards(ctx, PLAYED, player).sort((a, b) => a - b);
}

/**
 * The cards put into `player`'s discard this turn that are still there: a card's stamp turn is the
 * turn it last changed zones.
 */
export function putIntoDiscardThisTurn(ctx: Ctx, player: PlayerId): CardId[] {
  return ctx.cards('discard', player).filter((c) => ctx.card(c).enteredTurn === ctx.turnNumber);
}
