/**
 * Issue 13.7 fuzz suite: hostile decklist and replay files for every built-in game, run through the
 * real command. Every input must get either a valid result (exit 0) or a typed error with exit 1 —
 * never an unexpected exception, never a raw control character on the terminal.
 *
 * Runs are bounded and seeded (the same inputs every run); `CARDLOOM_FUZZ_RUNS` multiplies the run
 * counts and `CARDLOOM_FUZZ_SEED` picks other inputs, for longer hunts by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILTIN_MODULES } from '../games/builtin';
import { runBuiltin } from '../testing/run-builtin';

const SCALE = Number(process.env.CARDLOOM_FUZZ_RUNS ?? 1);
const SEED = Number(process.env.CARDLOOM_FUZZ_SEED ?? 137);
const DECK_RUNS = Math.max(1, Math.round(200 * SCALE));
const PLAY_RUNS = Math.max(1, Math.round(15 * SCALE));
const REPLAY_RUNS = Math.max(1, Math.round(40 * SCALE));
const MODULE_RUNS = Math.max(1, Math.round(300 * SCALE));

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** What every run must satisfy, whatever the input. */
function expectTypedOutcome(code: number, stdout: string, stderr: string): void {
  expect([0, 1]).toContain(code);
  expect(stderr).not.toContain('unexpected error');
  expect(stdout).not.toMatch(RAW_CONTROL);
  expect(stderr).not.toMatch(RAW_CONTROL);
  if (code === 1) expect(`${stdout}${stderr}`).toMatch(/problem|: /);
}

/** Characters a hostile file is made of. */
const hostileChar = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b',
  '\u001b[2J',
  '\u009b',
  '\r',
  '\t',
  '\u202e',
  '\u2066',
  '\u2028',
  '\ufeff',
  '\ufffd',
  '\ud800',
  'é',
  '😀',
  '#',
  '//',
  'x',
  ' ',
);

const hostileCount = fc.oneof(
  fc.nat({ max: 10 }).map(String),
  fc.constantFrom(
    '0',
    '00',
    '-1',
    '1e9',
    '9999999999',
    '4294967297',
    '99999999999999999999999999',
    '1000',
    '1001',
  ),
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
);

const junkText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(hostileChar, { maxLength: 20 }).map((parts) => parts.join('')),
);

const newline = fc.constantFrom('\n', '\r\n', '\r');

