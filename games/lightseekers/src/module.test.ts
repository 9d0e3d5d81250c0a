/** The module's rules summary (what `cardloom rules lightseekers` and `cardloom compare` print). */
import { describe, expect, it } from 'vitest';
import { lightseekersModule } from './module.js';

describe('the Lightseekers rules summary', () => {
  it('Lightseekers 2.4.3 (issue 20): combo payment goes back into the deck, it is not discarded', () => {
    for (const { name } of lightseekersModule.rulesets) {
      const { costModel } = lightseekersModule.rules(name);
      expect(costModel).toMatch(/back into the deck/);
      expect(costModel).not.toMatch(/discard/);
    }
  });
});
