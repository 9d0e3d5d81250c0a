import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  type CardId,
  type Ctx,
  createGame,
  defineGame,
  fixedPolicy,
  type Game,
  type PlayerId,
  setupScenario,
} from '../index';
import { type DeclaredTargets, declarableTargets, declaredAny } from './declare';
import { defineLanguage, verbOf } from './language';
import type { BareNouns } from './test-game';
import type { Steps, Target } from './types';

type Nouns = Omit<BareNouns, 'filter'> & {
  readonly filter: { readonly side?: 'you' | 'opponent'; readonly marked?: false };
};
const verb = verbOf<Nouns>();
const LANG = defineLanguage<Nouns>()({
  verbs: {
    mark: verb({
      run: (env, p: { readonly target: Target<Nouns> }) => {
        for (const c of env.targets(p.target)) env.ctx.addCounter(c, 'mark', 1);
      },
      describe: (p, say) => `mark ${say.target(p.target)}`,
    }),
    note: verb({
      run: (env, p: { readonly text: string }) => env.ctx.setVar('note', p.text),
      describe: (p) => `note ${p.text}`,
    }),
  },
  filter: {
    candidates: (env, f) =>
      env.ctx
        .allCards('play')
        .filter(
          (c) =>
            (f.side === undefined ||
              (f.side === 'you') === (env.ctx.card(c).controller === env.controller)) &&
            (f.marked === undefined || env.ctx.counter(c, 'mark') === 0),
        ),
    describe: (f, n) => `${f.side === 'opponent' ? 'opposing ' : ''}unit${n === 1 ? '' : 's'}`,
  },
});
type Spell = Steps<Nouns, typeof LANG.verbs>;

/** The effect `announce` declares and `resolve` resolves (a test sets it first). */
const SPELL: { steps: Spell } = { steps: [] };

const DEF = defineGame({
  id: 'declare-test',
  name: 'Declared targets test game',
  players: [2],
  zones: [
    { name: 'deck', owner: 'player', ordered: true, visibility: 'count' },
    { name: 'play', owner: 'player', ordered: false, visibility: 'public' },
    { name: 'discard', owner: 'player', ordered: true, visibility: 'public' },
  ],
  abilityZones: ['play'],
  turn: { phases: [{ id: 'main', steps: [{ id: 'main', mode: 'actions' }] }] },
  actions: [
    {
      type: 'announce',
      enumerate: (_ctx: Ctx, player: PlayerId, out: Action[]) => void out.push({ type: 'announce', player }),
      perform: (ctx: Ctx, a: Action) =>
        ctx.setVar('declared', LANG.announce(ctx, SPELL.steps, { controller: a.player, card: -1 }) as never),
    },
    {
      type: 'resolve',
      enumerate: (_ctx: Ctx, player: PlayerId, out: Action[]) => void out.push({ type: 'resolve', player }),
      perform: (ctx: Ctx, a: Action) => {
        const declared = ctx.getVar('declared') as unknown as DeclaredTargets | null;
        const source = { controller: a.player, card: -1 };
        if (declared === null) return void LANG.run(ctx, SPELL.steps, source);
        ctx.setVar('legal', LANG.recheck(ctx, SPELL.steps, { ...source, declared }) as never);
        LANG.run(ctx, SPELL.steps, { ...source, declared });
      },
    },
  ],
  policy: fixedPolicy({ key: () => 0 }),
  rulesets: [{ name: 'default', options: {} }],
  cards: [{ id: 'unit', name: 'Unit', types: ['unit'], stats: {} }],
  setup: () => {},
});

function newGame(): { game: Game; mine: CardId; a: CardId; b: CardId } {
  const game = createGame(DEF, { players: 2, decks: [['unit'], ['unit', 'unit']], seed: 1 });
  const [mine, a, b] = [0, 1, 2];
  setupScenario(game, (ctx) => {
    ctx.move(mine, 'play', 0);
    ctx.move(a, 'play', 1);
    ctx.move(b, 'play', 1);
  });
  return { game, mine, a, b };
}

