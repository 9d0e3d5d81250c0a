/**
 * Scenario builder for tests: one readable call puts named cards in each player's zones, then
 * drives the game through the public API (`legalActions` / `apply`) by card names.
 *
 * @example
 * ```ts
 * const t = scenario({ players: [{ play: ['Flounder - Voice of Reason'] }, { hand: ['Fire the Cannons!'], ink: 1 }], active: 1 });
 * t.play('Fire the Cannons!');
 * t.choose('Flounder - Voice of Reason');
 * expect(t.zone('Flounder - Voice of Reason')).toBe('discard');
 * ```
 * @module
 */
import {
  type Action,
  type ApplyResult,
  apply,
  type CardId,
  createGame,
  type Game,
  type GameDefinition,
  type GameEvent,
  IllegalActionError,
  legalActions,
  type PlayerId,
  setupScenario,
} from '@cardloom/core';
import { fullName, type LorcanaCard } from '../cards/card.js';
import { cardPool } from '../cards/pool.js';
import { normalizeName } from '../cards/registry.js';
import { createLorcana } from '../definition.js';
import { C, damageOf, effectiveStrength, locationOf, loreValueOf, willpowerOf, Z } from '../engine/board.js';
import { putUnder, setLocation } from '../engine/moves.js';
import { testCards } from './test-cards.js';

/** A vanilla filler card for inkwells and decks. */
export const FILLER: LorcanaCard = {
  id: 'test-filler',
  set: 'test',
  number: 0,
  name: 'Filler',
  version: 'Test Card',
  type: 'character',
  cost: 9,
  inkwell: true,
  inks: ['Steel'],
  strength: 1,
  willpower: 1,
  lore: 1,
  classifications: ['Storyborn'],
};

/** A card in play, with its state. */
export type InPlay =
  | string
  | {
      readonly name: string;
      readonly exerted?: boolean;
      /** Entered play this turn (can't quest or challenge yet, CR 5.1.1.11). */
      readonly drying?: boolean;
      readonly damage?: number;
      /** Name of a location of the same player it is at. */
      readonly at?: string;
      /** Cards under it (a Shift stack, top first; CR 8.10). */
      readonly under?: readonly string[];
    };

/** One player's starting board. */
export interface Board {
  readonly play?: readonly InPlay[];
  readonly hand?: readonly string[];
  readonly discard?: readonly string[];
  /** Top of deck first; filler cards follow. */
  readonly deck?: readonly string[];
  /** Ready ink cards (filler). */
  readonly ink?: number;
  readonly exertedInk?: number;
  readonly lore?: number;
  /** Filler cards under the named deck cards (default 20; 0 for an empty deck). */
  readonly filler?: number;
}

/** Scenario options. */
export interface ScenarioOptions {
  readonly players: readonly Board[];
  /** Whose turn it is (default 0). It is that player's Main phase. */
  readonly active?: PlayerId;
  readonly ruleset?: string;
  /** Extra card definitions (test-only cards). */
  readonly cards?: readonly LorcanaCard[];
  readonly seed?: number;
  /** Team of each seat (CR 1.3.6). */
  readonly teams?: readonly number[];
}

const defs = new Map<string, GameDefinition>();
function definitionWith(extra: readonly LorcanaCard[]): GameDefinition {
  const key = extra.map((c) => c.id).join(',');
  let def = defs.get(key);
  if (!def) {
    def = createLorcana([...cardPool, FILLER, ...testCards, ...extra]);
    defs.set(key, def);
  }
  return def;
}

function nameOf(entry: InPlay): string {
  return typeof entry === 'string' ? entry : entry.name;
}

/** A running scenario. */
export class Scenario {
  readonly game: Game;
  private readonly byName: Map<string, LorcanaCard>;
  /** Events of the last action. */
  events: readonly GameEvent[] = [];

