/** The app: a setup form for Play and Watch, the game screen, and the replay viewer. */
import { useState } from 'react';
import type { GameChoice } from '../logic/seats';
import { CompareScreen } from './CompareScreen';
import { GameScreen, type PlayOptions } from './GameScreen';
import { ReplayScreen } from './ReplayScreen';
import { SetupForm } from './SetupForm';

type Mode = 'play' | 'watch' | 'replay' | 'compare';

const MODES: readonly { mode: Mode; label: string }[] = [
  { mode: 'play', label: 'Play' },
  { mode: 'watch', label: 'Watch' },
  { mode: 'replay', label: 'Replay' },
  { mode: 'compare', label: 'Compare' },
];

/** The whole app: the mode bar (Play, Watch, Replay, Compare) and the screen of the chosen mode. */
export function App() {
  const [mode, setMode] = useState<Mode>('play');
  const [running, setRunning] = useState<{ choice: GameChoice; options: PlayOptions; key: number } | null>(
    null,
  );

  const go = (next: Mode) => {
    setMode(next);
    setRunning(null);
  };
  return (
    <>
      <header className="top">
        <h1>cardloom</h1>
        <nav aria-label="Mode">
          {MODES.map((m) => (
            <button key={m.mode} type="button" aria-pressed={mode === m.mode} onClick={() => go(m.mode)}>
              {m.label}
            </button>
          ))}
        </nav>
      </header>
      <main>
        {mode === 'compare' ? (
          <CompareScreen />
        ) : mode === 'replay' ? (
          <ReplayScreen />
        ) : running ? (
          <GameScreen
            key={running.key}
            choice={running.choice}
            options={running.options}
            onExit={() => setRunning(null)}
          />
        ) : (
          <SetupForm
            key={mode}
            watch={mode === 'watch'}
            onStart={(choice, options) => setRunning({ choice, options, key: Date.now() })}
          />
        )}
      </main>
    </>
  );
}
