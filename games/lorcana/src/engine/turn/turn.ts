/**
 * The turn structure (CR 3): Start-of-Turn phase with Ready, Set and Draw steps, the Main phase,
 * and the End-of-Turn phase. The order of readying and of ending “start of your turn” effects is
 * the edition's (CR 3.2.1 vs 2024 4.2.1).
 *
 * @module
 */
import type { CardId, Ctx, PhaseSpec, PlayerId, TurnSpec } from '@cardloom/core';
import { opt } from '../../rulesets.js';
import { drawCards, E, gainLore } from '../changes/moves.js';
import { endUntilStartOf, startNextTurnEffects } from '../effects/lasting.js';
import { cardOf, inPlay, locationOf, Z } from '../state/board.js';
import { numberedKey } from '../state/keys.js';
import { idsWithAbility } from '../state/present-cards.js';
import { hasStat, playerStatOf, statOf } from '../state/stats.js';
import { nextTurnSeat, teamSeats } from './teams.js';

function readyAll(ctx: Ctx, player: PlayerId): void {
  const readied: CardId[] = [];
  for (const c of inPlay(ctx, player)) {
    if (
      ctx.card(c).tapped &&
      !hasStat(ctx, c, 'cant.ready') &&
      !hasStat(ctx, c, 'cant.readyStep') &&
      !(hasStat(ctx, c, 'cant.readyStepAway') && locationOf(ctx, c) < 0)
    ) {
      ctx.setTapped(c, false);
      readied.push(c);
    }
  }
  // Abilities triggered in the Ready step go to the bag in the Set step (CR 3.2.1.4, 3.2.2.3).
  if (readied.length > 0) ctx.setVar(numberedKey('readied.', player), readied);
  for (const c of ctx.cards(Z.inkwell, player)) if (ctx.card(c).tapped) ctx.setTapped(c, false);
}

/** Ready step (CR 3.2.1); a team in simultaneous turns readies together (CR 9.3.1). */
function readyStep(ctx: Ctx): void {
  const seats = teamSeats(ctx, ctx.active);
  if (opt(ctx).readyBeforeExpiry) {
    for (const p of seats) readyAll(ctx, p);
    for (const p of seats) endUntilStartOf(ctx, p);
  } else {
    for (const p of seats) endUntilStartOf(ctx, p);
    for (const p of seats) readyAll(ctx, p);
  }
}

/** The key of the cards with discard triggers among the game's present-card memos. */
const DISCARD_TRIGGERS = {};
const discardTriggerCards = idsWithAbility((a) => a.kind === 'triggered' && a.from === 'discard');

/** The game's cards with a triggered ability that works from the discard (usually none). */
function withDiscardTriggers(ctx: Ctx): ReadonlySet<string> {
  return ctx.presentMemo(DISCARD_TRIGGERS, discardTriggerCards);
}

/**
 * `p`'s discard cards with abilities that work from there, by card id (the order their triggers are
 * queued in). Read from the discard itself: a search copy or a sampled world pays nothing up front.
 */
function fromDiscard(ctx: Ctx, p: PlayerId): CardId[] {
  const defs = withDiscardTriggers(ctx);
  if (defs.size === 0) return [];
  const found: CardId[] = [];
  for (const c of ctx.cards(Z.discard, p)) if (defs.has(ctx.card(c).def)) found.push(c);
  return found.sort((a, b) => a - b);
}

/** Handler resolving an “at the start of your turn” ability that works from the discard (CR 6.1.12). */
export const DISCARD_TRIGGER = 'lorcana/discard-trigger';

/** Set step (CR 3.2.2): characters are dry (by turn number), locations give lore, then triggers. */
function setStep(ctx: Ctx): void {
  for (const p of teamSeats(ctx, ctx.active)) setStepFor(ctx, p);
}

function setStepFor(ctx: Ctx, p: PlayerId): void {
  for (const c of inPlay(ctx, p)) {
    if (cardOf(ctx, c).type === 'location') gainLore(ctx, p, Math.max(0, statOf(ctx, c, 'lore')));
  }
  const readied = ctx.getVar(numberedKey('readied.', p)) as CardId[] | undefined;
  if (readied) {
    ctx.setVar(numberedKey('readied.', p), null);
    for (const c of readied) ctx.emit({ type: E.readied, card: c, player: p });
  }
  ctx.emit({ type: E.startOfTurn, player: p });
  for (const c of fromDiscard(ctx, p)) {
    cardOf(ctx, c).abilities?.forEach((ability, index) => {
      if (ability.kind !== 'triggered' || ability.from !== 'discard') return;
      ctx.queue({
        controller: p,
        source: c,
        task: { h: DISCARD_TRIGGER, a: { card: c, index, player: p } },
        label: `${ctx.cardDef(c).name}: ${ability.name}`,
      });
    });
  }
}

/** A departed player's “until the start of your next turn” effects end when that turn would have come (CR 9.2.3). */
function endSkippedTurns(ctx: Ctx): void {
  const last = ctx.getVar('lastActive') as number | undefined;
  const now = ctx.active;
  if (last !== undefined && last !== now) {
    for (let p = (last + 1) % ctx.playerCount; p !== now; p = (p + 1) % ctx.playerCount) {
      if (ctx.player(p).out) endUntilStartOf(ctx, p);
    }
  }
}

const phases: readonly PhaseSpec[] = [
  {
    id: 'start-of-turn',
    rule: '3.2',
    steps: [
      { id: 'ready', mode: 'auto', rule: '3.2.1', enter: readyStep },
      { id: 'set', mode: 'auto', rule: '3.2.2', enter: setStep },
      {
        id: 'draw',
        mode: 'auto',
        rule: '3.2.3',
        // The starting player skips the first Draw step (CR 3.2.3.1); “skip” effects apply to
        // their own player (CR 6.4.5).
        skip: (ctx) => ctx.turnNumber === 1,
        enter: (ctx) => {
          for (const p of teamSeats(ctx, ctx.active))
            if (playerStatOf(ctx, p, 'skipDraw') <= 0) drawCards(ctx, p, 1);
        },
      },
    ],
  },
  { id: 'main', rule: '3.3', steps: [{ id: 'main', mode: 'actions', rule: '3.3.1' }] },
  {
    id: 'end-of-turn',
    rule: '3.4',
    steps: [
      {
        id: 'end',
        mode: 'auto',
        rule: '3.4.1.1',
        enter: (ctx) => {
          for (const p of teamSeats(ctx, ctx.active)) ctx.emit({ type: E.endOfTurn, player: p });
        },
      },
    ],
  },
];

/** The Lorcana turn. */
export const turn: TurnSpec = {
  phases,
  next: nextTurnSeat,
  start(ctx) {
    endSkippedTurns(ctx);
    for (const p of teamSeats(ctx, ctx.active)) startNextTurnEffects(ctx, p);
  },
  end(ctx) {
    ctx.setVar('lastActive', ctx.active);
    // CR 1.8.1.2: a player whose turn ends with no cards in their deck loses (2.0.0 only).
    if (!opt(ctx).deckOutAtTurnEnd) return;
    for (const p of teamSeats(ctx, ctx.active)) if (ctx.count(Z.deck, p) === 0) ctx.lose(p, 'deck-out');
  },
};
