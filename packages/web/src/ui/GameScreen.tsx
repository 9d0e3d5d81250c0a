/**
 * A game in progress: the board of the seat at the screen, its legal actions (on their cards, the rest
 * in a list), the open decision as a dialog, the log, and the bots, which move in a Web Worker. With no
 * human seat it is the Watch screen: speed, pause, step, and a seat whose view to show.
 */
import { type Game, legalActions, toReplay } from '@cardloom/core';
import { useEffect, useRef, useState } from 'react';
import { boardOf } from '../logic/board';
import { type BotClient, newBotClient } from '../logic/bot-client';
import { placeActions } from '../logic/card-actions';
import { answerFor, decisionFor } from '../logic/decision';
import { applyLogged, type LogEntry, setupEntry } from '../logic/log';
import { botSeed, type GameChoice, seatName, startGame } from '../logic/seats';
import { Board } from './Board';
import type { ActionButton } from './CardFrame';
import { DecisionDialog } from './DecisionDialog';
import { LogPanel } from './LogPanel';
import { ThinkingClock } from './ThinkingClock';

/** Options of a game screen besides the setup itself. */
export interface PlayOptions {
  /** IS-MCTS iterations per decision. */
  readonly iterations: number;
  /** Pause before each bot move, in milliseconds. */
  readonly delay: number;
}

interface Props {
  readonly choice: GameChoice;
  readonly options: PlayOptions;
  readonly onExit: () => void;
}

function outcomeText(game: Game, names: readonly string[]): string {
  const { winners, reason } = game.state.status;
  const who =
    winners.length === 0
      ? 'nobody wins'
      : `${winners.map((w) => names[w]).join(' and ')} win${winners.length === 1 ? 's' : ''}`;
  return `Game over — ${who}${reason ? ` (${reason})` : ''}`;
}

