import { describe, expect, it } from 'vitest';
import { run } from '../../testing/run';

describe('cardloom bench', () => {
  it('measures games/s and actions/s at each worker count on the same games', async () => {
    const { code, io } = await run([
      'bench',
      'toy',
      '--games',
      '8',
      '--seed',
      '2',
      '--workers',
      '0,2',
      '--warmup',
      '0',
      '--json',
    ]);
    expect(code).toBe(0);
    const data = JSON.parse(io.stdout);
    expect(data.runs.map((r: { workers: number }) => r.workers)).toEqual([0, 2]);
    expect(data.runs[0].actions).toBe(data.runs[1].actions);
    expect(data.runs[0].speedup).toBe(1);
    for (const r of data.runs) expect(r.gamesPerSecond).toBeGreaterThan(0);
  });

  it('prints a table', async () => {
    const { code, io } = await run(['bench', 'toy', '--games', '4', '--seed', '2', '--warmup', '0']);
    expect(code).toBe(0);
    expect(io.stdout).toMatch(/workers\s+games\/s\s+actions\/s\s+ms\/game\s+µs\/action\s+speed-up/);
    expect(io.stdout).toContain('0 (this thread)');
  });

  it('warms up untimed before measuring, without changing the measured games', async () => {
    const measure = async (warmup: string) => {
      const { code, io } = await run([
        'bench',
        'toy',
        '--games',
        '6',
        '--seed',
        '3',
        '--warmup',
        warmup,
        '--json',
      ]);
      expect(code).toBe(0);
      return JSON.parse(io.stdout).runs[0];
    };
    const cold = await measure('0');
    const warm = await measure('1');
    expect(warm.actions).toBe(cold.actions);
    expect(warm.gamesPerSecond).toBeGreaterThan(0);
  });

  it('rejects a bad warm-up (exit 2)', async () => {
    const { code, io } = await run(['bench', 'toy', '--warmup', '700']);
    expect(code).toBe(2);
    expect(io.stderr).toContain('--warmup must be between 0 and 600');
  });

  it('rejects a bad worker list (exit 2)', async () => {
    const { code, io } = await run(['bench', 'toy', '--workers', '1,x']);
    expect(code).toBe(2);
    expect(io.stderr).toContain("--workers takes whole numbers 0–256, got 'x'");
  });
});
