/**
 * The turn as data: Phase I (2.1–2.6), Phase II (3), Phase III combat (4.1–4.9), Phase IV (5.1–5.2).
 *
 * @module
 */
import type { Ctx, PhaseSpec } from '@cardloom/core';
import { endChainStep } from '../chain/actions.js';
import { possibleAttackers } from '../combat/attack.js';
import { chooseDamageOrder, combatUnderway, dealCombatDamage, declareBlockers } from '../combat/block.js';
import { combat, setCombat } from '../state/combat.js';
import { C, E, Z } from '../state/keys.js';
import { drawCards } from '../state/moves.js';
import { loreCard } from '../state/queries.js';
import { addTurnCounter, callForth, dueToCallForth } from '../state/void.js';

/** Lore 2.1: reset evoked cards — the active player's, or everyone's under the `reset-all` ruleset. */
function resetEvoked(ctx: Ctx): void {
  const everyone = ctx.option<boolean>('resetAll') === true;
  const players = everyone ? ctx.playersInOrder(-1) : [ctx.active];
  for (const p of players) for (const c of ctx.cards(Z.play, p)) ctx.setTapped(c, false);
}

/** Whether a card has a turn ability (it receives turn counters, Lore 2.5). */
function hasTurnAbility(ctx: Ctx, card: number): boolean {
  return loreCard(ctx, card).abilities.some((a) => a.kind === 'turn');
}

const noCombat = (ctx: Ctx) => !combatUnderway(ctx);

/** The four phases of a Lore turn. */
export const LORE_PHASES: readonly PhaseSpec[] = [
  {
    id: 'beginning',
    rule: 'Lore 2',
    steps: [
      { id: 'reset', mode: 'auto', rule: 'Lore 2.1', enter: resetEvoked },
      {
        id: 'undaze',
        mode: 'auto',
        rule: 'Lore 2.2',
        enter: (ctx) => {
          for (const c of ctx.cards(Z.play, ctx.active))
            if (ctx.counter(c, C.dazed)) ctx.setCounter(c, C.dazed, 0);
        },
      },
      {
        id: 'begin',
        mode: 'auto',
        rule: 'Lore 2.3',
        enter: (ctx) => ctx.emit({ type: E.turnBegins, player: ctx.active }),
      },
      {
        id: 'call-forth',
        mode: 'auto',
        rule: 'Lore 2.4',
        enter: (ctx) => {
          for (const c of dueToCallForth(ctx, ctx.active)) callForth(ctx, c, ctx.active, false);
        },
      },
      {
        id: 'turn-counters',
        mode: 'auto',
        rule: 'Lore 2.5',
        enter: (ctx) => {
          for (const c of ctx.cards(Z.play, ctx.active)) if (hasTurnAbility(ctx, c)) addTurnCounter(ctx, c);
        },
      },
      {
        id: 'draw',
        mode: 'auto',
        rule: 'Lore 2.6',
        skip: (ctx) => ctx.turnNumber === 1,
        enter: (ctx) => drawCards(ctx, ctx.active, 1),
      },
    ],
  },
  { id: 'main', rule: 'Lore 3', steps: [{ id: 'main', mode: 'actions', rule: 'Lore 3.1-3.3' }] },
  {
    id: 'combat',
    rule: 'Lore 4',
    steps: [
      {
        id: 'attack',
        mode: 'actions',
        rule: 'Lore 4.1-4.2',
        skip: (ctx) => possibleAttackers(ctx, ctx.active).length === 0,
      },
      { id: 'block', mode: 'auto', rule: 'Lore 4.3', skip: noCombat, enter: declareBlockers },
      { id: 'subterfuge', mode: 'priority', rule: 'Lore 4.4-4.5', skip: noCombat },
      { id: 'chain', mode: 'auto', rule: 'Lore 4.6', exit: endChainStep },
      { id: 'order', mode: 'auto', rule: 'Lore 4.7-4.8', skip: noCombat, enter: chooseDamageOrder },
      {
        id: 'damage',
        mode: 'auto',
        rule: 'Lore 4.9',
        skip: noCombat,
        enter: dealCombatDamage,
      },
    ],
  },
  {
    id: 'ending',
    rule: 'Lore 5',
    steps: [
      {
        id: 'end',
        mode: 'auto',
        rule: 'Lore 5.1',
        enter: (ctx) => ctx.emit({ type: E.turnEnds, player: ctx.active }),
      },
      {
        id: 'cleanup',
        mode: 'auto',
        rule: 'Lore 5.2',
        enter: (ctx) => {
          if (combat(ctx)) setCombat(ctx, null);
          for (const c of ctx.allCards(Z.play)) if (ctx.counter(c, C.damage)) ctx.setCounter(c, C.damage, 0);
        },
      },
    ],
  },
];
