/**
 * Plugging a kernel game (`@cardloom/core` definition) into the command: {@link kernelPlugin} builds a
 * {@link GamePlugin} whose engine is the kernel, whose bots come from `@cardloom/bots`, and whose rules
 * summary is drawn from the definition itself (zones, phases and steps, trigger policy, checks,
 * keywords). A game package adds what the definition cannot say: decks, evaluation, descriptions.
 */
import { type Bot, type Evaluate, greedyBot, mctsBot, randomBot } from '@cardloom/bots';
import {
  type Action,
  apply,
  type CardDefinition,
  clone,
  createGame,
  decisionView,
  type Game,
  type GameDefinition,
  type GameEvent,
  legalActions,
  type PlayerId,
} from '@cardloom/core';
import { UsageError } from '../errors';
import { describeKernelAction, describeKernelEvent, nameOf, optionLabel, seatLabel } from './kernel-describe';
import type {
  Agent,
  BotFactory,
  CardInfo,
  DecisionMenu,
  DeckCheck,
  DeckProblem,
  GamePlugin,
  NamedDeck,
  RulesSummary,
} from './types';

/** A kernel deck: card definition ids. */
export type KernelDeck = readonly string[];

/** What a game package tells the command beyond its definition. */
export interface KernelGameOptions {
  /** Command-line name (default: the definition id). */
  name?: string;
  /** Display title (default: the definition name). */
  title?: string;
  definition: GameDefinition;
  decks: readonly NamedDeck<KernelDeck>[];
  /** Default player count (default: the smallest the definition allows). */
  defaultPlayers?: number;
  /** Heuristic evaluation for the greedy bot and for cut-off MCTS playouts. */
  evaluate?: Evaluate;
  /** Iterations per MCTS decision when `mcts` is given without a number (default 200). */
  mctsIterations?: number;
  /** Player counter compared for lead changes (`lore`, `life`, `vp`…). */
  scoreCounter?: string;
  /** Each seat's score for lead changes, when it is not one player counter. */
  scores?(game: Game): readonly number[];
  /** Game-specific action text; `undefined` falls back to the generic description. */
  describeAction?(game: Game, action: Action, viewer?: PlayerId): string | undefined;
  /** Game-specific event text; `undefined` falls back to the generic description, `null` hides it. */
  describeEvent?(game: Game, event: GameEvent, viewer?: PlayerId): string | null | undefined;
  /** Readable ability lines of a card (default: the abilities' names). */
  describeCard?(card: CardDefinition): readonly string[];
  /** Reads the game's decklist format (default: `N <card id or name>` lines). */
  parseDeck?(text: string): DeckCheck<KernelDeck>;
  /** Deck rules per ruleset (default: none beyond known cards). */
  validateDeck?(deck: KernelDeck, ruleset: string): readonly DeckProblem[];
  /** What the definition cannot say about the rule system (per ruleset when a function). */
  rules?: RulesExtra | ((ruleset: string) => RulesExtra);
}

/** The parts of a rules summary a game states itself. */
export type RulesExtra = Partial<
  Pick<RulesSummary, 'costModel' | 'winConditions' | 'lossConditions' | 'deckRules' | 'keywords'>
>;

