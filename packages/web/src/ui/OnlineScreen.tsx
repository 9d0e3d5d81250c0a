/**
 * The Online section: which match server, its lobby (open matches: join or watch), creating a match
 * (game, ruleset, seats, ready decks, bots for the last seats) and joining or watching by code. A seat
 * this tab holds is kept in sessionStorage, so a reloaded page takes it back. Without a reachable
 * server it says so and offers to try again.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { GAMES } from '../logic/games';
import { clearSeat, loadSeat, saveSeat } from '../logic/online/seat-store';
import { normalizeServerUrl, serverUrlFor } from '../logic/online/server-url';
import {
  type Entry,
  type LobbyResult,
  type OnlineSession,
  openSession,
  readLobby,
} from '../logic/online/session';
import { OnlineGame } from './OnlineGame';

const BOT_KINDS = [
  { kind: 'random', label: 'Random bot' },
  { kind: 'greedy', label: 'Greedy bot' },
  { kind: 'mcts', label: 'IS-MCTS bot' },
] as const;

function initialServer(): { url: string; problem: string | null } {
  try {
    return { url: serverUrlFor(window.location), problem: null };
  } catch (e) {
    return { url: `ws://${window.location.hostname || 'localhost'}:2567`, problem: (e as Error).message };
  }
}

/** The Online section. */
export function OnlineScreen() {
  const [start] = useState(initialServer);
  const [server, setServer] = useState(start.url);
  const [serverText, setServerText] = useState(start.url);
  const [lobby, setLobby] = useState<LobbyResult | null>(null);
  const [session, setSession] = useState<OnlineSession | null>(null);
  const [problem, setProblem] = useState<string | null>(start.problem);
  const [busy, setBusy] = useState(false);
  const [resuming, setResuming] = useState(() => loadSeat(sessionStorage, start.url) !== null);

  const refresh = useCallback(async () => setLobby(await readLobby(server)), [server]);

  const enter = useCallback(
    async (entry: Entry) => {
      setBusy(true);
      setProblem(null);
      try {
        const opened = await openSession(server, entry);
        if (opened.seat >= 0 && opened.token)
          saveSeat(sessionStorage, { server, code: opened.code, seat: opened.seat, token: opened.token });
        setSession(opened);
      } catch (e) {
        if (entry.kind === 'rejoin') clearSeat(sessionStorage);
        setProblem(
          `${entry.kind === 'rejoin' ? 'Could not take your seat back' : 'The server refused'}: ${(e as Error).message}`,
        );
      } finally {
        setBusy(false);
      }
    },
    [server],
  );

  // After a reload (or on coming back to Online): take the seat this tab holds back with its credential.
  // Once per mount, even where React runs effects twice (development), so one connection takes the seat.
  const rejoined = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render
  useEffect(() => {
    const held = loadSeat(sessionStorage, start.url);
    if (!held || rejoined.current) return;
    rejoined.current = true;
    void enter({ kind: 'rejoin', code: held.code, token: held.token }).finally(() => setResuming(false));
  }, []);

  // Leaving the Online section closes the connection; the seat stays this tab's (sessionStorage).
  useEffect(() => {
    if (!session) return;
    return () => void session.leave();
  }, [session]);

  // The lobby, read again every two seconds while it is on screen.
  useEffect(() => {
    if (session) return;
    void refresh();
    const timer = setInterval(() => void refresh(), 2000);
    return () => clearInterval(timer);
  }, [session, refresh]);

  if (session)
    return (
      <OnlineGame
        session={session}
        onLeave={() => {
          clearSeat(sessionStorage);
          void session.leave();
          setSession(null);
        }}
      />
    );

  const connect = (e: FormEvent) => {
    e.preventDefault();
    try {
      const url = normalizeServerUrl(serverText);
      setServer(url);
      setServerText(url);
      setProblem(null);
      setLobby(null);
    } catch (err) {
      setProblem((err as Error).message);
    }
  };
  const hosted = lobby?.ok ? lobby.listing.games.map((g) => g.name) : [];
  const titleOf = (name: string) => GAMES.find((m) => m.name === name)?.title ?? name;

  return (
    <div className="online-lobby">
      <form className="server" aria-label="Match server" onSubmit={connect}>
        <label>
          Match server
          <input name="server" value={serverText} onChange={(e) => setServerText(e.target.value)} />
        </label>
        <button type="submit">Connect</button>
        <p className="server-state" data-testid="server-state" role="status">
          {lobby === null
            ? `Looking for a match server at ${server}…`
            : lobby.ok
              ? `Connected to ${server}: ${lobby.listing.games.length} games hosted.`
              : 'Offline: no match server.'}
        </p>
      </form>
      {resuming && <p role="status">Taking your seat back…</p>}
      {problem && (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
      {lobby && !lobby.ok && (
        <div role="alert" className="problem no-server">
          <p>{lobby.reason}</p>
          <p>Local Play, Watch, Replay and Compare work without a server.</p>
          <button type="button" onClick={() => void refresh()}>
            Try again
          </button>
        </div>
      )}
      {lobby?.ok && (
        <>
          <section className="lobby" aria-label="Open matches">
            <h2>Matches on this server</h2>
            {lobby.listing.matches.length === 0 ? (
              <p className="empty">No matches yet: create one below.</p>
            ) : (
              <div className="scroll">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Code</th>
                      <th scope="col">Game</th>
                      <th scope="col">Players</th>
                      <th scope="col">Seats free</th>
                      <th scope="col">Status</th>
                      <th scope="col">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {lobby.listing.matches.map((m) => (
                      <tr key={m.code} data-code={m.code}>
                        <td>{m.code}</td>
                        <td>
                          {titleOf(m.game)} <span className="ruleset">({m.ruleset})</span>
                        </td>
                        <td>
                          {m.players}
                          {m.bots > 0 ? ` (${m.bots} bot${m.bots === 1 ? '' : 's'})` : ''}
                        </td>
                        <td>{m.free}</td>
                        <td>{m.status}</td>
                        <td className="row-actions">
                          {m.status === 'waiting' && m.free > 0 && (
                            <button
                              type="button"
                              disabled={busy}
                              aria-label={`Join ${m.code}`}
                              onClick={() => void enter({ kind: 'join', code: m.code })}
                            >
                              Join
                            </button>
                          )}
                          <button
                            type="button"
                            disabled={busy}
                            aria-label={`Watch ${m.code}`}
                            onClick={() => void enter({ kind: 'watch', code: m.code })}
                          >
                            Watch
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <button type="button" onClick={() => void refresh()}>
              Refresh
            </button>
          </section>
          <JoinByCode busy={busy} onEnter={(entry) => void enter(entry)} />
          <CreateMatch busy={busy} hosted={hosted} onCreate={(entry) => void enter(entry)} />
        </>
      )}
    </div>
  );
}

function JoinByCode({ busy, onEnter }: { busy: boolean; onEnter: (entry: Entry) => void }) {
  const [code, setCode] = useState('');
  const ready = code.trim().length > 0 && !busy;
  return (
    <form
      className="join"
      aria-label="Join by code"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onEnter({ kind: 'join', code });
      }}
    >
      <h2>Join by code</h2>
      <label>
        Match code
        <input
          name="code"
          value={code}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      <button type="submit" className="primary" disabled={!ready}>
        Join
      </button>
      <button type="button" disabled={!ready} onClick={() => onEnter({ kind: 'watch', code })}>
        Watch
      </button>
    </form>
  );
}

function CreateMatch({
  busy,
  hosted,
  onCreate,
}: {
  busy: boolean;
  hosted: readonly string[];
  onCreate: (entry: Entry) => void;
}) {
  const games = GAMES.filter((m) => hosted.includes(m.name));
  const [gameName, setGameName] = useState(games[0]?.name ?? '');
  const module = games.find((m) => m.name === gameName) ?? games[0];
  const [ruleset, setRuleset] = useState(module?.rulesets[0].name ?? '');
  const [count, setCount] = useState(module?.players.default ?? 2);
  const [bots, setBots] = useState(0);
  const [bot, setBot] = useState<string>(module?.evaluate ? 'greedy' : 'random');
  const [decks, setDecks] = useState<string[]>([]);
  if (!module) return <p className="problem">This server hosts none of the games this page knows.</p>;

  const pick = (name: string) => {
    const next = games.find((m) => m.name === name)!;
    setGameName(name);
    setRuleset(next.rulesets[0].name);
    setCount(next.players.default);
    setBots(0);
    setBot(next.evaluate ? 'greedy' : 'random');
    setDecks([]);
  };
  const deckOf = (seat: number) => decks[seat] ?? module.decks[seat % module.decks.length]?.name ?? '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    onCreate({
      kind: 'create',
      options: {
        game: module.name,
        ruleset,
        players: count,
        bots,
        bot: bot as 'random' | 'greedy' | 'mcts',
        decks: Array.from({ length: count }, (_, s) => deckOf(s)),
      },
    });
  };
  return (
    <form className="setup create" aria-label="Create a match" onSubmit={submit}>
      <h2>Create a match</h2>
      <div className="fields">
        <label>
          Game
          <select name="online-game" value={module.name} onChange={(e) => pick(e.target.value)}>
            {games.map((m) => (
              <option key={m.name} value={m.name}>
                {m.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Ruleset
          <select name="online-ruleset" value={ruleset} onChange={(e) => setRuleset(e.target.value)}>
            {module.rulesets.map((r) => (
              <option key={r.name} value={r.name} title={r.summary}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Players
          <select
            name="online-players"
            value={count}
            onChange={(e) => {
              const n = Number(e.target.value);
              setCount(n);
              setBots((b) => Math.min(b, n - 1));
            }}
          >
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
          Bots (last seats)
          <select name="online-bots" value={bots} onChange={(e) => setBots(Number(e.target.value))}>
            {Array.from({ length: count }, (_, n) => n).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          Bot
          <select name="online-bot" value={bot} onChange={(e) => setBot(e.target.value)}>
            {BOT_KINDS.filter((k) => k.kind !== 'greedy' || module.evaluate).map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="seats">
        <legend>Seats and decks</legend>
        {Array.from({ length: count }, (_, seat) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
          <div className="seat" key={seat}>
            <strong>
              P{seat + 1} {seat === 0 ? '(you)' : seat >= count - bots ? '(bot)' : '(player who joins)'}
            </strong>
            <label>
              Deck
              <select
                name={`online-deck-${seat}`}
                value={deckOf(seat)}
                onChange={(e) => {
                  const copy = Array.from({ length: count }, (_, s) => deckOf(s));
                  copy[seat] = e.target.value;
                  setDecks(copy);
                }}
              >
                {module.decks.map((d) => (
                  <option key={d.name} value={d.name}>
                    {d.title} ({d.name})
                  </option>
                ))}
              </select>
            </label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="primary" disabled={busy}>
        Create match
      </button>
    </form>
  );
}
