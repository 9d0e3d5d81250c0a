/**
 * A pending decision as a modal dialog: the prompt, one button per option, and for multi-pick or
 * ordered decisions a Confirm button. A single pick answers at once.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { DecisionModel } from '../logic/decision';

interface Props {
  readonly decision: DecisionModel;
  /** Tries to answer with these picks; returns why not, or `null` when the answer was taken. */
  readonly onAnswer: (picks: readonly (number | string)[]) => string | null;
}

/** The open decision as a modal dialog; its picks go to `onAnswer`, whose refusal it shows. */
export function DecisionDialog({ decision, onAnswer }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [picks, setPicks] = useState<(number | string)[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const single = decision.min === 1 && decision.max === 1 && !decision.ordered;

  // Opened in the same commit that renders it, so the page never shows the question without the dialog.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const answer = (values: readonly (number | string)[]) => {
    const reason = onAnswer(values);
    setProblem(reason);
  };
  const toggle = (value: number | string) => {
    setProblem(null);
    setPicks((now) => (now.includes(value) ? now.filter((v) => v !== value) : [...now, value]));
  };
  const range = decision.min === decision.max ? `${decision.min}` : `${decision.min} to ${decision.max}`;

  return (
    <dialog
      ref={ref}
      className="decision"
      aria-labelledby="decision-prompt"
      onCancel={(e) => e.preventDefault()}
      data-kind={decision.kind}
    >
      <h2 id="decision-prompt">{decision.prompt}</h2>
      <p className="hint">
        {single ? 'Choose one.' : `Choose ${range}${decision.ordered ? ', in order' : ''}.`}
        {decision.rule && <span className="rule"> ({decision.rule})</span>}
      </p>
      <ul className="options">
        {decision.options.map((o) => {
          const at = picks.indexOf(o.value);
          return (
            <li key={String(o.value)}>
              {single ? (
                <button type="button" className="option" onClick={() => answer([o.value])}>
                  {o.label}
                </button>
              ) : (
                <button
                  type="button"
                  className="option"
                  aria-pressed={at >= 0}
                  onClick={() => toggle(o.value)}
                >
                  {decision.ordered && at >= 0 ? `${at + 1}. ` : ''}
                  {o.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {!single && (
        <button type="button" className="primary confirm" onClick={() => answer(picks)}>
          Confirm ({picks.length} chosen)
        </button>
      )}
      {problem && (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
    </dialog>
  );
}
