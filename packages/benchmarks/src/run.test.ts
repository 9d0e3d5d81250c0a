import { describe, expect, it } from 'vitest';
import { renderText } from './harness/render';
import { failedSection } from './run';

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
