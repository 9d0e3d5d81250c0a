import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../index';
import {
  ABILITIES,
  answer,
  answerAll,
  cast,
  hand,
  LANG,
  logOf,
  newGame,
  points,
  put,
  type Spell,
} from './test-game';

describe('card language: steps in order ("then")', () => {
  it('runs steps top to bottom and writes them joined by “then”', () => {
    const steps: Spell = [
      { do: 'note', text: 'a' },
      { do: 'note', text: 'b' },
    ];
    const game = newGame();
    cast(game, steps);
    expect(logOf(game.ctx)).toEqual(['a', 'b']);
    expect(LANG.say.steps(steps)).toBe('note “a”, then note “b”');
  });
});

describe('card language: may (declining skips only that step)', () => {
  const steps: Spell = [
    { do: 'gain', n: 2, may: true },
    { do: 'note', text: 'after' },
  ];

  it('asks its controller with the step’s own text, and runs the step on yes', () => {
    const game = newGame();
    cast(game, steps);
    expect(game.state.decision?.request.prompt).toBe('You may: gain 2 points');
    answer(game, ['yes']);
    expect(points(game)).toBe(2);
    expect(logOf(game.ctx)).toEqual(['after']);
  });

  it('on no skips that step only: the next step still happens', () => {
    const game = newGame();
    cast(game, steps);
    answer(game, ['no']);
    expect(points(game)).toBe(0);
    expect(logOf(game.ctx)).toEqual(['after']);
    expect(LANG.say.steps(steps)).toBe('you may gain 2 points, then note “after”');
  });

  it('a may its verb cannot do now is not asked: it is not done, and the next step still happens', () => {
    const game = newGame();
    cast(game, [{ do: 'discard', n: 2 }]);
    answerAll(game);
    expect(hand(game)).toBe(0);
    cast(game, [
      { do: 'discard', n: 1, may: true },
      { do: 'gain', n: 1, if: 'youDid' },
      { do: 'note', text: 'after' },
    ]);
    expect(game.state.decision).toBeNull();
    expect(points(game)).toBe(0);
    expect(logOf(game.ctx)).toEqual(['after']);
  });
});

describe('card language: deep nesting flattens (Chernabog’s seven levels read top to bottom)', () => {
  const steps: Spell = [
    { do: 'mark', target: { choose: { side: 'opponent' } }, may: true },
    {
      do: 'forEach',
      each: { players: 'ownerOfIt' },
      if: 'youDid',
      steps: [{ do: 'gain', n: 2, may: 'thatPlayer' }],
    },
  ];

  it('“you may A; if you do, its owner may B”: each question goes to its player, in order', () => {
    const game = newGame();
    const theirs = put(game, 'unit', 1);
    cast(game, steps);
    expect(game.state.decision?.request.player).toBe(0);
    answer(game, ['yes']);
    expect(game.state.decision?.request.player).toBe(1);
    expect(game.state.decision?.request.prompt).toBe('You may: gain 2 points');
    answer(game, ['yes']);
    expect([points(game, 0), points(game, 1), game.ctx.counter(theirs, 'mark')]).toEqual([0, 2, 1]);
    expect(LANG.say.steps(steps)).toBe(
      'you may mark a chosen opposing unit, then if you do, for its owner, that player may gain 2 points',
    );
  });

  it('declining the first step skips the second', () => {
    const game = newGame();
    put(game, 'unit', 1);
    cast(game, steps);
    answer(game, ['no']);
    expect(game.state.decision).toBeNull();
    expect(points(game, 1)).toBe(0);
  });
});

