/** The board of one viewer: each seat's zones (opponents first, the viewer last) and the shared zones. */
import type { Board as BoardModel, BoardZone } from '../logic/board';
import { type ActionButton, CardFrame } from './CardFrame';

interface Props {
  readonly board: BoardModel;
  readonly seatNames: readonly string[];
  /** Legal action buttons by card id. */
  readonly actions?: ReadonlyMap<number, readonly ActionButton[]>;
  readonly onAction?: (index: number) => void;
  /** Extra text per seat beside its name (bot thinking time). */
  readonly notes?: Readonly<Record<number, string>>;
}

function Zone({
  zone,
  label,
  actions,
  onAction,
}: { zone: BoardZone; label: string } & Pick<Props, 'actions' | 'onAction'>) {
  const hidden = zone.count - zone.cards.length;
  return (
    <section className={`zone zone-${zone.name}`} aria-label={label}>
      <h4>
        {zone.name} <span className="count">({zone.count})</span>
      </h4>
      {zone.count === 0 ? (
        <p className="empty">empty</p>
      ) : (
        <ul className="cards">
          {zone.cards.map((card) => (
            <CardFrame
              key={card.id}
              card={card}
              actions={(typeof card.id === 'number' ? actions?.get(card.id) : undefined) ?? []}
              {...(onAction ? { onAction } : {})}
            />
          ))}
          {!zone.listed && hidden > 0 && (
            <li className="card back stack" aria-label={`${hidden} face-down card${hidden === 1 ? '' : 's'}`}>
              <span aria-hidden="true">◆ {hidden}</span>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

/** Draws a viewer's board; legal actions become buttons on the cards they concern. */
export function Board({ board, seatNames, actions, onAction, notes = {} }: Props) {
  const { view, viewer } = board;
  const seats = view.players.map((p) => p.id);
  const order = [...seats.filter((s) => s !== viewer), -1, viewer];
  const toAct = view.decision
    ? view.decision.player
    : view.priority
      ? view.priority.player
      : view.status.over
        ? null
        : view.turn.active;
  return (
    <div className="board" data-viewer={viewer}>
      {order.map((owner) => {
        const zones = board.zones.filter((z) => z.owner === owner && (owner >= 0 || z.count > 0));
        if (owner < 0) {
          return zones.length === 0 ? null : (
            <section key="shared" className="side shared" aria-label="Shared zones">
              <div className="zones">
                {zones.map((z) => (
                  <Zone
                    key={z.name}
                    zone={z}
                    label={`shared ${z.name}`}
                    actions={actions}
                    onAction={onAction}
                  />
                ))}
              </div>
            </section>
          );
        }
        const player = view.players[owner];
        const counters = Object.entries(player.counters)
          .map(([k, v]) => `${k} ${v}`)
          .join(' · ');
        const name = seatNames[owner] ?? `P${owner + 1}`;
        return (
          <section
            key={owner}
            className={`side${owner === viewer ? ' mine' : ''}`}
            aria-label={`${name}${owner === viewer ? ' (you)' : ''}`}
          >
            <h3>
              {name}
              {owner === viewer && <span className="you"> — your view</span>}
              {toAct === owner && <span className="to-act"> · to act</span>}
              {player.out && <span> · out</span>}
            </h3>
            <p className="counters">
              {counters || '—'}
              {notes[owner] && ' · '}
              {notes[owner] && <span className="note">{notes[owner]}</span>}
            </p>
            <div className="zones">
              {zones.map((z) => (
                <Zone
                  key={z.name}
                  zone={z}
                  label={`${name} ${z.name}`}
                  actions={actions}
                  onAction={onAction}
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
