/** Choosing a game: game, ruleset, player count, and per seat who plays it and with which deck. */
import { useId, useState } from 'react';
import { type DeckChoice, deckOf, problemText } from '../logic/deck-choice';
import { GAMES } from '../logic/games';
import { type GameChoice, SEAT_KINDS, type SeatKind, seatKindsFor } from '../logic/seats';
import type { PlayOptions } from './GameScreen';

interface Props {
  /** Watch mode: every seat starts as a bot. */
  readonly watch: boolean;
  readonly onStart: (choice: GameChoice, options: PlayOptions) => void;
}

const PASTE = '__paste';

/** The setup form; calls `onStart` with a complete, valid choice. */
export function SetupForm({ watch, onStart }: Props) {
  const id = useId();
  const [gameName, setGameName] = useState(GAMES[0].name);
  const module = GAMES.find((m) => m.name === gameName)!;
  const [ruleset, setRuleset] = useState(module.rulesets[0].name);
  const [count, setCount] = useState(module.players.default);
  const [kinds, setKinds] = useState<SeatKind[]>([]);
  const [decks, setDecks] = useState<string[]>([]);
  const [texts, setTexts] = useState<string[]>([]);
  const [seed, setSeed] = useState(1);
  const [iterations, setIterations] = useState(module.searchIterations);
  const [delay, setDelay] = useState(watch ? 600 : 300);

  const offered = seatKindsFor(module);
  const kindOf = (seat: number): SeatKind => kinds[seat] ?? (watch ? 'mcts' : seat === 0 ? 'human' : 'mcts');
  const deckName = (seat: number) => decks[seat] ?? module.decks[seat % module.decks.length]?.name ?? PASTE;
  const choiceOf = (seat: number): DeckChoice =>
    deckName(seat) === PASTE ? { text: texts[seat] ?? '' } : { ready: deckName(seat) };
  const results = Array.from({ length: count }, (_, seat) => deckOf(module, ruleset, choiceOf(seat)));
  const ready = results.every((r) => r.problems.length === 0);

  const pickGame = (name: string) => {
    const next = GAMES.find((m) => m.name === name)!;
    setGameName(name);
    setRuleset(next.rulesets[0].name);
    setCount(next.players.default);
    setDecks([]);
    setTexts([]);
    setKinds([]);
    setIterations(next.searchIterations);
  };
  const setAt = <T,>(list: T[], seat: number, value: T) => {
    const copy = list.slice();
    copy[seat] = value;
    return copy;
  };
  const start = (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    onStart(
      {
        module,
        ruleset,
        seats: Array.from({ length: count }, (_, s) => kindOf(s)),
        decks: results.map((r) => ('deck' in r ? r.deck : [])),
        seed,
      },
      { iterations, delay },
    );
  };

  return (
    <form className="setup" onSubmit={start} aria-label={watch ? 'Watch a bot game' : 'Play a game'}>
      <h2>{watch ? 'Watch a bot game' : 'Play a game'}</h2>
      <div className="fields">
        <label>
          Game
          <select name="game" value={gameName} onChange={(e) => pickGame(e.target.value)}>
            {GAMES.map((m) => (
              <option key={m.name} value={m.name}>
                {m.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Ruleset
          <select name="ruleset" value={ruleset} onChange={(e) => setRuleset(e.target.value)}>
            {module.rulesets.map((r) => (
              <option key={r.name} value={r.name} title={r.summary}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Players
          <select name="players" value={count} onChange={(e) => setCount(Number(e.target.value))}>
            {Array.from(
              { length: module.players.max - module.players.min + 1 },
              (_, i) => module.players.min + i,
            ).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          Seed
          <input
            name="seed"
            type="number"
            min={0}
            value={seed}
            onChange={(e) => setSeed(Number(e.target.value) || 0)}
          />
        </label>
        <label>
          IS-MCTS iterations
          <input
            name="iterations"
            type="number"
            min={1}
            value={iterations}
            onChange={(e) => setIterations(Math.max(1, Number(e.target.value) || 1))}
          />
        </label>
        <label>
          Bot move delay (ms)
          <input
            name="delay"
            type="number"
            min={0}
            value={delay}
            onChange={(e) => setDelay(Math.max(0, Number(e.target.value) || 0))}
          />
        </label>
      </div>
      <p className="summary">{module.rulesets.find((r) => r.name === ruleset)?.summary}</p>
      <fieldset className="seats">
        <legend>Seats</legend>
        {Array.from({ length: count }, (_, seat) => {
          const result = results[seat];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
            <div className="seat" key={seat}>
              <strong>P{seat + 1}</strong>
              <label>
                Plays
                <select
                  name={`seat-${seat}`}
                  value={kindOf(seat)}
                  onChange={(e) =>
                    setKinds(
                      setAt(
                        Array.from({ length: count }, (_, s) => kindOf(s)),
                        seat,
                        e.target.value as SeatKind,
                      ),
                    )
                  }
                >
                  {SEAT_KINDS.filter((k) => offered.includes(k.kind)).map((k) => (
                    <option key={k.kind} value={k.kind}>
                      {k.label}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Deck
                <select
                  name={`deck-${seat}`}
                  value={deckName(seat)}
                  onChange={(e) => setDecks(setAt(decks, seat, e.target.value))}
                >
                  {module.decks.map((d) => (
                    <option key={d.name} value={d.name}>
                      {d.title} ({d.name})
                    </option>
                  ))}
                  <option value={PASTE}>Paste a deck list…</option>
                </select>
              </label>
              {deckName(seat) === PASTE && (
                <label className="paste">
                  Deck list for P{seat + 1} (one “count card” line each)
                  <textarea
                    name={`decklist-${seat}`}
                    rows={6}
                    value={texts[seat] ?? ''}
                    onChange={(e) => setTexts(setAt(texts, seat, e.target.value))}
                    aria-describedby={`${id}-problems-${seat}`}
                  />
                </label>
              )}
              {result.problems.length > 0 && (
                <ul
                  className="problems"
                  id={`${id}-problems-${seat}`}
                  aria-label={`Deck problems of P${seat + 1}`}
                >
                  {result.problems.map((p, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: problems have no identity
                    <li key={i}>{problemText(p)}</li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="primary" disabled={!ready}>
        {watch ? 'Start watching' : 'Start game'}
      </button>
    </form>
  );
}
