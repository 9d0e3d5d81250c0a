/**
 * Commands that run as or with services: `serve` (online matches), `sweep` (simulation cells, locally or
 * on a Redis queue) and `worker` (plays a queue's sweep batches).
 */
export { serveCommand } from './serve';
export { sweepCommand } from './sweep';
export { workerCommand } from './worker';