for (const module of BUILTIN_MODULES) {
  const names = module.cards().flatMap((c) => [c.name, c.id]);
  const ready = module.decks[0].cards;
  const readyLines = [...new Set(ready)].map((id) => `${ready.filter((c) => c === id).length} ${id}`);
  const readyText =
    module.name === 'lorcana'
      ? [...new Set(ready)].map((id) => {
          const card = module.cards().find((c) => c.id === id);
          return `${ready.filter((c) => c === id).length} ${card?.name}`;
        })
      : readyLines;

  const line = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...readyText) },
    {
      weight: 3,
      arbitrary: fc.tuple(hostileCount, fc.constantFrom(...names)).map(([n, name]) => `${n} ${name}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileCount, fc.constantFrom('x', ' x ', 'X'), fc.constantFrom(...names))
        .map((p) => p.join('')),
    },
    { weight: 2, arbitrary: junkText },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...names), hostileChar, junkText).map((p) => p.join('')),
    },
    { weight: 1, arbitrary: fc.integer({ min: 150, max: 5000 }).map((n) => `1 ${'A'.repeat(n)}`) },
  );
  const deckText = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(fc.array(line, { maxLength: 70 }), newline).map(([ls, nl]) => ls.join(nl)),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1900, max: 2100 }).map((n) => '1 x\n'.repeat(n)) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes).toString('utf8')),
    },
    { weight: 1, arbitrary: fc.constant(readyText.join('\n')) },
  );

  describe(`issue 13.7 fuzz: hostile decklists for ${module.name}`, () => {
    it(`deck validate ${module.name}: ${DECK_RUNS} hostile files, each a valid result or a typed error`, async () => {
      const outcomes = { valid: 0, refused: 0 };
      await fc.assert(
        fc.asyncProperty(deckText, async (text) => {
          const { code, io } = await runBuiltin(['deck', 'validate', module.name, 'd.txt'], {
            files: { 'd.txt': text },
          });
          expectTypedOutcome(code, io.stdout, io.stderr);
          if (code === 0) expect(io.stdout).toContain('a legal');
          else expect(io.stdout).toMatch(/\d+ problems? \(/);
          outcomes[code === 0 ? 'valid' : 'refused']++;
        }),
        { numRuns: DECK_RUNS, seed: SEED },
      );
      // The suite must reach both answers, or it tests less than it claims.
      expect(outcomes.valid).toBeGreaterThan(0);
      expect(outcomes.refused).toBeGreaterThan(0);
    });

    it(`${module.name} module: ${MODULE_RUNS} hostile texts and kernel decks, read and checked without an exception`, () => {
      const ids = module.cards().map((c) => c.id);
      // Mostly known ids (so the game's own rules run), sometimes junk (so the unknown-id check does).
      const kernelDeck = fc.oneof(
        { weight: 3, arbitrary: fc.array(fc.constantFrom(...ids), { maxLength: 80 }) },
        {
          weight: 1,
          arbitrary: fc.array(
            fc.oneof(
              fc.constantFrom(...ids),
              fc.constantFrom('', '__proto__', 'constructor', 'x'),
              fc.string({ maxLength: 8 }),
            ),
            { maxLength: 80 },
          ),
        },
      );
      fc.assert(
        fc.property(
          deckText,
          kernelDeck,
          fc.constantFrom(...module.rulesets.map((r) => r.name), 'no-such-ruleset'),
          (text, deck, ruleset) => {
            const read = module.parseDeck(text);
            expect(Array.isArray(read.problems)).toBe(true);
            if (read.deck !== undefined) {
              expect(read.deck.length).toBeLessThanOrEqual(70 * 1000);
              expect(Array.isArray(module.validateDeck(read.deck, ruleset))).toBe(true);
            }
            expect(Array.isArray(module.validateDeck(deck, ruleset))).toBe(true);
          },
        ),
        { numRuns: MODULE_RUNS, seed: SEED },
      );
    });

    it(`play ${module.name} --decks: ${PLAY_RUNS} hostile files, each a game or a typed error`, async () => {
      await fc.assert(
        fc.asyncProperty(deckText, async (text) => {
          const { code, io } = await runBuiltin(
            [
              'play',
              module.name,
              '--decks',
              'd.txt',
              '--p1',
              'random',
              '--p2',
              'random',
              '--seed',
              '1',
              '--max-actions',
              '30',
            ],
            { files: { 'd.txt': text } },
          );
          expectTypedOutcome(code, io.stdout, io.stderr);
          if (code === 1) expect(io.stderr).toMatch(/decklist 'd\.txt' has problems|cannot set up|failed/);
        }),
        { numRuns: PLAY_RUNS, seed: SEED },
      );
    });
  });
}

/** Ways to break a saved replay. */
type Mutation =
  | { kind: 'set'; key: string; value: unknown }
  | { kind: 'delete'; key: string }
  | { kind: 'reorder' }
  | { kind: 'drop' | 'duplicate'; at: number }
  | { kind: 'swap'; at: number; other: number }
  | { kind: 'action'; at: number; value: unknown }
  | { kind: 'actionField'; at: number; key: string; value: unknown }
  | { kind: 'truncate'; at: number }
  | { kind: 'nest'; depth: number }
  | { kind: 'inject'; key: string; text: string }
  | { kind: 'bytes'; bytes: Uint8Array };

const KEYS = [
  'format',
  'version',
  'game',
  'ruleset',
  'seed',
  'players',
  'seats',
  'deckNames',
  'decks',
  'actions',
  'outcome',
];
const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, -1, 1.5, 2 ** 53, '', [], {}, [[]], ['P1'], 'lorcana', 'cardloom-replay', 1, 0, '1'),
);
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...KEYS), value: jsonish }),
  fc.record({ kind: fc.constant('delete' as const), key: fc.constantFrom(...KEYS) }),
  fc.record({ kind: fc.constant('reorder' as const) }),
  fc.record({ kind: fc.constantFrom('drop' as const, 'duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), other: fc.nat() }),
  fc.record({ kind: fc.constant('action' as const), at: fc.nat(), value: jsonish }),
  fc.record({
    kind: fc.constant('actionField' as const),
    at: fc.nat(),
    key: fc.constantFrom('type', 'player', 'card', 'choice', 'target', '__proto__', 'constructor'),
    value: jsonish,
  }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('nest' as const), depth: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({
    kind: fc.constant('inject' as const),
    key: fc.constantFrom('game', 'ruleset', 'seed', 'players'),
    text: junkText,
  }),
  fc.record({ kind: fc.constant('bytes' as const), bytes: fc.uint8Array({ maxLength: 300 }) }),
);

const TEXT_EDITS: ReadonlySet<Mutation['kind']> = new Set(['truncate', 'nest', 'bytes']);

function mutate(base: Record<string, unknown>, m: Mutation): string {
  const r: Record<string, unknown> = structuredClone(base);
  const actions = r.actions as unknown[];
  const at = (n: number) => n % Math.max(1, actions.length);
  switch (m.kind) {
    case 'set':
      r[m.key] = m.value;
      break;
    case 'delete':
      delete r[m.key];
      break;
    case 'reorder':
      r.actions = actions.map((a) => Object.fromEntries(Object.entries(a as object).reverse()));
      break;
    case 'drop':
      actions.splice(at(m.at), 1);
      break;
    case 'duplicate':
      actions.splice(at(m.at), 0, actions[at(m.at)]);
      break;
    case 'swap': {
      const [i, j] = [at(m.at), at(m.other)];
      [actions[i], actions[j]] = [actions[j], actions[i]];
      break;
    }
    case 'action':
      actions[at(m.at)] = m.value;
      break;
    case 'actionField':
      if (actions.length > 0)
        Object.defineProperty(actions[at(m.at)], m.key, { value: m.value, enumerable: true });
      break;
    case 'truncate': {
      const text = JSON.stringify(r);
      return text.slice(0, m.at % text.length);
    }
    case 'nest':
      return JSON.stringify(r).replace(
        '"actions":[',
        `"actions":[${'['.repeat(m.depth)}${']'.repeat(m.depth)},`,
      );
    case 'inject':
      r[m.key] = m.key === 'players' ? [m.text, 'P2'] : m.text;
      break;
    case 'bytes':
      return Buffer.from(m.bytes).toString('utf8');
  }
  return JSON.stringify(r);
}

for (const module of BUILTIN_MODULES) {
  describe(`issue 13.7 fuzz: hostile replays for ${module.name}`, () => {
    it(`replay (${module.name}): ${REPLAY_RUNS} broken replays, each replayed or refused with a typed error`, async () => {
      const saved = await runBuiltin([
        'play',
        module.name,
        '--p1',
        'random',
        '--p2',
        'random',
        '--seed',
        '7',
        '--save',
        'g.json',
      ]);
      expect(saved.code).toBe(0);
      const base = JSON.parse(saved.io.files.get('g.json') ?? '');
      expect((base.actions as unknown[]).length).toBeGreaterThan(0);
      const outcomes = { replayed: 0, refused: 0 };
      await fc.assert(
        fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (mutations) => {
          // Value edits apply in turn; an edit of the text itself (nest, truncate, bytes) ends the chain.
          let current: Record<string, unknown> = base;
          let text = JSON.stringify(base);
          for (const m of mutations) {
            text = mutate(current, m);
            if (TEXT_EDITS.has(m.kind) || !Array.isArray(current.actions)) break;
            const next: unknown = JSON.parse(text);
            if (
              typeof next !== 'object' ||
              next === null ||
              !Array.isArray((next as { actions?: unknown }).actions)
            )
              break;
            current = next as Record<string, unknown>;
          }
          const { code, io } = await runBuiltin(['replay', 'r.json'], { files: { 'r.json': text } });
          expectTypedOutcome(code, io.stdout, io.stderr);
          outcomes[code === 0 ? 'replayed' : 'refused']++;
        }),
        { numRuns: REPLAY_RUNS, seed: SEED },
      );
      expect(outcomes.refused).toBeGreaterThan(0);
      const reordered = await runBuiltin(['replay', 'r.json'], {
        files: { 'r.json': mutate(base, { kind: 'reorder' }) },
      });
      expect(reordered.io.stderr).toBe('');
      expect(reordered.code).toBe(0);
    });
  });
}
