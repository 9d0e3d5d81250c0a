/**
 * A tiny game used to test the command without a real rules engine: each player has a deck of number
 * cards, draws one at the start of each turn and may play cards (adding their power to their score)
 * until they pass; the game ends when the player to draw has an empty deck (or, in the `sprint`
 * ruleset, when someone reaches 30 points). The `faulty` ruleset throws on turn 3 to test failures.
 */

import { seedFrom } from '../args';
import type { DeckProblem, GamePlugin, GameSetup, Seat } from '../games/types';
import { SeededRandom } from '../sim/seed';

/** Toy state: plain data. */
export interface ToyState {
  ruleset: string;
  rng: number;
  decks: number[][];
  hands: number[][];
  played: number[][];
  scores: number[];
  turn: number;
  active: Seat;
  first: Seat;
  over: { winners: Seat[]; reason: string } | null;
}

/** Toy actions. */
export type ToyAction = { type: 'play'; card: number } | { type: 'pass' };

/** Toy events. */
export type ToyEvent =
  | { type: 'first'; seat: Seat }
  | { type: 'draw'; seat: Seat; card: number }
  | { type: 'play'; seat: Seat; card: number }
  | { type: 'pass'; seat: Seat }
  | { type: 'end'; winners: Seat[]; reason: string };

/** A toy deck: powers of its cards. */
export type ToyDeck = number[];

function random(state: ToyState): SeededRandom {
  const rng = new SeededRandom(state.rng);
  return rng;
}

function shuffle(state: ToyState, cards: number[]): void {
  const rng = random(state);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  state.rng = (rng.int(4294967296) ^ state.rng) >>> 0;
}

function finish(state: ToyState, reason: string, events: ToyEvent[]): void {
  const best = Math.max(...state.scores);
  const winners = state.scores.flatMap((s, seat) => (s === best ? [seat] : []));
  state.over = { winners: winners.length === 1 ? winners : [], reason };
  events.push({ type: 'end', winners: state.over.winners, reason });
}

function startTurn(state: ToyState, events: ToyEvent[]): void {
  if (state.ruleset === 'faulty' && state.turn === 3) throw new Error('faulty ruleset: turn 3 breaks');
  const deck = state.decks[state.active];
  const card = deck.pop();
  if (card === undefined) {
    finish(state, 'deck-out', events);
    return;
  }
  state.hands[state.active].push(card);
  events.push({ type: 'draw', seat: state.active, card });
}

function create(setup: GameSetup<ToyDeck>) {
  const events: ToyEvent[] = [];
  const state: ToyState = {
    ruleset: setup.ruleset,
    rng: typeof setup.seed === 'number' ? setup.seed : seedFrom(setup.seed),
    decks: setup.decks.map((d) => [...d]),
    hands: setup.decks.map(() => []),
    played: setup.decks.map(() => []),
    scores: setup.decks.map(() => 0),
    turn: 1,
    active: 0,
    first: 0,
    over: null,
  };
  for (const deck of state.decks) shuffle(state, deck);
  const rng = random(state);
  state.first = state.active = rng.int(setup.players);
  state.rng = (state.rng + 1) >>> 0;
  events.push({ type: 'first', seat: state.first });
  for (let seat = 0; seat < setup.players; seat++) {
    for (let n = 0; n < 3; n++) {
      const card = state.decks[seat].pop();
      if (card !== undefined) state.hands[seat].push(card);
    }
  }
  startTurn(state, events);
  return { state, events };
}

function legalActions(state: ToyState): ToyAction[] {
  if (state.over) return [];
  const hand = state.hands[state.active];
  const plays = hand.map((_, card): ToyAction => ({ type: 'play', card }));
  return [...plays, { type: 'pass' }];
}

function apply(state: ToyState, action: ToyAction) {
  if (state.over) throw new Error('the game is over');
  const events: ToyEvent[] = [];
  const seat = state.active;
  if (action.type === 'play') {
    const hand = state.hands[seat];
    if (!Number.isInteger(action.card) || action.card < 0 || action.card >= hand.length) {
      throw new Error(`no card ${action.card} in hand`);
    }
    const [card] = hand.splice(action.card, 1);
    state.played[seat].push(card);
    state.scores[seat] += card;
    events.push({ type: 'play', seat, card });
    if (state.ruleset === 'sprint' && state.scores[seat] >= 30) finish(state, 'score', events);
  } else if (action.type === 'pass') {
    events.push({ type: 'pass', seat });
    state.active = (seat + 1) % state.hands.length;
    if (state.active === state.first) state.turn++;
    startTurn(state, events);
  } else throw new Error('unknown action');
  return { state, events };
}

