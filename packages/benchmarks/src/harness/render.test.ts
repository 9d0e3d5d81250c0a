import { describe, expect, it } from 'vitest';
import type { Report } from './figures';
import { formatNumber, renderJson, renderMarkdown, renderText } from './render';

const report: Report = {
  version: 2,
  date: '2026-01-01T00:00:00.000Z',
  mode: 'quick',
  machine: {
    node: 'v20.20.2',
    v8: '11.3',
    platform: 'linux',
    arch: 'x64',
    cpuModel: 'Test CPU',
    cores: 2,
    memoryGiB: 24,
    nodeEnv: 'production',
    loadAverage: 0.5,
  },
  sections: [
    {
      id: 's',
      title: 'Section',
      detail: 'one thing per sample',
      figures: [
        { id: 's.a', label: 'fast thing', value: 1234567.8, unit: 'moves/s', spreadPct: 1.25, samples: 9 },
        {
          id: 's.r',
          label: 'tax',
          value: 4.5,
          unit: '×',
          budgets: [{ limit: 3, direction: 'max', issues: [6, 21], stretch: 2 }],
        },
        {
          id: 's.c',
          label: 'clone',
          value: 12,
          unit: 'µs',
          budgets: [{ limit: 20, direction: 'max', issues: [6] }],
        },
      ],
      notes: ['a note'],
    },
  ],
};

describe('report rendering', () => {
  it('formats numbers with separators, and three significant digits when small', () => {
    expect(formatNumber(1234567.8)).toBe('1,234,568');
    expect(formatNumber(4.5)).toBe('4.50');
    expect(formatNumber(0.01234)).toBe('0.012');
  });

  it('prints machine, figures, spread and budget verdicts in the text table', () => {
    const text = renderText(report);
    expect(text).toContain('Test CPU, 2 cores');
    expect(text).toContain('load average 0.5 at start');
    expect(text).toMatch(/fast thing\s+1,234,568\s+moves\/s\s+±1\.3%\s+9/);
    expect(text).toMatch(/tax\s+4\.50\s+×.*MISS \(≤ 3\.00 ×, issues 6, 21\); stretch MISS \(≤ 2\.00 ×\)/);
    expect(text).toMatch(/clone\s+12\.0\s+µs.*ok \(≤ 20\.0 µs, issue 6\)/);
    expect(text).toContain('note: a note');
  });

  it('ends the text with every budgeted figure and a tally of met and missed lines', () => {
    const text = renderText(report);
    expect(text).toContain('Budgets — 2 budget lines: 1 met, 1 missed');
    expect(text).toMatch(/s\s+tax\s+4\.50 ×\s+MISS/);
    expect(text).not.toMatch(/s\s+fast thing\s+1,234,568 moves\/s/);
  });

  it('carries the same figures in JSON and Markdown, and Markdown ends with the appendix', () => {
    expect(JSON.parse(renderJson(report))).toEqual(report);
    const markdown = renderMarkdown(report, '## Where the time goes\n\nhand-written\n');
    expect(markdown).toContain('| fast thing | 1,234,568 | moves/s | ±1.3% | 9 |  |');
    expect(markdown).toContain('| s | clone | 12.0 µs | ok (≤ 20.0 µs, issue 6) |');
    expect(markdown.indexOf('## Budgets')).toBeLessThan(markdown.indexOf('## Section'));
    expect(markdown.trimEnd().endsWith('## Where the time goes\n\nhand-written')).toBe(true);
  });
});
