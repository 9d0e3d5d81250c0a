import { actionCardFields, canSee } from '@cardloom/core';
import { skirmishModule } from '@cardloom/core/testing';
import { describe, expect, test } from 'vitest';
import { manualClock } from '../clock';
import { DEFAULT_MODULES } from '../modules';
import { hashSeatToken, newMatchCode, newSeatToken, tokenMatches } from './credentials';
import { MatchResumeError, MatchSetupError } from './errors';
import { Match, SPECTATOR } from './match';
import { resolveSetup } from './setup';

const seed = () => 1;

describe('issue 18: creating a match checks what the client asked for', () => {
  test('defaults: the first game, its default seat count and ruleset, no bots, no timers', () => {
    const setup = resolveSetup(DEFAULT_MODULES, {}, seed);
    expect(setup).toMatchObject({
      game: 'lorcana',
      seed: 1,
      seats: ['human', 'human'],
      turnMs: null,
      fillAfterMs: null,
    });
    expect(setup.ruleset).toBe(DEFAULT_MODULES[0].rulesets[0].name);
    expect(setup.decks).toEqual([DEFAULT_MODULES[0].decks[0].cards, DEFAULT_MODULES[0].decks[1].cards]);
  });

  test.each([
    [{ game: 'chess' }, /unknown game "chess"; this server hosts lorcana/],
    [{ game: 'skirmish', players: 9 }, /players must be an integer from 2 to 4, got 9/],
    [{ game: 'skirmish', players: '2' }, /players must be an integer/],
    [{ game: 'skirmish', ruleset: 'house' }, /unknown ruleset "house" for skirmish; known: standard/],
    [{ game: 'skirmish', bots: 3 }, /bots must be an integer from 0 to 2/],
    [{ game: 'skirmish', bot: 'genius' }, /bot must be one of random, greedy, mcts/],
    [{ game: 'skirmish', turnMs: 0 }, /turnMs must be an integer from 1/],
    [{ game: 'skirmish', seed: { x: 1 } }, /seed must be a string or a safe integer/],
    [{ game: 'lorcana', decks: ['amber-amethyst'] }, /decks must list one ready deck name per seat \(2\)/],
    [{ game: 'lorcana', decks: 'amber-amethyst' }, /decks must list one ready deck name per seat/],
    [
      { game: 'lorcana', decks: ['amber-amethyst', 'nope'] },
      /unknown deck "nope" for lorcana; ready decks: amber-amethyst, emerald-ruby/,
    ],
  ])('%j is refused with a MatchSetupError naming the problem', (options, message) => {
    expect(() => resolveSetup(DEFAULT_MODULES, options, seed)).toThrow(MatchSetupError);
    expect(() => resolveSetup(DEFAULT_MODULES, options, seed)).toThrow(message);
  });

  test('decks: a ready deck chosen by name for each seat (the web lobby offers them)', () => {
    const lorcana = DEFAULT_MODULES[0];
    const setup = resolveSetup(DEFAULT_MODULES, { decks: ['sapphire-steel', 'amber-amethyst'] }, seed);
    expect(lorcana.decks.map((d) => d.name)).toContain('sapphire-steel');
    expect(setup.decks).toEqual([
      lorcana.decks.find((d) => d.name === 'sapphire-steel')!.cards,
      lorcana.decks.find((d) => d.name === 'amber-amethyst')!.cards,
    ]);
    expect(setup.decks[0]).not.toEqual(resolveSetup(DEFAULT_MODULES, {}, seed).decks[0]);
  });

  test('bots take the last seats', () => {
    expect(resolveSetup(DEFAULT_MODULES, { game: 'skirmish', players: 3, bots: 2 }, seed).seats).toEqual([
      'human',
      'bot',
      'bot',
    ]);
  });
});