describe('card language: if (guards, if/otherwise, “if you do”)', () => {
  it('a guarded step happens only while its condition holds when it is reached', () => {
    const steps: Spell = [{ do: 'gain', n: 1, if: { test: 'handAtLeast', n: 2 } }];
    const game = newGame();
    cast(game, steps);
    expect(points(game)).toBe(1);
    cast(game, [{ do: 'discard', n: 1 }, ...steps]);
    answer(game, [game.state.decision?.request.options[0] ?? -1]);
    expect(points(game)).toBe(1);
    expect(LANG.say.steps(steps)).toBe('if you have at least 2 cards in hand, gain 1 point');
  });

  it('if/otherwise runs exactly one branch', () => {
    const steps: Spell = [
      {
        do: 'if',
        if: { test: 'leading' },
        steps: [{ do: 'note', text: 'ahead' }],
        otherwise: [{ do: 'note', text: 'behind' }],
      },
    ];
    const game = newGame();
    cast(game, steps);
    cast(game, [{ do: 'gain', n: 1 }, ...steps]);
    expect(logOf(game.ctx)).toEqual(['behind', 'ahead']);
    expect(LANG.say.steps(steps)).toBe('if you have the most points, note “ahead”; otherwise, note “behind”');
  });

  it('“if you do” follows whether the previous step was done in full', () => {
    const steps: Spell = [
      { do: 'discard', n: 3 },
      { do: 'gain', n: 5, if: 'youDid' },
    ];
    const game = newGame();
    cast(game, steps); // two cards in hand: the discard of three is not done in full
    answerAll(game);
    expect(hand(game)).toBe(0);
    expect(points(game)).toBe(0);
    cast(game, [{ do: 'draw', who: 'you', n: 3 }, ...steps]);
    answerAll(game);
    expect(points(game)).toBe(5);
    expect(LANG.say.steps(steps)).toBe('discard 3 cards, then if you do, gain 5 points');
  });

  it('shared conditions combine game tests: not, all, any, compare', () => {
    const game = newGame();
    const source = { controller: 0, card: -1 };
    const two = { test: 'handAtLeast', n: 2 } as const;
    const three = { test: 'handAtLeast', n: 3 } as const;
    expect(LANG.holds(game.ctx, { not: three }, source)).toBe(true);
    expect(LANG.holds(game.ctx, { all: [two, three] }, source)).toBe(false);
    expect(LANG.holds(game.ctx, { any: [two, three] }, source)).toBe(true);
    expect(LANG.holds(game.ctx, { compare: { count: 'hand' }, atLeast: 2, atMost: 2 }, source)).toBe(true);
    expect(LANG.say.condition({ not: three })).toBe('it is not true that you have at least 3 cards in hand');
    expect(LANG.say.condition({ compare: { count: 'hand' }, atMost: 4 })).toBe(
      'the number of cards in your hand is at most 4',
    );
  });
});

describe('card language: choose one', () => {
  const steps: Spell = [
    {
      do: 'chooseOne',
      options: [
        [{ do: 'gain', n: 1 }],
        [
          { do: 'discard', n: 1 },
          { do: 'gain', n: 3 },
        ],
      ],
    },
  ];

  it('its controller picks one option among those that could be done, and only that one runs', () => {
    const game = newGame();
    cast(game, steps);
    const request = game.state.decision?.request;
    expect(request?.options).toEqual(['0', '1']);
    expect(request?.prompt).toBe('choose one: gain 1 point; or discard 1 card, then gain 3 points');
    answer(game, ['0']);
    expect(points(game)).toBe(1);
    expect(hand(game)).toBe(2);
  });

  it('an option whose first step is impossible is not offered (an empty hand cannot discard)', () => {
    const game = newGame();
    cast(game, [{ do: 'discard', n: 2 }]);
    answerAll(game);
    expect(hand(game)).toBe(0);
    cast(game, steps);
    // Only one option was left, so the kernel answered the forced choice itself or asks with one option.
    if (game.state.decision) expect(game.state.decision.request.options).toEqual(['0']);
    if (game.state.decision) answer(game, ['0']);
    expect(points(game)).toBe(1);
  });
});

describe('card language: for each and repeat', () => {
  it('for each card runs the steps once per card with “that card” bound to it', () => {
    const game = newGame();
    const a = put(game, 'unit');
    const b = put(game, 'unit', 1);
    const steps: Spell = [
      { do: 'forEach', each: { cards: { each: {} } }, steps: [{ do: 'mark', target: 'it' }] },
    ];
    cast(game, steps);
    expect([game.ctx.counter(a, 'mark'), game.ctx.counter(b, 'mark')]).toEqual([1, 1]);
    expect(LANG.say.steps(steps)).toBe('for each unit, mark that card');
  });

  it('for each player runs the steps once per player with “that player” bound', () => {
    const game = newGame();
    const steps: Spell = [{ do: 'forEach', each: { players: 'eachPlayer' }, steps: [{ do: 'gain', n: 2 }] }];
    cast(game, steps);
    expect([points(game, 0), points(game, 1)]).toEqual([2, 2]);
    expect(LANG.say.steps(steps)).toBe('for each player, gain 2 points');
  });

  it('repeat runs its steps a fixed or counted number of times', () => {
    const game = newGame();
    cast(game, [{ do: 'repeat', times: 2, steps: [{ do: 'gain', n: 1 }] }]);
    expect(points(game)).toBe(2);
    const counted: Spell = [
      { do: 'repeat', times: { count: 'hand', plus: 1 }, steps: [{ do: 'gain', n: 1 }] },
    ];
    cast(game, counted);
    expect(points(game)).toBe(5);
    expect(LANG.say.steps([{ do: 'repeat', times: 2, steps: [{ do: 'gain', n: 1 }] }])).toBe(
      'twice: gain 1 point',
    );
    expect(LANG.say.steps(counted)).toBe('the number of cards in your hand plus 1 times: gain 1 point');
  });
});