/** Runs one game from its setup choice until the players leave it. */
export function GameScreen({ choice, options, onExit }: Props) {
  const module = choice.module;
  const [game] = useState(() => startGame(choice));
  const [log, setLog] = useState<LogEntry[]>(() => [setupEntry(module, game)]);
  const [version, setVersion] = useState(0);
  const [paused, setPaused] = useState(false);
  const [steps, setSteps] = useState(0);
  const [delay, setDelay] = useState(options.delay);
  const [thinking, setThinking] = useState<{ seat: number; since: number } | null>(null);
  const [thought, setThought] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const humans = choice.seats.flatMap((k, s) => (k === 'human' ? [s] : []));
  const watch = humans.length === 0;
  const [watchSeat, setWatchSeat] = useState(0);
  const [atScreen, setAtScreen] = useState<number | null>(humans[0] ?? null);
  const clientRef = useRef<BotClient | null>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const names = choice.seats.map((k, s) => seatName(s, k));

  const toAct = game.toAct;
  const botToAct = toAct !== null && choice.seats[toAct] !== 'human';
  const humanToAct = toAct !== null && !botToAct ? toAct : null;
  const handover = humans.length > 1 && humanToAct !== null && humanToAct !== atScreen;
  const viewer = watch ? watchSeat : humans.length === 1 ? humans[0] : (atScreen ?? humans[0]);
  const myTurn = humanToAct !== null && humanToAct === viewer && !handover;

  const record = (entry: LogEntry) => {
    setLog((l) => [...l, entry]);
    setVersion((v) => v + 1);
  };

  useEffect(() => {
    const client = newBotClient();
    clientRef.current = client;
    return () => {
      client.close();
      clientRef.current = null;
    };
  }, []);

  // Bot moves: one request per state, dropped if the screen changed meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` stands for the mutable game
  useEffect(() => {
    if (!botToAct || error || (paused && steps === 0)) return;
    const seat = toAct!;
    const kind = choice.seats[seat] as Exclude<(typeof choice.seats)[number], 'human'>;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const client = clientRef.current;
      if (!client || cancelled) return;
      setThinking({ seat, since: performance.now() });
      const reply = await client.ask({
        game: module.name,
        setup: game.setup,
        actions: game.log,
        kind,
        seed: botSeed(game.setup.seed, seat, game.log.length),
        iterations: options.iterations,
      });
      if (cancelled) return;
      setThinking(null);
      if (!reply.ok) return setError(`${names[seat]} could not move: ${reply.error}`);
      const legal = legalActions(game);
      const wanted = JSON.stringify(reply.action);
      const index = legal.findIndex((a) => JSON.stringify(a) === wanted);
      if (index < 0) return setError(`${names[seat]} chose an action that is not legal here`);
      const ms = reply.ms < 10 ? reply.ms.toFixed(1) : Math.round(reply.ms).toString();
      setThought((t) => ({
        ...t,
        [seat]: `thought ${ms} ms${reply.iterations !== undefined ? ` (${reply.iterations} iterations)` : kind === 'mcts' ? ' (one choice: no search)' : ''}`,
      }));
      if (steps > 0) setSteps((s) => s - 1);
      record(applyLogged(module, game, legal[index]));
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [version, paused, steps > 0, error]);

  // Keyboard users land on the turn status after each move, so Tab reaches the actions next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per move
  useEffect(() => {
    if (myTurn && !game.state.decision) statusRef.current?.focus();
  }, [version, myTurn]);

  const board = boardOf(module, game, viewer);
  const legal = myTurn ? legalActions(game) : [];
  const placement = placeActions(legal, board.cardIds);
  const buttons = (list: readonly { index: number; action: (typeof legal)[number] }[]): ActionButton[] =>
    list.map(({ index, action }) => ({
      index,
      type: action.type,
      label: module.describeAction(game, action, viewer),
    }));
  const onCards = new Map([...placement.onCards].map(([card, list]) => [card, buttons(list)]));
  const rest = buttons(placement.rest);
  const decision = myTurn ? decisionFor(game, viewer) : null;

  const act = (index: number) => {
    try {
      record(applyLogged(module, game, legal[index]));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const answer = (picks: readonly (number | string)[]) => {
    const result = answerFor(game, legal, picks);
    if (!result.ok) return result.reason;
    act(result.index);
    return null;
  };
  const saveReplay = () => {
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(toReplay(game), null, 1)], { type: 'application/json' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = `cardloom-${module.name}-${game.setup.seed}-${game.log.length}.json`;
    a.click();
  };

  const status = game.over
    ? outcomeText(game, names)
    : handover
      ? `Pass the screen to ${names[humanToAct!]}`
      : myTurn
        ? `Your move, ${names[viewer]} — turn ${game.state.turn.number}`
        : `${names[toAct!]} to act — turn ${game.state.turn.number}`;
  const notes: Record<number, string> = { ...thought };
  return (
    <div className="game" data-game={module.name} data-over={game.over}>
      <div className="bar">
        <div className="controls">
          {watch && (
            <>
              <button type="button" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
                {paused ? 'Resume' : 'Pause'}
              </button>
              <button type="button" disabled={!paused || game.over} onClick={() => setSteps((s) => s + 1)}>
                Step
              </button>
              <label>
                View as
                <select value={watchSeat} onChange={(e) => setWatchSeat(Number(e.target.value))}>
                  {names.map((n, s) => (
                    <option key={n} value={s}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )}
          <label>
            Bot delay (ms)
            <input
              type="number"
              min={0}
              step={100}
              value={delay}
              onChange={(e) => setDelay(Math.max(0, Number(e.target.value) || 0))}
            />
          </label>
          <button type="button" onClick={saveReplay}>
            Save replay
          </button>
          <button type="button" onClick={onExit}>
            New game
          </button>
        </div>
        <h2 ref={statusRef} tabIndex={-1} className="status" data-testid="status" role="status">
          {status}
        </h2>
        {thinking && <ThinkingClock name={names[thinking.seat]} since={thinking.since} />}
      </div>
      {error && (
        <p role="alert" className="problem">
          {error}
        </p>
      )}
      {handover ? (
        <div className="handover">
          <button type="button" className="primary" onClick={() => setAtScreen(humanToAct)}>
            I am {names[humanToAct!]} — show my view
          </button>
        </div>
      ) : (
        <div className="table">
          {myTurn && rest.length > 0 && (
            <section className="actions" aria-label="Other actions">
              <h3>Actions</h3>
              <div className="action-list">
                {rest.map((a) => (
                  <button key={a.index} type="button" data-action-type={a.type} onClick={() => act(a.index)}>
                    {a.label}
                  </button>
                ))}
              </div>
            </section>
          )}
          <Board board={board} seatNames={names} actions={onCards} onAction={act} notes={notes} />
          <LogPanel entries={log} viewer={viewer} />
        </div>
      )}
      {decision && !handover && <DecisionDialog key={log.length} decision={decision} onAnswer={answer} />}
    </div>
  );
}
