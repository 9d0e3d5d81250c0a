import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderText } from './harness/render';
import { failedSection, main, WHERE_THE_TIME_GOES } from './run';

describe('a suite that throws', () => {
  it('becomes a section that names the error, so the rest of the report still prints', () => {
    const section = failedSection('lore', new RangeError('card 4 is not a Lore card'));
    expect(section).toMatchObject({
      id: 'lore',
      figures: [],
      notes: ['failed: RangeError: card 4 is not a Lore card'],
    });
    const text = renderText({
      version: 2,
      date: 'd',
      mode: 'quick',
      machine: {
        node: 'v20',
        v8: '11',
        platform: 'linux',
        arch: 'x64',
        cpuModel: 'cpu',
        cores: 2,
        memoryGiB: 1,
        nodeEnv: 'production',
        loadAverage: 0,
      },
      sections: [section],
    });
    expect(text).toContain('lore (failed) — no figures');
    expect(text).toContain('note: failed: RangeError: card 4 is not a Lore card');
  });
});

describe('pnpm bench --json', () => {
  it('prints one JSON report with the machine facts and the selected section', async () => {
    const out: string[] = [];
    const saved = join(mkdtempSync(join(tmpdir(), 'bench-')), 'report.json');
    const code = await main(['--', '--json', '--quick', '--only=skirmish', `--save=${saved}`], (text) =>
      out.push(text),
    );
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    const report = JSON.parse(out[0]);
    expect(report).toMatchObject({ version: 2, mode: 'quick', machine: { cores: expect.any(Number) } });
    expect(report.sections.map((s: { id: string }) => s.id)).toEqual(['skirmish']);
    expect(
      report.sections[0].figures.find((f: { id: string }) => f.id === 'skirmish.gamesPerSec').value,
    ).toBeGreaterThan(0);
    // Re-rendered as docs/benchmarks.md: the figures, then the hand-written analysis kept across runs.
    const markdown: string[] = [];
    await main(['--markdown', `--from=${saved}`], (text) => markdown.push(text));
    expect(markdown[0]).toContain('| random self-play: games |');
    expect(markdown[0].trimEnd().endsWith(readFileSync(WHERE_THE_TIME_GOES, 'utf8').trimEnd())).toBe(true);
  });

  it('issue 21: docs/benchmarks.md ends with the hand-written analysis as it stands (regenerate it after editing)', () => {
    const doc = readFileSync(new URL('../../../docs/benchmarks.md', import.meta.url), 'utf8');
    expect(doc.trimEnd().endsWith(readFileSync(WHERE_THE_TIME_GOES, 'utf8').trimEnd())).toBe(true);
  });

  it('refuses an unknown section instead of printing an empty report', async () => {
    await expect(main(['--only=chess'], () => {})).rejects.toThrow(/unknown section chess/);
  });
});
