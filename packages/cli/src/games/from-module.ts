/**
 * Plugging a game module (`@cardloom/core`'s {@link GameModule}) into the command: {@link pluginOf} builds
 * a {@link GamePlugin} whose engine is the kernel and whose bots come from `@cardloom/bots`. Every game
 * gets every command feature through this one adapter.
 */
import { type Bot, greedyBot, mctsBot, randomBot } from '@cardloom/bots';
import {
  type Action,
  apply,
  clone,
  createGame,
  decisionView,
  type Game,
  type GameEvent,
  type GameModule,
  legalActions,
  nameOf,
  optionLabel,
  type PlayerId,
  rulesVersionOf,
  seatLabel,
  type ZoneView,
} from '@cardloom/core';
import { UsageError } from '../errors';
import { indexOfValue, sameValue } from '../json/same-value';
import type { Agent, BotFactory, CardListing, DecisionMenu, GamePlugin } from './types';

/** A kernel deck: card definition ids. */
export type KernelDeck = readonly string[];

/** Builds the command's plugin for a game module: the one adapter every game goes through. */
export function pluginOf(module: GameModule): GamePlugin<Game, Action, GameEvent, KernelDeck> {
  const def = module.definition;
  const { evaluate, scores } = module;
  const bots: Record<string, BotFactory<Game, Action>> = {
    random: (_seat, seed) => agent('random', randomBot({ seed })),
    mcts: (_seat, seed, arg) =>
      agent('mcts', mctsBot({ seed, evaluate, ...mctsArgs(arg, module.searchIterations) })),
  };
  if (evaluate) bots.greedy = (_seat, seed) => agent('greedy', greedyBot({ seed, evaluate }));
  let listing: readonly CardListing[] | undefined;
  return {
    name: module.name,
    id: module.id,
    title: module.title,
    players: module.players,
    rulesets: module.rulesets,
    rulesVersion: (ruleset) => rulesVersionOf(def, ruleset).rulesVersion,
    decks: module.decks.map((d) => ({ name: d.name, title: d.title, deck: d.cards })),
    engine: {
      create: (setup) => ({
        state: createGame(def, {
          players: setup.players,
          decks: setup.decks,
          seed: setup.seed,
          ruleset: setup.ruleset,
          cardIds: setup.cardIds ?? 'shuffled',
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
    describeAction: module.describeAction,
    describeEvent: module.describeEvent,
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
          : unlistedCards(game, zone),
      })),
    status: (game) =>
      game.state.players.map((p) => {
        const counters = Object.entries(p.counters).map(([k, v]) => `${k} ${v}`);
        return `${seatLabel(p.id)}${p.out ? ' (out)' : ''}: ${counters.join(', ') || '—'}`;
      }),
    cards: () => (listing ??= cardListing(module)),
    parseDeck: (text) => module.parseDeck(text),
    validateDeck: (deck, ruleset) => module.validateDeck(deck, ruleset),
    rules: (ruleset) => module.rules(ruleset),
    bots,
    ...(module.match ? { match: module.match } : {}),
  };
}

/**
 * The module's cards with their keywords apart: a definition keeps a keyword as a `kw.<name>` stat
 * (1 when it has no value), which {@link GameModule.cards} folds into the tags.
 */
function cardListing(module: GameModule): CardListing[] {
  const keywords = new Map(
    module.definition.cards.map((card) => [
      card.id,
      Object.entries(card.stats)
        .filter(([key]) => key.startsWith('kw.'))
        .map(([key, value]) => (value === 1 ? key.slice(3) : `${key.slice(3)} ${value}`)),
    ]),
  );
  return module.cards().map((card) => ({ ...card, keywords: keywords.get(card.id) ?? [] }));
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
      return indexOfValue(legal, bot.choose(game));
    },
  };
}

/**
 * A zone whose cards the viewer does not get listed: its public top card first (`topPublic`, where it
 * lies), then the cards revealed to everyone there (`shown`, whose places the view does not give), the
 * rest hidden.
 */
function unlistedCards(game: Game, zone: ZoneView): (string | null)[] {
  const cards = new Array<string | null>(zone.count).fill(null);
  const seen = [...(zone.top ? [zone.top] : []), ...(zone.shown ?? [])];
  const ids = new Set<number>();
  let slot = 0;
  for (const c of seen) {
    if (c.def === undefined || c.id === undefined || ids.has(c.id) || slot >= cards.length) continue;
    ids.add(c.id);
    cards[slot++] = cardLine(game, c.def, c.tapped, c.counters);
  }
  return cards;
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
      const wanted = order.map((i) => request.options[i]);
      const index = legal.findIndex((a) => a.type === 'answer' && sameValue(a.choice, wanted));
      return index >= 0 ? index : 'that combination is not allowed here';
    },
  };
}