/** Builds the command's plugin for a kernel game. */
export function kernelPlugin(options: KernelGameOptions): GamePlugin<Game, Action, GameEvent, KernelDeck> {
  const def = options.definition;
  const { evaluate, scoreCounter } = options;
  const scores =
    options.scores ??
    (scoreCounter ? (game: Game) => game.state.players.map((p) => p.counters[scoreCounter] ?? 0) : undefined);
  const players = [...def.players].sort((a, b) => a - b);
  const describeAction = (game: Game, action: Action, viewer?: PlayerId) =>
    options.describeAction?.(game, action, viewer) ?? describeKernelAction(game, action, viewer);
  const describeEvent = (game: Game, event: GameEvent, viewer?: PlayerId) => {
    const own = options.describeEvent?.(game, event, viewer);
    return own === undefined ? describeKernelEvent(game, event, viewer) : own;
  };
  const bots: Record<string, BotFactory<Game, Action>> = {
    random: (_seat, seed) => agent('random', randomBot({ seed })),
    mcts: (_seat, seed, arg) =>
      agent('mcts', mctsBot({ seed, evaluate, ...mctsArgs(arg, options.mctsIterations ?? 200) })),
  };
  if (evaluate) bots.greedy = (_seat, seed) => agent('greedy', greedyBot({ seed, evaluate }));
  return {
    name: options.name ?? def.id,
    id: def.id,
    title: options.title ?? def.name,
    players: {
      min: players[0],
      max: players[players.length - 1],
      default: options.defaultPlayers ?? players[0],
    },
    rulesets: def.rulesets.map((r) => ({ name: r.name, summary: r.description ?? '' })),
    decks: options.decks,
    engine: {
      create: (setup) => ({
        state: createGame(def, {
          players: setup.players,
          decks: setup.decks,
          seed: setup.seed,
          ruleset: setup.ruleset,
        }),
        events: [],
      }),
      toAct: (game) => game.toAct,
      legalActions: (game) => legalActions(game),
      apply: (game, action) => ({ state: game, events: apply(game, action).events }),
      outcome: (game) =>
        game.over
          ? { winners: game.state.status.winners, reason: game.state.status.reason ?? 'unknown' }
          : null,
      turn: (game) => game.state.turn.number,
      firstPlayer: (game) => game.state.turn.first,
      clone: (game) => clone(game, { log: false }),
      ...(scores ? { scores } : {}),
    },
    ...(evaluate ? { evaluate } : {}),
    describeAction,
    describeEvent,
    prompt: (game, seat) => {
      const request = game.state.decision?.request;
      return request && request.player === seat
        ? `${request.prompt}${request.rule ? ` (${request.rule})` : ''}`
        : null;
    },
    menu: (game, seat, legal) => decisionMenu(game, seat, legal),
    zones: (game, seat) =>
      // While a question is open, show the board as it stood when it was asked.
      decisionView(game, seat).zones.map((zone) => ({
        name: zone.zone,
        owner: zone.owner < 0 ? null : zone.owner,
        cards: zone.cards
          ? zone.cards.map((c) => (c.def === undefined ? null : cardLine(game, c.def, c.tapped, c.counters)))
          : new Array<null>(zone.count).fill(null),
      })),
    status: (game) =>
      game.state.players.map((p) => {
        const counters = Object.entries(p.counters).map(([k, v]) => `${k} ${v}`);
        return `${seatLabel(p.id)}${p.out ? ' (out)' : ''}: ${counters.join(', ') || '—'}`;
      }),
    cards: () => def.cards.map((card) => cardInfo(card, options.describeCard)),
    parseDeck: options.parseDeck ?? ((text) => parseIdDeck(def, text)),
    validateDeck: options.validateDeck ?? (() => []),
    rules: (ruleset) =>
      rulesSummary(
        def,
        ruleset,
        typeof options.rules === 'function' ? options.rules(ruleset) : options.rules,
      ),
    bots,
  };
}

/** `mcts:<iterations>[:<playout depth>]`: iterations ≥ 1, depth ≥ 0 (0 scores each new leaf at once). */
function mctsArgs(
  arg: string | undefined,
  iterations: number,
): { iterations: number; playoutDepth?: number } {
  if (arg === undefined) return { iterations };
  const match = /^(\d+)(?::(\d+))?$/.exec(arg);
  if (!match || Number(match[1]) < 1) {
    throw new UsageError(
      `mcts:<iterations>[:<playout depth>] needs iterations ≥ 1 and a depth ≥ 0, got '${arg}'`,
    );
  }
  return {
    iterations: Number(match[1]),
    ...(match[2] === undefined ? {} : { playoutDepth: Number(match[2]) }),
  };
}

/** Wraps a bot as a command seat: the bot returns an action, the seat its index in the legal list. */
function agent(kind: string, bot: Bot): Agent<Game, Action> {
  return {
    kind,
    choose(game, legal) {
      const action = bot.choose(game);
      const index = legal.indexOf(action);
      return index >= 0 ? index : legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(action));
    },
  };
}

function cardLine(
  game: Game,
  def: string,
  tapped: boolean,
  counters: Readonly<Record<string, number>>,
): string {
  const marks = Object.entries(counters)
    .filter(([, v]) => v !== 0)
    .map(([k, v]) => `${k} ${v}`);
  if (tapped) marks.unshift('tapped');
  return marks.length > 0 ? `${nameOf(game, def)} [${marks.join(', ')}]` : nameOf(game, def);
}

