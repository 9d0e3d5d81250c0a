import { describe, expect, it } from 'vitest';
import { run } from '../../testing/run';

describe('cardloom serve', () => {
  it('is listed and explains its options', async () => {
    const list = await run(['--help']);
    expect(list.io.stdout).toMatch(/serve\s+host online matches/);
    const { code, io } = await run(['serve', '--help']);
    expect(code).toBe(0);
    expect(io.stdout).toContain('--database <url>');
  });

  it('refuses a port out of range before loading the server (exit 2)', async () => {
    const { code, io } = await run(['serve', '--port', '70000']);
    expect(code).toBe(2);
    expect(io.stderr).toContain('--port must be between 0 and 65535, got 70000');
  });
});
