/**
 * Simultaneous team turns (CR 9.3): all players of a team progress through the turn together; in
 * the Main phase any of them may take a turn action, one at a time (CR 9.3.1); the team adds its
 * triggered abilities to the bag as a whole and chooses their order (CR 9.3.2).
 *
 * The team's turn belongs to its lowest seat; the kernel's `turnSeats` ({@link teamSeats}) lets its
 * teammates take turn actions as themselves. Rulesets without `simultaneousTeamTurns` are untouched.
 *
 * @module
 */
import { bagPolicy, type Ctx, type PendingItem, type PlayerId, type TriggerPolicy } from '@cardloom/core';
import { opt } from '../../rulesets.js';

/** Whether the ruleset plays simultaneous team turns. */
export function teamTurns(ctx: Ctx): boolean {
  return opt(ctx).simultaneousTeamTurns;
}

/** The seats of `player`'s team still in the game, in seat order (just `player` outside team turns). */
export function teamSeats(ctx: Ctx, player: PlayerId): PlayerId[] {
  if (!teamTurns(ctx)) return [player];
  const team = ctx.player(player).team;
  const out: PlayerId[] = [];
  for (let p = 0; p < ctx.playerCount; p++)
    if (!ctx.player(p).out && ctx.player(p).team === team) out.push(p);
  return out;
}

/** Whether it is `player`'s turn: theirs, or their team's in simultaneous team turns. */
export function isTheirTurn(ctx: Ctx, player: PlayerId): boolean {
  if (ctx.active === player) return true;
  return teamTurns(ctx) && ctx.player(ctx.active).team === ctx.player(player).team;
}

/** The seat that takes the next turn: the next seat, or in team turns the next team's first seat. */
export function nextTurnSeat(ctx: Ctx, player: PlayerId): PlayerId {
  if (!teamTurns(ctx)) return ctx.nextPlayer(player);
  const team = ctx.player(player).team;
  for (let i = 1; i <= ctx.playerCount; i++) {
    const q = (player + i) % ctx.playerCount;
    const p = ctx.player(q);
    if (p.out || p.team === team) continue;
    return teamSeats(ctx, q)[0];
  }
  return player;
}

/**
 * The bag: outside team turns, the kernel's bag with the edition's hand-over (CR 7.7.4). In team
 * turns, a team's abilities form one group whose order its first seat chooses (CR 9.3.2); the
 * active team resolves first, then the others in turn order.
 */
export function lorcanaBag(): TriggerPolicy {
  const plain = bagPolicy({ handOver: (ctx) => opt(ctx).handOver, rule: '7.7.4' });
  return {
    ...plain,
    pick(ctx) {
      if (!teamTurns(ctx)) return plain.pick(ctx);
      const pending = ctx.state.pending;
      if (pending.length === 0) return null;
      const teamOf = (p: PlayerId) => ctx.player(p).team;
      const order = [ctx.active, ...ctx.playersInOrder(ctx.active).filter((p) => p !== ctx.active)];
      const team = teamOf(order.find((p) => pending.some((i) => teamOf(i.controller) === teamOf(p)))!);
      const mine: PendingItem[] = pending.filter((i) => teamOf(i.controller) === team);
      if (mine.length === 1) return mine[0];
      const chooser = teamSeats(ctx, mine[0].controller)[0];
      const id = ctx.chooseOption(
        chooser,
        mine.map((i) => String(i.id)),
        {
          prompt: 'Choose the triggered ability to resolve next',
          labels: mine.map((i) => i.label),
          rule: '9.3.2',
        },
      );
      return mine.find((i) => String(i.id) === id)!;
    },
  };
}