  constructor(options: ScenarioOptions) {
    const extra = options.cards ?? [];
    const def = definitionWith(extra);
    this.byName = new Map(
      [...cardPool, FILLER, ...testCards, ...extra].map((c) => [normalizeName(fullName(c)), c]),
    );
    const decks = options.players.map((b) => {
      const named = [
        ...(b.play ?? []).map(nameOf),
        ...(b.play ?? []).flatMap((e) => (typeof e === 'string' ? [] : (e.under ?? []))),
        ...(b.hand ?? []),
        ...(b.discard ?? []),
        ...(b.deck ?? []),
      ].map((n) => this.def(n).id);
      const filler = (b.ink ?? 0) + (b.exertedInk ?? 0) + (b.filler ?? 20) + 8;
      return [...named, ...Array.from({ length: filler }, () => FILLER.id)];
    });
    this.game = createGame(def, {
      players: options.players.length,
      decks,
      seed: options.seed ?? 1,
      ruleset: options.ruleset,
      ...(options.teams ? { teams: options.teams } : {}),
    });
    while (this.game.state.decision) {
      const d = this.game.state.decision.request;
      apply(this.game, { type: 'answer', player: d.player, choice: [] });
    }
    setupScenario(this.game, (ctx) => {
      ctx.setActive(options.active ?? 0);
      options.players.forEach((board, p) => {
        const mine = ctx.state.cards.filter((c) => c.owner === p && !c.token).map((c) => c.id);
        for (const id of mine) ctx.move(id, Z.deck, p);
        ctx.setPlayerCounter(p, 'lore', board.lore ?? 0);
        const take = (name: string): CardId => {
          const want = this.def(name).id;
          const id = ctx.cards(Z.deck, p).find((c) => ctx.card(c).def === want);
          if (id === undefined) throw new Error(`scenario: no ${name} left for player ${p + 1}`);
          return id;
        };
        const locations = new Map<string, CardId>();
        const placed: [CardId, InPlay][] = [];
        for (const entry of board.play ?? []) {
          const id = take(nameOf(entry));
          ctx.move(id, Z.play, p);
          ctx.setCounter(id, C.since, -1);
          placed.push([id, entry]);
          locations.set(normalizeName(nameOf(entry)), id);
        }
        for (const [id, entry] of placed) {
          if (typeof entry === 'string') continue;
          if (entry.exerted) ctx.setTapped(id, true);
          if (entry.drying) ctx.setCounter(id, C.since, 0);
          if (entry.damage) ctx.setCounter(id, C.damage, entry.damage);
          if (entry.at) setLocation(ctx, id, locations.get(normalizeName(entry.at))!);
          for (const name of entry.under ?? []) putUnder(ctx, take(name), id, false);
        }
        for (const name of board.hand ?? []) ctx.move(take(name), Z.hand, p);
        for (const name of board.discard ?? []) ctx.move(take(name), Z.discard, p, { position: 'bottom' });
        const fillers = () => ctx.cards(Z.deck, p).filter((c) => ctx.card(c).def === FILLER.id);
        for (let i = 0; i < (board.ink ?? 0) + (board.exertedInk ?? 0); i++) {
          const id = fillers()[0];
          ctx.move(id, Z.inkwell, p, { faceDown: true });
          if (i >= (board.ink ?? 0)) ctx.setTapped(id, true);
        }
        const deckNamed = (board.deck ?? []).map(take);
        const rest = ctx.cards(Z.deck, p).filter((c) => !deckNamed.includes(c));
        const keep = board.filler ?? 20;
        for (const id of rest.filter((c) => ctx.card(c).def === FILLER.id).slice(keep))
          ctx.move(id, 'removed', p);
        for (let i = deckNamed.length - 1; i >= 0; i--)
          ctx.move(deckNamed[i], Z.deck, p, { position: 'top' });
      });
    });
  }

  private def(name: string): LorcanaCard {
    const card = this.byName.get(normalizeName(name));
    if (!card) throw new Error(`scenario: unknown card "${name}"`);
    return card;
  }

  // ── finding cards ──────────────────────────────────────────────────────

  /** The id of the `index`-th card named `name` (of `owner`, if given), searching every zone. */
  id(name: string, owner?: PlayerId, index = 0): CardId {
    const want = this.def(name).id;
    const found = this.game.state.cards.filter(
      (c) => c.def === want && (owner === undefined || c.owner === owner),
    );
    if (!found[index])
      throw new Error(`scenario: no card "${name}"${owner !== undefined ? ` of P${owner + 1}` : ''}`);
    return found[index].id;
  }

  /** The `index`-th card named `name` in `owner`'s `zone`. */
  idIn(zone: string, name: string, owner: PlayerId, index = 0): CardId {
    const want = this.def(name).id;
    const found = this.ctx.cards(zone, owner).filter((c) => this.game.state.cards[c].def === want);
    if (found[index] === undefined) throw new Error(`scenario: no ${name} in P${owner + 1}'s ${zone}`);
    return found[index];
  }

  private ref(card: string | CardId, owner?: PlayerId): CardId {
    return typeof card === 'number' ? card : this.id(card, owner);
  }

