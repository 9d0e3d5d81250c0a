// Throughput of a sweep on the local worker pool against 1, 2 and 3 `cardloom worker` processes
// through BullMQ + Redis. Needs the built packages (`pnpm turbo run build --filter=@cardloom/cli...`)
// and redis-server. Usage: node scripts/measure.mjs [gamesPerCell] [bots] [matrix|pair] [batchSize]
// `pair` is one cell (amber-amethyst vs sapphire-steel): threads and workers each start once, so the
// figures compare the queue with the pool; `matrix` is the 3 × 3 starter-deck matrix (9 cells).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRedisServer } from '@cardloom/sweep';

const bin = fileURLToPath(new URL('../../cli/dist/bin.js', import.meta.url));
const gamesPerCell = Number(process.argv[2] ?? 600);
const bots = (process.argv[3] ?? 'random').split(',');
const batchSize = Number(process.argv[5] ?? 100);
const decks = process.argv[4] === 'pair' ? ['amber-amethyst', 'sapphire-steel'] : { matrix: 'all' };
const dir = mkdtempSync(join(tmpdir(), 'sweep-measure-'));
const file = join(dir, 'lorcana.json');
writeFileSync(
  file,
  JSON.stringify({
    name: 'Lorcana starter matrix',
    seed: 1,
    gamesPerCell,
    batchSize,
    bots,
    games: [{ game: 'lorcana', decks }],
  }),
);

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const started = new Set();
process.once('SIGINT', () => {
  for (const child of started) child.kill('SIGTERM');
  process.exit(130);
});

function cardloom(args, onLine) {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  child.once('exit', () => started.delete(child));
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
    if (onLine) for (const line of String(d).split('\n')) if (line) onLine(line);
  });
  return {
    child,
    cpu: () => cpuSeconds(child.pid),
    done: new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, stderr }))),
  };
}

async function sweep(name, args, others = () => 0) {
  const c = cardloom(['sweep', file, '--json', '--db', join(dir, `${name}.sqlite`), ...args]);
  const othersBefore = others();
  // Sample the sweep process's CPU time until it exits (a process's time cannot be read after).
  let own = 0;
  const timer = setInterval(() => (own = Math.max(own, c.cpu())), 50);
  const { code, out, stderr } = await c.done;
  clearInterval(timer);
  if (code !== 0) throw new Error(`${name}: exit ${code}\n${stderr}`);
  const cpu = own + others() - othersBefore;
  const { run, report } = JSON.parse(out);
  console.log(
    `${name.padEnd(10)} ${run.games} games in ${run.seconds.toFixed(1)} s: ${run.gamesPerSecond.toFixed(1)} games/s, ` +
      `${((cpu / run.games) * 1000).toFixed(2)} CPU ms/game`,
  );
  return { run, report, cpu };
}

const results = {};
results['local 1 thread'] = await sweep('local-1', ['--workers', '1']);
results['local 2 threads'] = await sweep('local-2', ['--workers', '2']);
const redis = await startRedisServer();
if (!redis) throw new Error('redis-server is not installed');
try {
  for (const count of [1, 2, 3]) {
    const workers = Array.from({ length: count }, (_, i) => {
      let ready;
      const waiting = new Promise((r) => (ready = r));
      const w = cardloom(
        ['worker', redis.url, '--name', `w${i}`],
        (line) => line.startsWith('worker ') && ready(),
      );
      return { ...w, waiting };
    });
    await Promise.all(workers.map((w) => w.waiting));
    const others = () => cpuSeconds(redis.pid) + workers.reduce((sum, w) => sum + w.cpu(), 0);
    results[`redis ${count} process${count > 1 ? 'es' : ''}`] = await sweep(
      `redis-${count}`,
      ['--queue', redis.url],
      others,
    );
    for (const w of workers) w.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.done));
  }
} finally {
  for (const child of started) child.kill('SIGTERM');
  await redis.stop();
}
const reference = JSON.stringify(results['local 1 thread'].report);
const rows = Object.entries(results).map(([name, { run, report, cpu }]) => ({
  name,
  gamesPerSecond: Number(run.gamesPerSecond.toFixed(1)),
  cpuMsPerGame: Number(((cpu / run.games) * 1000).toFixed(2)),
  sameReport: JSON.stringify(report) === reference,
}));
console.log(JSON.stringify(rows, null, 2));
rmSync(dir, { recursive: true, force: true });
