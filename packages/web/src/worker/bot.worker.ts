/** The bot worker: runs {@link BotRunner} off the page's thread. */
import type { BotRequest } from '../logic/bot-protocol';
import { BotRunner } from '../logic/bot-runner';

const runner = new BotRunner();
self.onmessage = (message: MessageEvent<BotRequest>) => {
  self.postMessage(runner.choose(message.data));
};