  /** The zone a card is in. */
  zone(card: string | CardId, owner?: PlayerId): string {
    return this.game.ctx.zoneOf(this.ref(card, owner));
  }

  // ── reading state ──────────────────────────────────────────────────────

  get ctx() {
    return this.game.ctx;
  }
  lore(player: PlayerId): number {
    return this.game.state.players[player].counters.lore ?? 0;
  }
  damage(card: string | CardId, owner?: PlayerId): number {
    return damageOf(this.ctx, this.ref(card, owner));
  }
  strength(card: string | CardId, owner?: PlayerId): number {
    return effectiveStrength(this.ctx, this.ref(card, owner));
  }
  /** Strength as computed, negatives kept (CR 6.6.2). */
  rawStrength(card: string | CardId, owner?: PlayerId): number {
    return this.ctx.stat(this.ref(card, owner), 'strength');
  }
  willpower(card: string | CardId, owner?: PlayerId): number {
    return willpowerOf(this.ctx, this.ref(card, owner));
  }
  loreValue(card: string | CardId, owner?: PlayerId): number {
    return loreValueOf(this.ctx, this.ref(card, owner));
  }
  has(card: string | CardId, stat: string, owner?: PlayerId): boolean {
    return this.ctx.has(this.ref(card, owner), stat);
  }
  exerted(card: string | CardId, owner?: PlayerId): boolean {
    return this.game.state.cards[this.ref(card, owner)].tapped;
  }
  at(card: string | CardId, owner?: PlayerId): CardId {
    return locationOf(this.ctx, this.ref(card, owner));
  }
  count(zone: string, player: PlayerId): number {
    return this.ctx.count(zone, player);
  }
  /** Names of the cards in a zone, top first. */
  names(zone: string, player: PlayerId): string[] {
    return this.ctx.cards(zone, player).map((c) => this.ctx.cardDef(c).name);
  }
  get decision() {
    return this.game.state.decision?.request ?? null;
  }
  get pending() {
    return this.game.state.pending;
  }
  legal(): Action[] {
    return legalActions(this.game);
  }

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

  private find(type: string, match: (a: Action) => boolean, what: string): Action {
    const action = this.legal().find((a) => a.type === type && match(a));
    if (!action) {
      const options = this.legal()
        .map((a) => JSON.stringify(a))
        .join('\n  ');
      throw new Error(`scenario: no legal ${what}; legal:\n  ${options}`);
    }
    return action;
  }

  private sameDef(a: unknown, name: string): boolean {
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
  private opposing(name: string, me: PlayerId): CardId {
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

  // ── answering decisions ────────────────────────────────────────────────

  /** Answers the open decision with raw values. */
  answer(...choice: (string | number)[]): ApplyResult {
    const d = this.decision;
    if (!d) throw new Error('scenario: no open decision');
    return this.act({ type: 'answer', player: d.player, choice });
  }
  yes(): ApplyResult {
    return this.answer('yes');
  }
  no(): ApplyResult {
    return this.answer('no');
  }
  /** Answers a card decision by names or ids (names: the first matching option). */
  choose(...cards: (string | CardId)[]): ApplyResult {
    const d = this.decision;
    if (!d) throw new Error('scenario: no open decision to choose for');
    const used = new Set<number>();
    const ids = cards.map((c) => {
      if (typeof c === 'number') return c;
      const want = this.def(c).id;
      const hit = d.options.find(
        (o) => typeof o === 'number' && !used.has(o) && this.game.state.cards[o].def === want,
      );
      if (hit === undefined) throw new Error(`scenario: ${c} is not an option of "${d.prompt}"`);
      used.add(hit as number);
      return hit as number;
    });
    return this.answer(...ids);
  }
  /** Answers an options decision by the label's text (or option key). */
  pick(label: string): ApplyResult {
    const d = this.decision!;
    const i = d.labels?.findIndex((l) => l.includes(label)) ?? -1;
    return this.answer(i >= 0 ? d.options[i] : label);
  }
  /** Answers “no”/nothing to every open decision until none is open (or `stop` says so). */
  declineAll(stop?: (d: NonNullable<Scenario['decision']>) => boolean): void {
    while (this.decision && !stop?.(this.decision)) {
      const d = this.decision;
      if (d.kind === 'yes-no') this.no();
      else this.answer(...d.options.slice(0, d.min));
    }
  }
}

/** Builds a scenario. */
export function scenario(options: ScenarioOptions): Scenario {
  return new Scenario(options);
}
