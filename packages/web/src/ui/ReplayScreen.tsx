/**
 * The replay viewer: load a replay file (as `cardloom` writes it, or as Save replay downloads it), then
 * scrub its timeline and switch whose view of the board is shown.
 */
import { useEffect, useMemo, useState } from 'react';
import { boardOf } from '../logic/board';
import { type LoadedReplay, loadReplay } from '../logic/replay-file';
import { Board } from './Board';
import { LogPanel } from './LogPanel';

/** The Replay screen: a file picker, then the timeline, the board of the chosen seat and the log. */
export function ReplayScreen() {
  const [loaded, setLoaded] = useState<LoadedReplay | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [at, setAt] = useState(0);
  const [seat, setSeat] = useState(0);
  const [playing, setPlaying] = useState(false);

  const open = async (file: File | undefined) => {
    if (!file) return;
    try {
      const next = loadReplay(await file.text());
      setLoaded(next);
      setProblem(null);
      setAt(0);
      setSeat(0);
      setPlaying(false);
    } catch (e) {
      setProblem(`${file.name}: ${(e as Error).message}`);
    }
  };
  const last = loaded ? loaded.frames.length - 1 : 0;
  useEffect(() => {
    if (!playing) return;
    if (at >= last) return setPlaying(false);
    const timer = setTimeout(() => setAt((a) => Math.min(a + 1, last)), 400);
    return () => clearTimeout(timer);
  }, [playing, at, last]);

  const board = useMemo(
    () => (loaded ? boardOf(loaded.module, loaded.frames[at].game, seat) : null),
    [loaded, at, seat],
  );
  const entries = useMemo(
    () => (loaded ? loaded.frames.slice(0, at + 1).map((f) => f.entry) : []),
    [loaded, at],
  );
  const frame = loaded?.frames[at];

  return (
    <div className="replay">
      <h2>Replay</h2>
      <label className="file">
        Replay file (JSON)
        <input type="file" accept=".json,application/json" onChange={(e) => open(e.target.files?.[0])} />
      </label>
      {problem && (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
      {loaded && frame && board && (
        <>
          <p className="summary">
            {loaded.module.title} · ruleset {loaded.replay.ruleset} · seed {String(loaded.replay.seed)} ·{' '}
            {loaded.replay.actions.length} actions
          </p>
          <div className="bar controls timeline">
            <button type="button" onClick={() => setAt(0)} disabled={at === 0}>
              Start
            </button>
            <button type="button" onClick={() => setAt(Math.max(0, at - 1))} disabled={at === 0}>
              Back
            </button>
            <label className="scrubber">
              Step
              <input
                type="range"
                min={0}
                max={last}
                value={at}
                onChange={(e) => setAt(Number(e.target.value))}
                aria-valuetext={`step ${at} of ${last}`}
              />
            </label>
            <output data-testid="step">
              {at} / {last}
            </output>
            <button type="button" onClick={() => setAt(Math.min(last, at + 1))} disabled={at === last}>
              Forward
            </button>
            <button type="button" onClick={() => setAt(last)} disabled={at === last}>
              End
            </button>
            <button type="button" onClick={() => setPlaying((p) => !p)} aria-pressed={playing}>
              {playing ? 'Pause' : 'Play'}
            </button>
            <label>
              View as
              <select value={seat} onChange={(e) => setSeat(Number(e.target.value))}>
                {loaded.players.map((name, s) => (
                  <option key={name} value={s}>
                    P{s + 1} ({name})
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="status" data-testid="status">
            {frame.game.over
              ? `Game over — winners: ${frame.game.state.status.winners.map((w) => `P${w + 1}`).join(', ') || 'none'}`
              : `Turn ${frame.game.state.turn.number}`}
          </p>
          <div className="table">
            <Board board={board} seatNames={loaded.players.map((n, s) => `P${s + 1} (${n})`)} />
            <LogPanel entries={entries} viewer={seat} />
          </div>
        </>
      )}
    </div>
  );
}