describe('card language: steps inside a verb’s parameters (a die roll’s outcomes)', () => {
  it('the verb runs and describes them through the language, and they are type-checked like any steps', () => {
    const steps: Spell = [
      {
        do: 'roll',
        sides: 2,
        outcomes: [
          { on: [1], steps: [{ do: 'gain', n: 1 }] },
          {
            on: [2],
            steps: [
              { do: 'gain', n: 2 },
              { do: 'note', text: 'high' },
            ],
          },
        ],
      },
    ];
    const game = newGame();
    cast(game, steps);
    const rolled = Number(logOf(game.ctx)[0]?.replace('rolled ', ''));
    expect(points(game)).toBe(rolled);
    expect(logOf(game.ctx).slice(1)).toEqual(rolled === 2 ? ['high'] : []);
    expect(LANG.say.steps(steps)).toBe(
      'roll a 2-sided die: on 1, gain 1 point; on 2, gain 2 points, then note “high”',
    );
  });
});

describe('card language: targets, choices and references', () => {
  it('a chosen target asks the controller among matching cards, with the step’s text as the prompt; “it” is that card', () => {
    const game = newGame();
    put(game, 'unit');
    const theirs = put(game, 'unit', 1);
    const other = put(game, 'unit', 1);
    const steps: Spell = [
      { do: 'mark', target: { choose: { side: 'opponent' } } },
      { do: 'mark', target: 'it' },
    ];
    cast(game, steps);
    const request = game.state.decision?.request;
    expect(request?.options).toEqual([theirs, other]);
    expect(request?.prompt).toBe('mark a chosen opposing unit');
    answer(game, [theirs]);
    expect(game.ctx.counter(theirs, 'mark')).toBe(2);
    expect(LANG.say.steps(steps)).toBe('mark a chosen opposing unit, then mark that card');
  });

  it('a choice `by` another player is asked of that player', () => {
    const game = newGame();
    const a = put(game, 'unit');
    put(game, 'unit');
    cast(game, [{ do: 'mark', target: { choose: { side: 'you' }, by: 'eachOpponent' } }]);
    expect(game.state.decision?.request.player).toBe(1);
    answer(game, [a]);
    expect(game.ctx.counter(a, 'mark')).toBe(1);
  });

  it('a choice with no candidate does nothing and asks nothing', () => {
    const game = newGame();
    cast(game, [{ do: 'mark', target: { choose: { side: 'opponent' } } }]);
    expect(game.state.decision).toBeNull();
  });

  it('“that many” is what the previous step counted; `as` remembers cards for a later step', () => {
    const game = newGame();
    const mine = put(game, 'unit');
    cast(game, [
      { do: 'discard', n: 2, upTo: true, as: 'gone' },
      { do: 'mark', target: { each: { side: 'you' } }, as: 'marked' },
      { do: 'gain', n: 'thatMany' },
      { do: 'mark', target: { slot: 'marked' } },
    ]);
    answerAll(game);
    expect(game.ctx.counter(mine, 'mark')).toBe(2);
    expect(points(game)).toBe(1); // one card marked → that many = 1
    cast(game, [
      { do: 'draw', who: 'you', n: 2 },
      { do: 'discard', n: 2, upTo: true },
      { do: 'gain', n: 'thatMany' },
    ]);
    answerAll(game);
    expect(points(game)).toBe(3);
    expect(LANG.say.target({ slot: 'marked' })).toBe('the marked');
    expect(LANG.say.target({ choose: {}, by: 'ownerOfIt' })).toBe('a unit chosen by its owner');
    expect(LANG.say.amount({ cards: 'self', times: 2 })).toBe('2 times the number of cards in this unit');
  });

  it('a verb may name “that player” (a chosen opponent) for the steps after it', () => {
    const game = newGame();
    const steps: Spell = [{ do: 'chooseOpponent' }, { do: 'gain', n: 3 }];
    cast(game, steps);
    expect([points(game, 0), points(game, 1)]).toEqual([0, 3]);
    expect(LANG.say.steps(steps)).toBe('choose an opponent, then gain 3 points');
  });

  it('amounts: fixed, counted, a target’s number of cards, scaled and shifted', () => {
    const game = newGame();
    put(game, 'unit');
    put(game, 'unit', 1);
    const env = LANG.env(game.ctx, { controller: 0, card: -1 });
    expect(env.amount(3)).toBe(3);
    expect(env.amount({ count: 'hand' })).toBe(2);
    expect(env.amount({ cards: { each: {} }, times: 2, plus: 1 })).toBe(5);
    expect(LANG.say.amount({ cards: { each: { side: 'opponent' } } })).toBe('the number of opposing units');
  });

  it('durations: a change until end of turn ends with the turn', () => {
    const game = newGame();
    const unit = put(game, 'unit');
    cast(game, [{ do: 'pump', target: 'it', by: 1, until: 'turn' }]);
    expect(game.ctx.stat(unit, 'power')).toBe(1); // “it” was empty: nothing changed
    const steps: Spell = [{ do: 'pump', target: { each: { side: 'you' } }, by: 2, until: 'turn' }];
    cast(game, steps);
    expect(game.ctx.stat(unit, 'power')).toBe(3);
    apply(game, { type: 'end', player: 0 });
    expect(game.ctx.stat(unit, 'power')).toBe(1);
    expect(LANG.say.steps(steps)).toBe('each unit you control gets +2 power until end of turn');
  });
});

