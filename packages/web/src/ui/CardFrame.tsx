/** One card as a readable frame (name, cost, type, stats, tags, generated ability text), or its back. */
import type { BoardCard } from '../logic/board';

/** A button for one legal action. */
export interface ActionButton {
  readonly index: number;
  readonly label: string;
  readonly type: string;
}

interface Props {
  readonly card: BoardCard;
  readonly actions?: readonly ActionButton[];
  readonly onAction?: (index: number) => void;
}

/** The card's statistics other than cost, as `strength 3 · willpower 4`. */
function statLine(stats: Readonly<Record<string, number>>): string {
  return Object.entries(stats)
    .filter(([k]) => k !== 'cost')
    .map(([k, v]) => `${k} ${v}`)
    .join(' · ');
}

/** The accessible name of a face-up card: everything the frame shows, in one line. */
export function cardLabel(card: BoardCard): string {
  const info = card.info!;
  const parts = [info.name];
  if (info.type) parts.push(info.type);
  if (info.stats.cost !== undefined) parts.push(`cost ${info.stats.cost}`);
  const stats = statLine(info.stats);
  if (stats) parts.push(stats);
  if (card.tapped) parts.push('exerted/tapped');
  for (const [k, v] of card.counters) parts.push(`${k} ${v}`);
  return parts.join(', ');
}

/** One card: a readable frame when the viewer may know it, else a labelled back. */
export function CardFrame({ card, actions = [], onAction }: Props) {
  if (!card.info) {
    return (
      <li
        className={`card back${card.tapped ? ' tapped' : ''}`}
        data-card-id={card.id}
        aria-label="face-down card"
      >
        <span className="back-mark" aria-hidden="true">
          ◆
        </span>
      </li>
    );
  }
  const info = card.info;
  const stats = statLine(info.stats);
  return (
    <li
      className={`card${card.tapped ? ' tapped' : ''}${actions.length ? ' playable' : ''}`}
      data-card-id={card.id}
      data-card-def={info.id}
    >
      <article aria-label={cardLabel(card)}>
        <header className="card-head">
          <span className="card-name">{info.name}</span>
          {info.stats.cost !== undefined && (
            <span className="card-cost" title="cost">
              {info.stats.cost}
            </span>
          )}
        </header>
        <p className="card-type">
          {info.type}
          {info.tags.length > 0 && <span className="card-tags"> — {info.tags.join(', ')}</span>}
        </p>
        {stats && <p className="card-stats">{stats}</p>}
        {info.abilities.length > 0 && (
          <ul className="card-abilities">
            {info.abilities.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: ability lines are positional
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
        {(card.tapped || card.counters.length > 0) && (
          <p className="card-state">
            {[...(card.tapped ? ['tapped'] : []), ...card.counters.map(([k, v]) => `${k} ${v}`)].join(' · ')}
          </p>
        )}
      </article>
      {actions.length > 0 && (
        <div className="card-actions">
          {actions.map((a) => (
            <button key={a.index} type="button" data-action-type={a.type} onClick={() => onAction?.(a.index)}>
              {a.label}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
