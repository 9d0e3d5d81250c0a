/**
 * Small definitions used only by the kernel's own tests: each isolates one mechanism.
 * (Not exported from the package.)
 */
import type { Ctx } from '../context/ctx';
import { defineGame } from '../rules/define';
import type { Ability, Action, CardDefinition, GameDefinition, GameSpec } from '../rules/definition';
import type { TriggerPolicy } from '../rules/policies';
import type { GameEvent } from '../state/events';
import type { Json } from '../state/json';
import type { CardId, PlayerId } from '../state/state';

/** Appends a line to the `log` var (what tests read to see resolution order). */
export function note(ctx: Ctx, line: string): void {
  ctx.setVar('log', [...((ctx.getVar('log') as string[] | undefined) ?? []), line]);
}

/** The `log` var. */
export function logOf(ctx: Ctx): string[] {
  return (ctx.getVar('log') as string[] | undefined) ?? [];
}

/** A card whose ability, when any other card enters play, notes its name (and may emit `emits`). */
export function echo(
  id: string,
  options: { on?: string; emits?: string; when?: (e: GameEvent) => boolean } = {},
): CardDefinition {
  const ability: Ability = {
    kind: 'triggered',
    name: 'echo',
    on: options.on ?? 'moved',
    when: (_ctx, e, self) =>
      (options.on ? true : e.to === 'play' && e.card !== self) && (options.when?.(e) ?? true),
    effect: (ctx) => {
      note(ctx, id);
      if (options.emits) ctx.emit({ type: options.emits });
    },
  };
  return { id, name: id, types: ['thing'], stats: {}, abilities: [ability] };
}

/** Plain cards named `x0`…`x9`. */
export const fillers: CardDefinition[] = Array.from({ length: 10 }, (_, i) => ({
  id: `x${i}`,
  name: `x${i}`,
  types: ['thing'],
  stats: { power: i },
}));

/** Action: play any hand card into play. */
export const playAction = {
  type: 'play',
  windows: ['turn'] as const,
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    for (const card of ctx.cards('hand', player)) out.push({ type: 'play', player, card });
  },
  perform(ctx: Ctx, a: Action) {
    ctx.move(a.card as CardId, 'play', a.player, { cause: 'play', by: a.player });
  },
};

/** Puts a hand card into the face-down `ink` zone (like a Lorcana inkwell). */
export const inkAction = {
  type: 'ink',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    for (const card of ctx.cards('hand', player)) out.push({ type: 'ink', player, card });
  },
  perform(ctx: Ctx, a: Action) {
    ctx.move(a.card as CardId, 'ink', a.player, { cause: 'ink', by: a.player, faceDown: true });
  },
};

/** Action: end the step. */
export const endAction = {
  type: 'end',
  enumerate: (_ctx: Ctx, player: PlayerId, out: Action[]) => void out.push({ type: 'end', player }),
  perform: (ctx: Ctx) => ctx.endStep(),
};

/** A bare game: deck/hand/play/discard, one `main` actions step, setup that deals `hand` cards each. */
export function bareGame(
  overrides: Partial<GameSpec> & { policy: TriggerPolicy; cards: CardDefinition[]; hand?: number },
): GameDefinition {
  const { hand = 3, ...rest } = overrides;
  return defineGame({
    id: 'bare',
    name: 'Bare',
    players: [2, 3, 4],
    zones: [
      { name: 'deck', owner: 'player', ordered: true, visibility: 'count' },
      { name: 'hand', owner: 'player', ordered: false, visibility: 'owner' },
      { name: 'play', owner: 'player', ordered: false, visibility: 'public' },
      { name: 'discard', owner: 'player', ordered: true, visibility: 'public' },
      { name: 'ink', owner: 'player', ordered: false, visibility: 'public', faceDown: true },
    ],
    turn: { phases: [{ id: 'main', steps: [{ id: 'main', mode: 'actions' }] }] },
    actions: [playAction, endAction],
    rulesets: [{ name: 'default', options: {} }],
    setup(ctx) {
      for (let p = 0; p < ctx.playerCount; p++) ctx.draw(p, hand);
    },
    ...rest,
    cards: [...fillers, ...rest.cards],
  });
}

/** Puts the named cards straight into play for `player` (scenario building). */
export function putInPlay(ctx: Ctx, player: PlayerId, defs: string[]): CardId[] {
  return defs.map((def) => {
    const card = ctx.state.cards.find(
      (c) => c.def === def && c.owner === player && ctx.zoneOf(c.id) !== 'play',
    );
    if (!card) throw new Error(`no ${def} for player ${player}`);
    ctx.move(card.id, 'play', player);
    return card.id;
  });
}

/** JSON text of a value (for byte-identity checks). */
export const bytes = (v: unknown): string => JSON.stringify(v as Json);
