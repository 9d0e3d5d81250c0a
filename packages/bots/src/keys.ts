/** Stable keys for actions, so a search can find the same action again in another sampled world. */
import type { Action } from '@cardloom/core';

/**
 * A string that is equal for two actions exactly when their JSON is equal (same fields, in the same
 * order, with the same values): cheaper than `JSON.stringify` on the flat actions games list, where
 * it writes each field name and each number or boolean as it is and quotes only strings. Card
 * instance ids are the same in every sampled world, so an action keeps its key across worlds.
 */
export function actionKey(action: Action): string {
  const fields = action as unknown as Record<string, unknown>;
  let key = '';
  for (const name in fields) {
    const value = fields[name];
    // \u0001 and \u0002 cannot occur in JSON text (JSON escapes control characters), so no two
    // different actions share a key.
    switch (typeof value) {
      case 'number':
      case 'boolean':
        key += `${name}\u0001${value}\u0002`;
        break;
      case 'undefined':
        // JSON leaves undefined fields out.
        break;
      default:
        key += `${name}\u0001${JSON.stringify(value)}\u0002`;
    }
  }
  return key;
}