describe('issue 18: an action is taken only as the sender, only if legal by value, only at the count it saw', () => {
  const setup = resolveSetup([skirmishModule], { seed: 3 }, seed);

  test('the player field is replaced by the seat; a copy equal by value (other key order) is accepted', () => {
    const match = Match.create(skirmishModule, setup);
    const seat = match.toAct as number;
    const [legal] = match.legalFor(seat);
    const reordered = Object.fromEntries(Object.entries({ ...legal, player: 99 }).reverse());
    const result = match.submit(seat, 0, reordered);
    expect(result).toMatchObject({ ok: true, action: { ...legal, player: seat } });
    expect(match.seq).toBe(1);
  });

  test.each([
    ['not an object', 'pass', 'malformed'],
    ['no type', { card: 1 }, 'malformed'],
    ['not JSON (a function inside)', { type: 'pass', f: () => 1 }, 'malformed'],
    ['an action no rule allows', { type: 'teleport' }, 'illegal-action'],
  ])('%s is refused (%s) and changes nothing', (_what, action, reason) => {
    const match = Match.create(skirmishModule, setup);
    const before = JSON.stringify(match.game.state);
    expect(match.submit(match.toAct as number, 0, action)).toMatchObject({ ok: false, reason });
    expect(JSON.stringify(match.game.state)).toBe(before);
  });

  test('the wrong seat, a stale count and a spectator are refused', () => {
    const match = Match.create(skirmishModule, setup);
    const seat = match.toAct as number;
    const [legal] = match.legalFor(seat);
    expect(match.submit(1 - seat, 0, legal)).toMatchObject({ ok: false, reason: 'not-your-turn' });
    expect(match.submit(seat, 1, legal)).toMatchObject({ ok: false, reason: 'stale' });
    expect(match.submit(SPECTATOR, 0, legal)).toMatchObject({ ok: false, reason: 'spectator' });
    expect(match.legalFor(1 - seat)).toEqual([]);
    expect(match.seq).toBe(0);
  });

  test('a conceding seat loses; nothing is accepted after the end', () => {
    const match = Match.create(skirmishModule, setup);
    expect(match.concede(0)).toMatchObject({ ok: true });
    expect(match.result()?.winners).toEqual([1]);
    expect(match.concede(1)).toMatchObject({ ok: false, reason: 'match-over' });
    expect(match.submit(1, match.seq, { type: 'pass' })).toMatchObject({ ok: false, reason: 'match-over' });
  });

  test('resume rebuilds the same state from the action log; a log the rules refuse is a MatchResumeError', () => {
    const match = Match.create(skirmishModule, setup);
    for (let i = 0; i < 10 && !match.over; i++) {
      const seat = match.toAct as number;
      match.submitLegal(seat, match.seq, match.botAction(seat));
    }
    const again = Match.resume(skirmishModule, setup, match.game.log);
    expect(again.game.state).toEqual(match.game.state);
    expect(() => Match.resume(skirmishModule, setup, [{ type: 'teleport', player: 0 }])).toThrow(
      MatchResumeError,
    );
  });
});

describe('issue 18: seat credentials and the match clock', () => {
  test('a token matches only its own hash; codes and tokens differ each time', () => {
    const token = newSeatToken();
    expect(tokenMatches(token, hashSeatToken(token))).toBe(true);
    expect(tokenMatches(newSeatToken(), hashSeatToken(token))).toBe(false);
    expect(tokenMatches(token, null)).toBe(false);
    expect(tokenMatches(42, hashSeatToken(token))).toBe(false);
    expect(newMatchCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(newMatchCode()).not.toBe(newMatchCode());
  });

  test('the manual clock runs due timers in time order and skips cleared ones', () => {
    const clock = manualClock(100);
    const ran: string[] = [];
    clock.setTimeout(() => ran.push(`b@${clock.now()}`), 20);
    clock.setTimeout(() => ran.push(`a@${clock.now()}`), 10);
    const c = clock.setTimeout(() => ran.push('c'), 15);
    clock.clearTimeout(c);
    clock.advance(19);
    expect(ran).toEqual(['a@110']);
    clock.advance(1);
    expect(ran).toEqual(['a@110', 'b@120']);
    expect(clock.now()).toBe(120);
    expect(clock.pending()).toBe(0);
  });
});

describe('issue 13.3: a client is offered hidden cards only as handles (legalFor / submit)', () => {
  test.each(DEFAULT_MODULES.map((m) => [m.name, m] as const))(
    '%s: random games through the client path — no listed action names a hidden card, each is accepted',
    (_name, module) => {
      let offered = 0;
      for (let game = 1; game <= 2; game++) {
        const match = Match.create(module, resolveSetup([module], { game: module.name, seed: game }, seed));
        for (let step = 0; step < 400 && !match.over; step++) {
          const seat = match.game.actingSeats[0];
          const listed = match.legalFor(seat);
          expect(match.choicesFor(seat)).toHaveLength(listed.length);
          for (const action of listed)
            for (const key of actionCardFields(module.definition, action)) {
              const value = action[key];
              if (typeof value === 'number' && value >= 0)
                expect(canSee(match.game, seat, value), `${key} of ${JSON.stringify(action)}`).toBe(true);
            }
          offered += listed.length;
          const pick = listed[(step * 7919 + game) % listed.length];
          expect(match.submit(seat, match.seq, JSON.parse(JSON.stringify(pick)))).toMatchObject({ ok: true });
        }
      }
      expect(offered).toBeGreaterThan(100);
    },
  );
});
