/**
 * An online match on the local Play board: the board shows only what the server sent this seat (its
 * `viewFor`), actions and answers go to the server, and the other seats' moves appear as their updates
 * arrive. A dropped connection offers Reconnect; spectators see the public view.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { findGame } from '../logic/games';
import type { LogEntry } from '../logic/log';
import { answerFromView, onlineModel } from '../logic/online/online-view';
import type { OnlineSession } from '../logic/online/session';
import { Board } from './Board';
import type { ActionButton } from './CardFrame';
import { DecisionDialog } from './DecisionDialog';
import { LogPanel } from './LogPanel';

interface Props {
  readonly session: OnlineSession;
  /** Leaves the match (back to the lobby). */
  readonly onLeave: () => void;
}

/** The online game screen of one session. */
export function OnlineGame({ session, onLeave }: Props) {
  const state = useSyncExternalStore(session.subscribe, () => session.state);
  const [problem, setProblem] = useState<string | null>(null);
  const [reconnecting, setReconnecting] = useState(false);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const { update } = state;
  const module = update ? findGame(update.game) : undefined;
  const model = update && module ? onlineModel(module, update) : null;

  // Keyboard users land on the turn status after each update that asks them to move.
  const myTurn = model?.myTurn === true;
  const asked = model?.decision != null;
  const seq = update?.seq;
  useEffect(() => {
    if (myTurn && !asked && seq !== undefined) statusRef.current?.focus();
  }, [myTurn, asked, seq]);

  if (!update) return <p role="status">Connecting to match {session.code}…</p>;
  if (!module || !model)
    return (
      <p role="alert" className="problem">
        This page cannot show the game “{update.game}” that match {update.code} plays.
      </p>
    );

  const act = (index: number) => {
    const sent = session.act(index);
    setProblem(sent.ok ? null : sent.reason);
  };
  const answer = (picks: readonly (number | string)[]) => {
    const result = answerFromView(update.view, model.legal, picks);
    if (!result.ok) return result.reason;
    act(result.index);
    return null;
  };
  const reconnect = async () => {
    setReconnecting(true);
    try {
      await session.reconnect();
      setProblem(null);
    } catch (e) {
      setProblem(`Could not take the seat back: ${(e as Error).message}`);
    } finally {
      setReconnecting(false);
    }
  };
  const waiting = state.sent !== null;
  const buttons = (list: readonly { index: number; action: { type: string } }[]): ActionButton[] =>
    list.map(({ index, action }) => ({
      index,
      type: action.type,
      label: model.labels[index] ?? action.type,
    }));
  const onCards = new Map([...model.placement.onCards].map(([card, list]) => [card, buttons(list)]));
  const rest = buttons(model.placement.rest);
  const log: LogEntry[] = state.log.map((lines) => ({ actor: null, lines: [lines] }));
  const shown = problem ?? state.problem;
  const viewer = update.seat;

  return (
    <div
      className="game online"
      data-game={module.name}
      data-over={model.over}
      data-seat={viewer}
      data-seq={update.seq}
    >
      <div className="bar">
        <div className="controls">
          <p className="join-code">
            {viewer < 0 ? 'Watching' : 'Match'} code <strong data-testid="join-code">{update.code}</strong>
          </p>
          <p className="seat-list">Seats: {model.seatNames.join(' · ')}</p>
          <button type="button" onClick={onLeave}>
            Leave match
          </button>
        </div>
        <h2 ref={statusRef} tabIndex={-1} className="status" data-testid="status" role="status">
          {model.status}
          {waiting ? ' (sending…)' : ''}
        </h2>
      </div>
      {state.dropped && (
        <div role="alert" className="problem dropped">
          The connection to the server dropped.{' '}
          <button type="button" className="primary" disabled={reconnecting} onClick={() => void reconnect()}>
            {viewer < 0 ? 'Watch again' : 'Reconnect to my seat'}
          </button>
        </div>
      )}
      {shown && (
        <p role="alert" className="problem">
          {shown}
        </p>
      )}
      {update.status === 'waiting' ? (
        <p className="waiting">
          Give the code <strong>{update.code}</strong> to the other players: they choose Online, type it under
          “Join by code” and press Join.
        </p>
      ) : (
        <div className="table">
          {model.myTurn && rest.length > 0 && (
            <section className="actions" aria-label="Other actions">
              <h3>Actions</h3>
              <div className="action-list">
                {rest.map((a) => (
                  <button
                    key={a.index}
                    type="button"
                    data-action-type={a.type}
                    disabled={waiting}
                    onClick={() => act(a.index)}
                  >
                    {a.label}
                  </button>
                ))}
              </div>
            </section>
          )}
          <Board
            board={model.board}
            seatNames={model.seatNames}
            actions={waiting ? new Map() : onCards}
            onAction={act}
          />
          <LogPanel entries={log} viewer={0} />
        </div>
      )}
      {model.decision && !waiting && (
        <DecisionDialog key={update.seq} decision={model.decision} onAnswer={answer} />
      )}
    </div>
  );
}