const powers = [1, 2, 3, 4, 5];

function parseDeck(text: string) {
  const problems: DeckProblem[] = [];
  const deck: ToyDeck = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/#.*/, '').trim();
    const match = /^(\d+)\s+power\s+(\d+)$/i.exec(line);
    const power = Number(match?.[2]);
    if (line === '') continue;
    if (!match) problems.push({ line: i + 1, message: `expected '<count> power <n>', got '${line}'` });
    else if (!powers.includes(power)) problems.push({ line: i + 1, message: `no card 'power ${power}'` });
    else for (let n = 0; n < Number(match[1]); n++) deck.push(power);
  }
  return problems.length > 0 ? { problems } : { deck, problems };
}

function validateDeck(deck: ToyDeck, ruleset: string): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const size = ruleset === 'sprint' ? 20 : 30;
  if (deck.length < size)
    problems.push({ message: `a deck needs at least ${size} cards, this one has ${deck.length}` });
  for (const power of powers) {
    const copies = deck.filter((c) => c === power).length;
    if (copies > 12) problems.push({ message: `at most 12 copies of power ${power}, found ${copies}` });
  }
  return problems;
}

/** The toy game as a plugin. */
export const toyGame: GamePlugin<ToyState, ToyAction, ToyEvent, ToyDeck> = {
  name: 'toy',
  title: 'Toy Numbers',
  players: { min: 2, max: 4, default: 2 },
  rulesets: [
    { name: 'standard', summary: 'play until a deck runs out' },
    { name: 'sprint', summary: 'first to 30 points wins' },
    { name: 'faulty', summary: 'breaks on turn 3 (for tests)' },
  ],
  decks: [
    { name: 'low', title: 'Low powers', deck: Array.from({ length: 30 }, (_, i) => (i % 3) + 1) },
    { name: 'high', title: 'High powers', deck: Array.from({ length: 30 }, (_, i) => (i % 5) + 1) },
  ],
  engine: {
    create,
    toAct: (s) => (s.over ? null : s.active),
    legalActions,
    apply,
    outcome: (s) => s.over,
    turn: (s) => s.turn,
    firstPlayer: (s) => s.first,
    clone: (s) => structuredClone(s),
    scores: (s) => s.scores,
  },
  evaluate: (s, seat) => s.scores[seat] * 2 - Math.max(...s.scores.filter((_, i) => i !== seat)) * 2,
  describeAction: (s, a) => (a.type === 'pass' ? 'pass' : `play power ${s.hands[s.active][a.card]}`),
  describeEvent: (_s, e) => {
    switch (e.type) {
      case 'first':
        return `P${e.seat + 1} goes first`;
      case 'draw':
        return null;
      case 'play':
        return `P${e.seat + 1} scores ${e.card}`;
      case 'pass':
        return null;
      case 'end':
        return e.winners.length > 0 ? `P${e.winners[0] + 1} wins by ${e.reason}` : `draw (${e.reason})`;
    }
  },
  zones: (s, seat) =>
    s.hands.flatMap((hand, owner) => [
      { name: 'deck', owner, cards: s.decks[owner].map(() => null) },
      { name: 'hand', owner, cards: hand.map((c) => (owner === seat ? `power ${c}` : null)) },
      { name: 'played', owner, cards: s.played[owner].map((c) => `power ${c}`) },
    ]),
  cards: () =>
    powers.map((p) => ({
      id: `p${p}`,
      name: `Power ${p}`,
      type: 'number',
      stats: { power: p },
      tags: [],
      abilities: [],
    })),
  parseDeck,
  validateDeck,
  rules: (ruleset) => ({
    zones: [
      { name: 'deck', owner: 'player', ordered: true, visibility: 'hidden' },
      { name: 'hand', owner: 'player', ordered: false, visibility: 'owner' },
      { name: 'played', owner: 'player', ordered: true, visibility: 'public' },
    ],
    phases: [
      { name: 'Draw', steps: [] },
      { name: 'Main', steps: ['play', 'pass'] },
    ],
    triggerPolicy: 'none',
    costModel: 'free',
    winConditions: ruleset === 'sprint' ? ['30 points'] : ['highest score when a deck runs out'],
    lossConditions: [],
    keywords: [],
    deckRules: [ruleset === 'sprint' ? 'at least 20 cards' : 'at least 30 cards', 'at most 12 copies'],
    options: [],
  }),
};
