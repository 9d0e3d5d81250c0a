/**
 * "Toy Numbers", the small kernel game the command's tests play, as a {@link GameModule}. Each player
 * has a deck of number cards (`Power 1` … `Power 5`), starts with three in hand, draws one at the start
 * of each turn and may play cards (adding their power to their score) until they pass. The game ends
 * when the player to draw has an empty deck — the highest score wins, a tie is a draw — or, in the
 * `sprint` ruleset, when someone reaches 30 points. The `faulty` ruleset throws on turn 3, to test how
 * the command reports a game that fails. Skirmish has none of these: a decklist format of its own, deck
 * rules per ruleset and a ruleset that breaks.
 */
import {
  type Action,
  bagPolicy,
  type CardDefinition,
  type Ctx,
  type DeckIds,
  type DeckProblem,
  defineGame,
  defineModule,
  type Game,
  type GameModule,
  type PlayerId,
} from '@cardloom/core';

const POWERS = [1, 2, 3, 4, 5];
const SCORE = 'score';

const cards: CardDefinition[] = POWERS.map((power) => ({
  id: `p${power}`,
  name: `Power ${power}`,
  types: ['number'],
  stats: { power },
}));

/** Ends the game on `reason`: the single highest score wins, a tie is a draw. */
function finish(ctx: Ctx, reason: string): void {
  const scores = ctx.playersInOrder().map((p) => ({ p, score: ctx.playerCounter(p, SCORE) }));
  const best = Math.max(...scores.map((s) => s.score));
  const leaders = scores.filter((s) => s.score === best).map((s) => s.p);
  if (leaders.length === 1) ctx.win(leaders, reason);
  else ctx.drawGame(reason);
}

const play = {
  type: 'play',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    for (const card of ctx.cards('hand', player)) out.push({ type: 'play', player, card });
  },
  perform(ctx: Ctx, action: Action & { card: number }) {
    ctx.move(action.card, 'played', action.player, { cause: 'play', by: action.player });
    ctx.addPlayerCounter(action.player, SCORE, ctx.stat(action.card, 'power'));
    if (ctx.option('sprint') === true && ctx.playerCounter(action.player, SCORE) >= 30) finish(ctx, 'score');
  },
};

const pass = {
  type: 'end-turn',
  enumerate: (_ctx: Ctx, player: PlayerId, out: Action[]) => void out.push({ type: 'end-turn', player }),
  perform: (ctx: Ctx) => ctx.endStep(),
};

const definition = defineGame({
  id: 'toy',
  name: 'Toy Numbers',
  players: [2, 3, 4],
  zones: [
    { name: 'deck', owner: 'player', ordered: true, visibility: 'hidden' },
    { name: 'hand', owner: 'player', ordered: false, visibility: 'owner' },
    { name: 'played', owner: 'player', ordered: true, visibility: 'public' },
  ],
  turn: {
    phases: [
      {
        id: 'turn',
        steps: [
          {
            id: 'draw',
            mode: 'auto',
            enter: (ctx) => {
              if (ctx.option('faulty') === true && ctx.turnNumber === 3)
                throw new Error('faulty ruleset: turn 3 breaks');
              if (ctx.count('deck', ctx.active) === 0) finish(ctx, 'deck-out');
              else ctx.draw(ctx.active, 1);
            },
          },
          { id: 'main', mode: 'actions' },
        ],
      },
    ],
  },
  actions: [play, pass],
  policy: bagPolicy(),
  rulesets: [
    { name: 'standard', description: 'play until a deck runs out', options: {} },
    { name: 'sprint', description: 'first to 30 points wins', options: { sprint: true } },
    { name: 'faulty', description: 'breaks on turn 3 (for tests)', options: { faulty: true } },
  ],
  cards,
  setup(ctx) {
    for (let p = 0; p < ctx.playerCount; p++) {
      ctx.shuffle('deck', p);
      ctx.setPlayerCounter(p, SCORE, 0);
      ctx.draw(p, 3);
    }
    ctx.setActive(ctx.random(ctx.playerCount));
  },
});

/** Reads `<count> power <n>` lines (`#` starts a comment). */
function parseDeck(text: string) {
  const problems: DeckProblem[] = [];
  const deck: string[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/#.*/, '').trim();
    if (line === '') continue;
    const match = /^(\d+)\s+power\s+(\d+)$/i.exec(line);
    const power = Number(match?.[2]);
    if (!match) problems.push({ line: i + 1, message: `expected '<count> power <n>', got '${line}'` });
    else if (!POWERS.includes(power)) problems.push({ line: i + 1, message: `no card 'power ${power}'` });
    else for (let n = 0; n < Number(match[1]); n++) deck.push(`p${power}`);
  }
  return problems.length > 0 ? { problems } : { deck, problems };
}

/** At least 30 cards (20 in `sprint`), at most 12 copies of a card. */
function validateDeck(deck: DeckIds, ruleset: string): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const size = ruleset === 'sprint' ? 20 : 30;
  if (deck.length < size)
    problems.push({ message: `a deck needs at least ${size} cards, this one has ${deck.length}` });
  for (const power of POWERS) {
    const copies = deck.filter((c) => c === `p${power}`).length;
    if (copies > 12) problems.push({ message: `at most 12 copies of power ${power}, found ${copies}` });
  }
  return problems;
}

const score = (game: Game, player: PlayerId) => game.state.players[player].counters[SCORE] ?? 0;
const powerOf = (game: Game, card: number) =>
  game.definition.cards.find((c) => c.id === game.state.cards[card].def)?.stats.power;
const seat = (player: unknown) => `P${(player as number) + 1}`;

/** The toy game as a module. */
export const toyModule: GameModule = defineModule({
  definition,
  decks: [
    { name: 'low', title: 'Low powers', cards: Array.from({ length: 30 }, (_, i) => `p${(i % 3) + 1}`) },
    { name: 'high', title: 'High powers', cards: Array.from({ length: 30 }, (_, i) => `p${(i % 5) + 1}`) },
  ],
  parseDeck,
  validateDeck,
  evaluate: (game, player) => {
    const others = game.state.players.filter((p) => p.id !== player).map((p) => score(game, p.id));
    return score(game, player) * 2 - Math.max(...others) * 2;
  },
  scores: (game) => game.state.players.map((p) => score(game, p.id)),
  describe: {
    action: (game, action) =>
      action.type === 'end-turn'
        ? 'pass'
        : action.type === 'play'
          ? `play power ${powerOf(game, action.card as number)}`
          : undefined,
    event: (_game, event) => {
      if (event.type === 'player-counter' && event.counter === SCORE)
        return `${seat(event.player)} scores ${(event.to as number) - (event.from as number)}`;
      if (event.type === 'game-over') {
        const winners = event.winners as number[];
        return winners.length > 0 ? `${seat(winners[0])} wins by ${event.reason}` : `draw (${event.reason})`;
      }
      return null;
    },
  },
  rules: (ruleset) => ({
    costModel: 'free',
    winConditions: ruleset === 'sprint' ? ['30 points'] : ['highest score when a deck runs out'],
    deckRules: [ruleset === 'sprint' ? 'at least 20 cards' : 'at least 30 cards', 'at most 12 copies'],
  }),
});
