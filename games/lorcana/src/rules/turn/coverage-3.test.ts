/** Turn structure (CR 3): rules not covered elsewhere, one scenario each. */
import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';

describe('CR 3 turn structure (coverage)', () => {
  it('CR 3.2.1.4 “start of your turn” triggers wait in the bag; CR 3.2.2.3 they resolve in the Set step, before the draw', () => {
    const t = scenario({ players: [{ play: ['Donald Duck - Perfect Gentleman'] }, {}], active: 1 });
    t.endTurn();
    expect(t.game.state.turn.active).toBe(0);
    expect(t.decision?.player).toBe(0);
    // The Draw step has not happened yet.
    expect(t.count('hand', 0)).toBe(0);
    t.yes();
    expect(t.decision?.player).toBe(1);
    t.yes();
    expect(t.count('hand', 0)).toBe(2);
    expect(t.count('hand', 1)).toBe(1);
  });

  it('CR 3.4.1.1 / CR 6.2.7 (a delayed trigger) end-of-turn effects resolve when the turn ends', () => {
    const t = scenario({ players: [{ play: ['Stitch - New Dog'], hand: ['Candy Drift'], ink: 2 }, {}] });
    t.play('Candy Drift');
    if (t.decision) t.choose('Stitch - New Dog');
    expect(t.strength('Stitch - New Dog')).toBe(7);
    expect(t.zone('Stitch - New Dog')).toBe('play');
    t.endTurn();
    t.declineAll();
    expect(t.zone('Stitch - New Dog')).toBe('discard');
  });

  it('CR 3.3.2 declaring the end of turn ends it; CR 1.3.4.1 one active player at a time; CR 3.4.2 then the next player becomes active', () => {
    const t = scenario({ players: [{}, {}] });
    expect(t.game.state.turn.active).toBe(0);
    t.endTurn();
    expect(t.game.state.turn.active).toBe(1);
    expect(t.can('end-turn')).toBe(true);
    expect(t.legal().every((a) => a.player === 1)).toBe(true);
  });

  it('CR 3.2.1.2 “during your turn” effects start applying at the start of the turn', () => {
    const t = scenario({ players: [{ play: ['Simba - Returned King'] }, {}], active: 1 });
    expect(t.has('Simba - Returned King', 'kw.evasive')).toBe(false);
    t.endTurn();
    t.declineAll();
    expect(t.has('Simba - Returned King', 'kw.evasive')).toBe(true);
  });

  it('CR 3.2.1.3 effects lasting until your next turn end as that turn starts', () => {
    const t = scenario({
      players: [{ play: ['Maui - Demigod'], hand: ['Kida - Protector of Atlantis'], ink: 5 }, {}],
    });
    t.play('Kida - Protector of Atlantis');
    t.declineAll();
    expect(t.strength('Maui - Demigod')).toBe(5);
    t.endTurn();
    expect(t.strength('Maui - Demigod')).toBe(5);
    t.endTurn();
    t.declineAll();
    expect(t.strength('Maui - Demigod')).toBe(8);
  });
});
