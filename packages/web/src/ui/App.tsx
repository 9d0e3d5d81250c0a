/** The app: a setup form for Play and Watch, the game screen, the replay viewer, Compare and Online. */
import { useState } from 'react';
import { SEAT_KEY } from '../logic/online/seat-store';
import type { GameChoice } from '../logic/seats';
import { CompareScreen } from './CompareScreen';
import { GameScreen, type PlayOptions } from './GameScreen';
import { OnlineScreen } from './OnlineScreen';
import { ReplayScreen } from './ReplayScreen';
import { SetupForm } from './SetupForm';

type Mode = 'play' | 'watch' | 'replay' | 'compare' | 'online';

const MODES: readonly { mode: Mode; label: string }[] = [
  { mode: 'play', label: 'Play' },
  { mode: 'watch', label: 'Watch' },
  { mode: 'replay', label: 'Replay' },
  { mode: 'compare', label: 'Compare' },
  { mode: 'online', label: 'Online' },
];

/** The mode a page opens in: Online when the tab holds an online seat (a reload) or `?server=` is set. */
function initialMode(): Mode {
  const online =
    new URLSearchParams(window.location.search).has('server') ||
    window.sessionStorage.getItem(SEAT_KEY) !== null;
  return online ? 'online' : 'play';
}

/** The whole app: the mode bar (Play, Watch, Replay, Compare) and the screen of the chosen mode. */
export function App() {
  const [mode, setMode] = useState<Mode>(initialMode);
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
        {mode === 'online' ? (
          <OnlineScreen />
        ) : mode === 'compare' ? (
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