describe('card language: abilities', () => {
  it('a triggered ability resolves its steps when its trigger happens and its condition holds', () => {
    const game = newGame();
    const herald = (player: number) =>
      game.state.cards.find((c) => c.def === 'herald' && c.owner === player)?.id;
    cast(game, [{ do: 'discard', n: 2 }]);
    answerAll(game);
    apply(game, { type: 'deploy', player: 0, card: herald(0) ?? -1 });
    expect(points(game, 0)).toBe(0); // an empty hand: the condition fails, nothing resolves
    apply(game, { type: 'end', player: 0 });
    apply(game, { type: 'deploy', player: 1, card: herald(1) ?? -1 });
    expect(points(game, 1)).toBe(1);
  });

  it('a static ability changes stats while its card is active and its condition holds', () => {
    const game = newGame();
    const unit = put(game, 'unit');
    put(game, 'banner');
    expect(game.ctx.stat(unit, 'power')).toBe(1); // not leading yet
    cast(game, [{ do: 'gain', n: 1 }]);
    expect(game.ctx.stat(unit, 'power')).toBe(2);
  });

  it('a static part may count its amount continuously (“+1 power for each card in your hand”)', () => {
    const game = newGame(['giant']);
    const giant = put(game, 'giant');
    expect(game.ctx.stat(giant, 'power')).toBe(1 + 2);
    cast(game, [{ do: 'discard', n: 1 }]);
    answer(game, [game.ctx.cards('hand', 0)[0]]);
    expect(game.ctx.stat(giant, 'power')).toBe(1 + 1);
    expect(LANG.say.ability(ABILITIES.giant[0])).toBe(
      'Hoard — This unit gets +1 power for each card in your hand.',
    );
  });

  it('a replacement ability changes the event before it happens', () => {
    const game = newGame();
    const ward = put(game, 'ward');
    const unit = put(game, 'unit');
    apply(game, { type: 'hurt', player: 0, card: ward });
    apply(game, { type: 'hurt', player: 0, card: unit });
    expect([game.ctx.counter(ward, 'damage'), game.ctx.counter(unit, 'damage')]).toEqual([1, 3]);
  });

  it('activated abilities: listed only when timing, once-per-turn limit and cost allow; activating pays', () => {
    const game = newGame();
    const well = put(game, 'well');
    const listed = () =>
      legalActions(game)
        .filter((a) => a.type === 'activate')
        .map((a) => a.index);
    expect(listed()).toEqual([1, 2]); // Draw Water costs a point
    cast(game, [{ do: 'gain', n: 2 }]);
    expect(listed()).toEqual([0, 1, 2]);
    apply(game, { type: 'activate', player: 0, card: well, index: 0 });
    expect([points(game), hand(game), game.ctx.card(well).tapped]).toEqual([1, 3, true]);
    expect(listed()).toEqual([1, 2]); // tapped, and once per turn
    game.ctx.setVar('window', 'response');
    expect(listed()).toEqual([1]); // only the “any time” ability outside the main timing
  });

  it('the game may frame decision prompts (here: the card’s name first)', () => {
    const game = newGame();
    const well = put(game, 'well');
    put(game, 'unit');
    put(game, 'unit', 1);
    put(game, 'unit', 1);
    apply(game, { type: 'activate', player: 0, card: well, index: 2 });
    expect(game.state.decision?.request.prompt).toBe('well: mark 2 chosen units');
  });

  it('abilities read as one line each, generated from their parts', () => {
    const lines = ['herald', 'banner', 'ward', 'well'].flatMap((id) =>
      (ABILITIES[id] ?? []).map((a) => LANG.say.ability(a)),
    );
    expect(lines).toEqual([
      'Fanfare — When this unit enters play, if you have at least 1 card in hand: gain 1 point.',
      'Rally — While you have the most points, other units you control get +1 power.',
      'Aegis — Damage dealt to this unit is reduced by 2.',
      'Draw Water — Once per turn. Tap this unit, pay 1 point: draw 1 card.',
      'Wish — Any time. Free: gain 1 point.',
      'Splash — Free: mark 2 chosen units.',
    ]);
  });
});