function cardInfo(card: CardDefinition, describe?: (card: CardDefinition) => readonly string[]): CardInfo {
  const stats: Record<string, number> = {};
  const keywords: string[] = [];
  for (const [key, v] of Object.entries(card.stats)) {
    if (key.startsWith('kw.')) keywords.push(v === 1 ? key.slice(3) : `${key.slice(3)} ${v}`);
    else if (!key.includes('.')) stats[key] = v;
  }
  return {
    id: card.id,
    name: card.name,
    type: card.types.join('/'),
    stats,
    tags: [...(card.traits ?? []), ...keywords],
    abilities: describe ? describe(card) : (card.abilities ?? []).map((a) => a.name ?? a.kind),
  };
}

/** Reads `N <card id or name>` lines (and bare names for one copy). */
export function parseIdDeck(def: GameDefinition, text: string): DeckCheck<KernelDeck> {
  const byKey = new Map<string, string>();
  for (const c of def.cards) {
    byKey.set(c.id.toLowerCase(), c.id);
    byKey.set(c.name.toLowerCase(), c.id);
  }
  const deck: string[] = [];
  const problems: DeckProblem[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/(#|\/\/).*$/, '').trim();
    if (line === '') continue;
    const match = /^(?:(\d+)\s*x?\s+)?(.+)$/i.exec(line) as RegExpExecArray;
    const id = byKey.get(match[2].trim().toLowerCase());
    if (id === undefined) problems.push({ line: i + 1, message: `unknown card '${match[2].trim()}'` });
    else for (let n = 0; n < Number(match[1] ?? 1); n++) deck.push(id);
  }
  if (deck.length === 0 && problems.length === 0) problems.push({ message: 'the decklist has no cards' });
  return problems.length > 0 ? { problems } : { deck, problems };
}

/** The static rules summary, drawn from the definition plus what the game adds. */
export function rulesSummary(def: GameDefinition, ruleset: string, extra: RulesExtra = {}): RulesSummary {
  const keywords = new Set<string>();
  for (const card of def.cards)
    for (const key of Object.keys(card.stats)) if (key.startsWith('kw.')) keywords.add(key.slice(3));
  const options = def.rulesets.find((r) => r.name === ruleset)?.options ?? {};
  const optionText = Object.entries(options).map(([k, v]) => `${k} ${JSON.stringify(v)}`);
  return {
    zones: def.zones
      .filter((z) => !z.name.startsWith('__'))
      .map((z) => ({
        name: z.name,
        owner: z.owner,
        ordered: z.ordered,
        visibility: z.faceDown ? `${z.visibility}, face down` : z.visibility,
      })),
    phases: def.turn.phases.map((p) => ({
      name: p.id,
      steps: p.steps.map((s) => (s.mode === 'auto' ? s.id : `${s.id} (${s.mode})`)),
    })),
    triggerPolicy: def.policy.description,
    costModel: extra.costModel ?? 'not described by the game',
    winConditions: extra.winConditions ?? [],
    lossConditions:
      extra.lossConditions ?? (def.checks ?? []).map((c) => (c.rule ? `${c.id} (${c.rule})` : c.id)),
    keywords: extra.keywords ?? [...keywords].sort(),
    deckRules: extra.deckRules ?? [],
    options: optionText,
  };
}

/** The open decision of `seat` as a menu: pick option numbers, get the matching answer action. */
function decisionMenu(game: Game, seat: PlayerId, legal: readonly Action[]): DecisionMenu | null {
  const request = game.state.decision?.request;
  if (!request || request.player !== seat || request.options.length === 0) return null;
  return {
    prompt: request.prompt,
    options: request.options.map((v) => optionLabel(game, request, v, seat)),
    min: request.min,
    max: request.max,
    ordered: request.ordered === true,
    pick(picks) {
      const range = request.min === request.max ? `${request.min}` : `${request.min} to ${request.max}`;
      if (picks.length < request.min || picks.length > request.max)
        return `choose ${range}, not ${picks.length}`;
      if (new Set(picks).size !== picks.length) return 'each option can be chosen once';
      const order = request.ordered ? [...picks] : [...picks].sort((a, b) => a - b);
      const wanted = JSON.stringify(order.map((i) => request.options[i]));
      const index = legal.findIndex((a) => a.type === 'answer' && JSON.stringify(a.choice) === wanted);
      return index >= 0 ? index : 'that combination is not allowed here';
    },
  };
}
