import { describe, expect, it } from 'vitest';
import { renderText } from './harness/render';
import { failedSection, main } from './run';

describe('a suite that throws', () => {
  it('becomes a section that names the error, so the rest of the report still prints', () => {
    const section = failedSection('lore', new RangeError('card 4 is not a Lore card'));
    expect(section).toMatchObject({
      id: 'lore',
      figures: [],
      notes: ['failed: RangeError: card 4 is not a Lore card'],
    });
    const text = renderText({
      version: 1,
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
    const code = await main(['--', '--json', '--quick', '--only=skirmish'], (text) => out.push(text));
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    const report = JSON.parse(out[0]);
    expect(report).toMatchObject({ version: 1, mode: 'quick', machine: { cores: expect.any(Number) } });
    expect(report.sections.map((s: { id: string }) => s.id)).toEqual(['skirmish']);
    expect(
      report.sections[0].figures.find((f: { id: string }) => f.id === 'skirmish.gamesPerSec').value,
    ).toBeGreaterThan(0);
  });

  it('refuses an unknown section instead of printing an empty report', async () => {
    await expect(main(['--only=chess'], () => {})).rejects.toThrow(/unknown section chess/);
  });
});
