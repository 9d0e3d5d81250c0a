/**
 * The acting half of a test scenario: turn actions by card name through the public API
 * (`legalActions` / `apply`), and attempts at illegal ones (CR 1.7.6).
 *
 * @module
 */
import {
  type Action,
  type ApplyResult,
  apply,
  type CardId,
  IllegalActionError,
  type PlayerId,
} from '@cardloom/core';
import { Z } from '../engine/state/board.js';
import { ScenarioState } from './scenario-state.js';

/** A scenario that can take turn actions. */
export class ScenarioActions extends ScenarioState {
  // ── acting ─────────────────────────────────────────────────────────────

  /** Applies an action; records its events. */
  act(action: Action): ApplyResult {
    const result = apply(this.game, action);
    this.events = result.events;
    return result;
  }

  /**
   * Tries an action expected to be illegal (CR 1.7.6): whether it was refused with an
   * `IllegalActionError`, the rule that error names, and whether the game state is exactly as before.
   */
  attempt(action: Action): { illegal: boolean; rule: string | undefined; unchanged: boolean } {
    const before = JSON.stringify(this.game.state);
    let error: unknown = null;
    try {
      this.act(action);
    } catch (e) {
      error = e;
    }
    const illegal = error instanceof IllegalActionError;
    return {
      illegal,
      rule: illegal ? (error as IllegalActionError).rule : undefined,
      unchanged: JSON.stringify(this.game.state) === before,
    };
  }

  protected find(type: string, match: (a: Action) => boolean, what: string): Action {
    const action = this.legal().find((a) => a.type === type && match(a));
    if (!action) {
      const options = this.legal()
        .map((a) => JSON.stringify(a))
        .join('\n  ');
      throw new Error(`scenario: no legal ${what}; legal:\n  ${options}`);
    }
    return action;
  }

  protected sameDef(a: unknown, name: string): boolean {
    return typeof a === 'number' && this.game.state.cards[a].def === this.def(name).id;
  }

  /** Plays a card from hand: by ink (default), `free`, `shift` onto a card, `sing` with a singer, or `singTogether`. */
  play(
    name: string,
    how: { mode?: string; onto?: string | CardId; singer?: string | CardId } = {},
  ): ApplyResult {
    const mode = how.mode ?? (how.onto !== undefined ? 'shift' : how.singer !== undefined ? 'sing' : 'ink');
    const player = this.game.toAct!;
    const onto = how.onto !== undefined ? this.ref(how.onto, player) : undefined;
    const singer = how.singer !== undefined ? this.ref(how.singer, player) : undefined;
    return this.act(
      this.find(
        'play',
        (a) =>
          this.sameDef(a.card, name) &&
          a.mode === mode &&
          (onto === undefined || a.onto === onto) &&
          (singer === undefined || a.singer === singer),
        `play of ${name} (${mode})`,
      ),
    );
  }
  ink(name: string): ApplyResult {
    return this.act(this.find('ink', (a) => this.sameDef(a.card, name), `ink of ${name}`));
  }
  quest(card: string | CardId): ApplyResult {
    const id = this.ref(card, this.game.toAct!);
    return this.act(this.find('quest', (a) => a.card === id, `quest with ${card}`));
  }
  challenge(attacker: string | CardId, defender: string | CardId): ApplyResult {
    const me = this.game.toAct!;
    const a = this.ref(attacker, me);
    const d = typeof defender === 'number' ? defender : this.opposing(defender, me);
    return this.act(
      this.find('challenge', (x) => x.card === a && x.target === d, `challenge ${attacker} → ${defender}`),
    );
  }
  protected opposing(name: string, me: PlayerId): CardId {
    const want = this.def(name).id;
    const c = this.game.state.cards.find(
      (x) => x.def === want && x.owner !== me && this.ctx.isIn(x.id, Z.play),
    );
    if (!c) throw new Error(`scenario: no opposing ${name} in play`);
    return c.id;
  }
  move(character: string | CardId, location: string | CardId): ApplyResult {
    const me = this.game.toAct!;
    const c = this.ref(character, me);
    const l = this.ref(location, me);
    return this.act(
      this.find('move', (a) => a.card === c && a.location === l, `move ${character} → ${location}`),
    );
  }
  /** Uses an activated ability (by index among the card's abilities; -1 for Boost). */
  activate(card: string | CardId, ability?: number): ApplyResult {
    const id = this.ref(card, this.game.toAct!);
    return this.act(
      this.find(
        'activate',
        (a) => a.card === id && (ability === undefined || a.ability === ability),
        `activate ${card}`,
      ),
    );
  }
  endTurn(): ApplyResult {
    return this.act(this.find('end-turn', () => true, 'end of turn'));
  }
  /** Whether an action of this type is legal for the card now. */
  can(type: string, card?: string | CardId, extra: Partial<Record<string, unknown>> = {}): boolean {
    const id = card === undefined ? undefined : this.ref(card);
    return this.legal().some(
      (a) =>
        a.type === type &&
        (id === undefined || a.card === id || (typeof card === 'string' && this.sameDef(a.card, card))) &&
        Object.entries(extra).every(([k, v]) => a[k] === v),
    );
  }
}
