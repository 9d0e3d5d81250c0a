/** The comparison worker: runs {@link runComparison} off the page's thread. */
import type { CompareRequest } from '../logic/compare-protocol';
import { runComparison } from '../logic/compare-run';

self.onmessage = (message: MessageEvent<CompareRequest>) => {
  runComparison(message.data, (m) => self.postMessage(m));
};
