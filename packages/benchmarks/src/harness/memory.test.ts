import { describe, expect, it } from 'vitest';
import { bytesPerLive } from './memory';

describe('memory per live object', () => {
  it('sees an array of 1,000 doubles as roughly 8 KB', () => {
    const bytes = bytesPerLive((i) => Array.from({ length: 1000 }, (_, j) => i + j + 0.5), 200);
    expect(bytes).toBeGreaterThan(7000);
    expect(bytes).toBeLessThan(12000);
  });

  it('counts shared objects once', () => {
    const shared = Array.from({ length: 1000 }, (_, j) => j + 0.5);
    expect(bytesPerLive(() => shared, 200)).toBeLessThan(500);
  });
});