function act(game: Game, type: string): void {
  apply(game, { type, player: game.state.turn.active });
}

function answer(game: Game, choice: readonly CardId[]): void {
  const d = game.state.decision;
  if (!d) throw new Error('no open decision');
  apply(game, { type: 'answer', player: d.request.player, choice: [...choice] });
}

describe('card language: targets declared on announcement (issue 20, faction D21, Lightseekers 4.3.3)', () => {
  it('announce asks for each chosen target at once, with the step’s text; resolving asks nothing again', () => {
    const { game, a, b } = newGame();
    SPELL.steps = [{ do: 'mark', target: { choose: { side: 'opponent' } } }];
    act(game, 'announce');
    expect(game.state.decision?.request.prompt).toBe('mark a chosen opposing unit');
    expect(game.state.decision?.request.options).toEqual([a, b]);
    answer(game, [b]);
    expect(game.ctx.getVar('declared')).toEqual([[{ card: b, stamp: game.state.cards[b].stamp }]]);
    act(game, 'resolve');
    expect(game.state.decision).toBeNull();
    expect(game.ctx.counter(b, 'mark')).toBe(1);
    expect(game.ctx.counter(a, 'mark')).toBe(0);
  });

  it('a declared card that is no longer a legal target is skipped on resolution (and recheck says so)', () => {
    const { game, b } = newGame();
    SPELL.steps = [
      { do: 'mark', target: { choose: { side: 'opponent' } } },
      { do: 'note', text: 'after' },
    ];
    act(game, 'announce');
    answer(game, [b]);
    setupScenario(game, (ctx) => ctx.move(b, 'discard', 1));
    act(game, 'resolve');
    expect(game.ctx.counter(b, 'mark')).toBe(0);
    expect(game.ctx.getVar('legal')).toEqual([[]]);
    expect(declaredAny(game.ctx.getVar('legal') as unknown as DeclaredTargets)).toBe(false);
    expect(game.ctx.getVar('note')).toBe('after'); // the other steps still happen
  });

  it('a card that left and came back is a new object: its declaration no longer holds', () => {
    const { game, b } = newGame();
    SPELL.steps = [{ do: 'mark', target: { choose: { side: 'opponent' } } }];
    act(game, 'announce');
    answer(game, [b]);
    setupScenario(game, (ctx) => {
      ctx.move(b, 'discard', 1);
      ctx.move(b, 'play', 1);
    });
    act(game, 'resolve');
    expect(game.ctx.counter(b, 'mark')).toBe(0);
  });

  it('a declared card that no longer matches the filter is skipped', () => {
    const { game, a } = newGame();
    SPELL.steps = [{ do: 'mark', target: { choose: { side: 'opponent', marked: false } } }];
    act(game, 'announce');
    answer(game, [a]);
    setupScenario(game, (ctx) => ctx.addCounter(a, 'mark', 1));
    act(game, 'resolve');
    expect(game.ctx.counter(a, 'mark')).toBe(1);
  });

  it('targets inside if blocks are declared; inside chooseOne options they are still chosen on resolution', () => {
    const inIf: Spell = [
      { do: 'if', if: { compare: 1, atLeast: 1 }, steps: [{ do: 'mark', target: { choose: {} } }] },
    ];
    expect(declarableTargets(inIf)).toHaveLength(1);
    const inOption: Spell = [{ do: 'chooseOne', options: [[{ do: 'mark', target: { choose: {} } }]] }];
    expect(declarableTargets(inOption)).toHaveLength(0);
  });

  it('an effect resolved without declared targets chooses on resolution, as before', () => {
    const { game, a } = newGame();
    SPELL.steps = [{ do: 'mark', target: { choose: { side: 'opponent' } } }];
    setupScenario(game, (ctx) => ctx.setVar('declared', null));
    apply(game, { type: 'resolve', player: 0 });
    expect(game.state.decision?.request.prompt).toBe('mark a chosen opposing unit');
    answer(game, [a]);
    expect(game.ctx.counter(a, 'mark')).toBe(1);
  });
});
