/**
 * The page's side of the bot worker: one request at a time, answered by a promise.
 * @module
 */
import type { BotReply, BotRequest } from './bot-protocol';

/** Asks a worker for bot moves. */
export class BotClient {
  private next = 1;
  private readonly waiting = new Map<number, (reply: BotReply) => void>();

  constructor(private readonly worker: Worker) {
    worker.onmessage = (message: MessageEvent<BotReply>) => {
      const resolve = this.waiting.get(message.data.id);
      this.waiting.delete(message.data.id);
      resolve?.(message.data);
    };
  }

  /** Sends a request (its `id` is filled in) and resolves with the worker's reply. */
  ask(request: Omit<BotRequest, 'id'>): Promise<BotReply> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Stops the worker; pending requests never resolve. */
  close(): void {
    this.worker.terminate();
    this.waiting.clear();
  }
}

/** A client on a new bot worker (bundled by Vite). */
export function newBotClient(): BotClient {
  return new BotClient(new Worker(new URL('../worker/bot.worker.ts', import.meta.url), { type: 'module' }));
}
