/** A comparison shown as two tables (rule systems, simulation) and bar charts. */
import type { ComparisonReport } from '../logic/compare';
import { BarChart } from './BarChart';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const num = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** Shows a comparison report: simulation table, charts, then the rule systems side by side. */
export function CompareReport({ report }: { readonly report: ComparisonReport }) {
  const { entries } = report;
  const staticRows: [string, (i: number) => string][] = [
    ['zones', (i) => entries[i].rules.zones.map((z) => `${z.name} (${z.owner}, ${z.visibility})`).join('; ')],
    [
      'turn structure',
      (i) =>
        entries[i].rules.phases
          .map((p) => (p.steps.length ? `${p.name} [${p.steps.join(', ')}]` : p.name))
          .join(' → '),
    ],
    ['trigger ordering', (i) => entries[i].rules.triggerPolicy],
    ['cost model', (i) => entries[i].rules.costModel],
    ['win conditions', (i) => entries[i].rules.winConditions.join('; ') || '—'],
    ['loss conditions', (i) => entries[i].rules.lossConditions.join('; ') || '—'],
    ['keywords', (i) => String(entries[i].rules.keywords.length)],
    ['deck rules', (i) => entries[i].rules.deckRules.join('; ') || '—'],
  ];
  const s = (i: number) => entries[i].summary;
  const dynamicRows: [string, (i: number) => string][] = [
    ['games (completed)', (i) => `${s(i).games} (${s(i).completed})`],
    ['draws', (i) => String(s(i).draws)],
    [
      'first player wins',
      (i) => `${pct(s(i).firstPlayer.rate)} [${pct(s(i).firstPlayer.low)}, ${pct(s(i).firstPlayer.high)}]`,
    ],
    ['turns: mean (median)', (i) => `${num(s(i).turns.mean)} (${num(s(i).turns.median)})`],
    ['actions: mean (median)', (i) => `${num(s(i).actions.mean)} (${num(s(i).actions.median)})`],
    ['branching (legal actions per choice)', (i) => num(s(i).branching)],
    [
      'endings',
      (i) =>
        Object.entries(s(i).endings)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ') || '—',
    ],
  ];
  const table = (caption: string, rows: [string, (i: number) => string][]) => (
    <div className="scroll">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" />
            {entries.map((e) => (
              <th scope="col" key={e.label}>
                {e.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {entries.map((e, i) => (
                <td key={e.label}>{cell(i)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <section className="report" aria-label="Comparison">
      <p className="summary">
        {report.games} games per column · seed {String(report.seed)}
      </p>
      {table('Simulation', dynamicRows)}
      <div className="charts">
        <BarChart
          title="First player win rate (95% interval)"
          max={1}
          bars={entries.map((e) => ({
            label: e.label,
            value: e.summary.firstPlayer.rate,
            low: e.summary.firstPlayer.low,
            high: e.summary.firstPlayer.high,
            text: pct(e.summary.firstPlayer.rate),
          }))}
        />
        <BarChart
          title="Mean game length (turns)"
          bars={entries.map((e) => ({
            label: e.label,
            value: e.summary.turns.mean,
            text: num(e.summary.turns.mean),
          }))}
        />
        <BarChart
          title="Branching (legal actions per choice)"
          bars={entries.map((e) => ({
            label: e.label,
            value: e.summary.branching,
            text: num(e.summary.branching),
          }))}
        />
      </div>
      {table('Rule systems', staticRows)}
    </section>
  );
}
