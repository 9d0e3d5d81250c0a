/**
 * Scenario helpers for rule and card tests: build a board in one call, then drive the game through
 * its legal actions and decisions only.
 *
 * @example
 * ```ts
 * const t = scenario({ p0: { play: ['Raving Prophet'] }, p1: { play: ['Bog Lurker'] } });
 * t.toStep('attack');
 * t.act({ type: 'attack', card: t.card('Raving Prophet') });
 * ```
 * @module
 */
import {
  type Action,
  apply,
  type CardId,
  type Ctx,
  createGame,
  type DecisionRequest,
  type Game,
  type GameEvent,
  type Json,
  jsonEqual,
  legalActions,
  type PlayerId,
  setupScenario,
} from '@cardloom/core';
import { type ActionMatch, type Driver, drive } from '@cardloom/core/testing';
import { LORE_CARDS } from '../cards/pool/index.js';
import { lore } from '../engine/definition.js';
import { C, V, Z } from '../engine/state/keys.js';
import { remainingHp, sanity, strOf } from '../engine/state/queries.js';
import { SECTION } from '../engine/turn/setup.js';

/** A card put into play with its state. */
export interface InPlay {
  readonly card: string;
  readonly dazed?: boolean;
  readonly evoked?: boolean;
  readonly damage?: number;
  readonly counters?: Readonly<Record<string, number>>;
}

/** One player's side of a scenario. Cards are named by name or id. */
export interface Side {
  readonly hand?: readonly string[];
  readonly play?: readonly (string | InPlay)[];
  readonly void?: readonly string[];
  readonly grave?: readonly string[];
  /** Top of the lexicon first; filler cards follow. */
  readonly lexicon?: readonly string[];
  /** Grimoire spells in the tome (the grimoire in the void). */
  readonly tome?: readonly string[];
  /** Grimoire spells still within the sideboard. */
  readonly grimoire?: readonly string[];
  readonly sanity?: number;
}

/** A whole scenario. */
export interface ScenarioSpec {
  readonly p0?: Side;
  readonly p1?: Side;
  /** Whose main phase it is (default 0). */
  readonly active?: PlayerId;
  readonly mythos?: number;
  /** A phenomenon in the event horizon, controlled by the active player. */
  readonly horizon?: string;
  readonly seed?: number;
  readonly ruleset?: string;
  /** Filler cards in each lexicon (default 20 Bog Lurkers). */
  readonly filler?: number;
}

const idOf = (nameOrId: string): string => {
  const found = LORE_CARDS.find((c) => c.id === nameOrId || c.name === nameOrId);
  if (!found) throw new Error(`no Lore card "${nameOrId}"`);
  return found.id;
};

const FILLER = 'lr1-024';

function deckFor(side: Side, filler: number): string[] {
  const main = [
    ...(side.hand ?? []),
    ...(side.play ?? []).map((p) => (typeof p === 'string' ? p : p.card)),
    ...(side.grave ?? []),
    ...(side.lexicon ?? []),
  ].map(idOf);
  const out = [...main, ...Array.from({ length: filler }, () => FILLER)];
  if (side.void?.length) out.push(SECTION.void, ...side.void.map(idOf));
  if (side.tome?.length) out.push(SECTION.tome);
  const grimoire = [...(side.tome ?? []), ...(side.grimoire ?? [])];
  if (grimoire.length) out.push(SECTION.grimoire, ...grimoire.map(idOf));
  return out;
}

/** A scenario under test. */
export class Scenario {
  /** Events of the last action or answer. */
  events: readonly GameEvent[] = [];
  /** Core's scenario driver on the same game: acting and answering go through it. */
  private readonly driver: Driver;
  constructor(readonly game: Game) {
    this.driver = drive(game);
  }

  /** Events of the last action of a type (e.g. `lore.damaged-object`). */
  eventsOf(type: string): GameEvent[] {
    return this.events.filter((e) => e.type === type);
  }

  /** The rules context (for reading state in assertions). */
  get ctx(): Ctx {
    return this.game.ctx;
  }
  /** The open decision, if any. */
  get decision(): DecisionRequest | null {
    return this.game.state.decision?.request ?? null;
  }
  /** The current step id. */
  get step(): string {
    return this.ctx.step.step;
  }

  /** The first instance of a card (by name or id), optionally of one owner, preferring play. */
  card(nameOrId: string, owner?: PlayerId): CardId {
    const def = idOf(nameOrId);
    const zones = [
      Z.play,
      Z.horizon,
      Z.hand,
      Z.void,
      Z.under,
      Z.chain,
      Z.grave,
      Z.aether,
      Z.tome,
      Z.grimoire,
      Z.lexicon,
    ];
    for (const zone of zones) {
      const found = this.ctx.allCards(zone).find((c) => {
        const card = this.ctx.card(c);
        return card.def === def && (owner === undefined || card.owner === owner);
      });
      if (found !== undefined) return found;
    }
    throw new Error(`no instance of ${nameOrId}`);
  }
  /** Every instance of a card in a zone. */
  cards(nameOrId: string, zone: string): CardId[] {
    const def = idOf(nameOrId);
    return this.ctx.allCards(zone).filter((c) => this.ctx.card(c).def === def);
  }
  /** The zone a card is in. */
  zone(card: CardId): string {
    return this.ctx.zoneOf(card);
  }
  str(card: CardId): number {
    return strOf(this.ctx, card);
  }
  hp(card: CardId): number {
    return remainingHp(this.ctx, card);
  }
  sanity(player: PlayerId): number {
    return sanity(this.ctx, player);
  }
  mythos(): number {
    return (this.ctx.getVar<number>(V.mythos) ?? 0) as number;
  }
  counter(card: CardId, name: string): number {
    return this.ctx.counter(card, name);
  }

  /** The legal actions, optionally of one type. */
  legal(type?: string): Action[] {
    return legalActions(this.game).filter((a) => type === undefined || a.type === type);
  }
  /** Whether a legal action matches these fields. */
  can(partial: Record<string, Json>): boolean {
    return this.legal().some((a) => matches(a, partial));
  }
  /** Applies the legal action matching these fields (the acting player is filled in). */
  act(partial: Record<string, Json>): this {
    this.events = this.driver.act(partial as ActionMatch).events;
    return this;
  }
  /** Answers the open decision. */
  answer(...choice: (number | string)[]): this {
    this.events = this.driver.answer(choice).events;
    return this;
  }
  /** Passes priority. */
  pass(): this {
    return this.act({ type: 'pass' });
  }
  /** Passes priority until the window closes. */
  passAll(): this {
    while (this.game.state.priority && !this.decision) this.pass();
    return this;
  }
  /**
   * Moves on (ending the main phase, ending attacks, passing priority) until the given interactive
   * step (`main`, `attack`, `subterfuge`) is current. Stops with an error at a decision.
   */
  toStep(step: string, guard = 200): this {
    for (let i = 0; i < guard && !this.game.over; i++) {
      if (this.step === step && !this.game.state.priority) return this;
      if (this.decision) throw new Error(`decision open before ${step}: ${this.decision.prompt}`);
      if (this.game.state.priority) this.pass();
      else if (this.can({ type: 'end-main' })) this.act({ type: 'end-main' });
      else if (this.can({ type: 'end-attacks' })) this.act({ type: 'end-attacks' });
      else throw new Error(`cannot move on from ${this.step}`);
    }
    if (this.step === step) return this;
    throw new Error(`never reached ${step}`);
  }
  /**
   * Announces attackers of the active player (cards or names), ends attacks, and answers each target
   * choice that is asked with the given keys in order (`p1` for a player, `c<id>` for an object).
   */
  attackWith(attackers: readonly (string | CardId)[], targets: readonly string[] = []): this {
    this.toStep('attack');
    for (const a of attackers)
      this.act({ type: 'attack', card: typeof a === 'string' ? this.card(a, this.ctx.active) : a });
    this.act({ type: 'end-attacks' });
    for (const target of targets) if (this.decision?.rule === 'Lore 4.2') this.answer(target);
    return this;
  }
  /** Declares one block: picks the attacker, then its blockers (unless they are chosen automatically). */
  block(attacker: CardId, blockers: readonly CardId[]): this {
    this.answer(`a${attacker}`);
    if (this.decision?.kind === 'cards') this.answer(...blockers);
    return this;
  }
  /** Declares no (more) blocks, if asked. */
  noBlocks(): this {
    if (this.decision?.prompt === 'Block which attacker?') this.answer('done');
    return this;
  }

  /** Moves on to the next player's main phase (through the end of this turn and their Phase I). */
  nextTurn(): this {
    const turn = this.ctx.turnNumber;
    for (let i = 0; i < 200 && !this.game.over; i++) {
      if (this.ctx.turnNumber > turn && this.step === 'main' && !this.game.state.priority) return this;
      if (this.decision) throw new Error(`decision open: ${this.decision.prompt}`);
      if (this.game.state.priority) this.pass();
      else if (this.can({ type: 'end-main' })) this.act({ type: 'end-main' });
      else if (this.can({ type: 'end-attacks' })) this.act({ type: 'end-attacks' });
      else throw new Error(`cannot move on from ${this.step}`);
    }
    return this;
  }
}

function matches(action: Action, partial: Record<string, Json>): boolean {
  return Object.entries(partial).every(([k, v]) => jsonEqual(action[k] ?? null, v));
}

/** Builds a scenario in the active player's first main phase. */
export function scenario(spec: ScenarioSpec = {}): Scenario {
  const sides = [spec.p0 ?? {}, spec.p1 ?? {}];
  const filler = spec.filler ?? 20;
  const active = spec.active ?? 0;
  const decks = sides.map((s) => deckFor(s, filler));
  if (spec.horizon) decks[active].unshift(idOf(spec.horizon));
  const game = createGame(lore, {
    players: 2,
    decks,
    seed: spec.seed ?? 1,
    ...(spec.ruleset ? { ruleset: spec.ruleset } : {}),
  });
  while (game.state.decision)
    apply(game, { type: 'answer', player: game.state.decision.request.player, choice: ['keep'] });
  setupScenario(game, (ctx) => {
    ctx.setActive(spec.active ?? 0);
    for (const [p, side] of sides.entries()) place(ctx, p, side);
    if (spec.horizon) {
      const card = take(ctx, spec.active ?? 0, spec.horizon);
      ctx.move(card, Z.horizon, spec.active ?? 0, { controller: spec.active ?? 0 });
    }
    ctx.setVar(V.mythos, spec.mythos ?? 0);
  });
  return new Scenario(game);
}

/** Takes a card of this name out of a player's lexicon. */
function take(ctx: Ctx, player: PlayerId, nameOrId: string): CardId {
  const def = idOf(nameOrId);
  const card = ctx.cards(Z.lexicon, player).find((c) => ctx.card(c).def === def);
  if (card === undefined) throw new Error(`scenario: no ${nameOrId} left in player ${player}'s lexicon`);
  return card;
}

function place(ctx: Ctx, p: PlayerId, side: Side): void {
  for (const c of ctx.cards(Z.hand, p).slice()) ctx.move(c, Z.lexicon, p);
  for (const name of side.hand ?? []) ctx.move(take(ctx, p, name), Z.hand, p);
  for (const name of side.grave ?? []) ctx.move(take(ctx, p, name), Z.grave, p);
  for (const entry of side.play ?? []) {
    const spec: InPlay = typeof entry === 'string' ? { card: entry } : entry;
    const card = take(ctx, p, spec.card);
    ctx.move(card, Z.play, p);
    if (spec.dazed) ctx.setCounter(card, C.dazed, 1);
    if (spec.evoked) ctx.setTapped(card, true);
    if (spec.damage) ctx.setCounter(card, C.damage, spec.damage);
    for (const [k, v] of Object.entries(spec.counters ?? {})) ctx.setCounter(card, k, v);
  }
  (side.lexicon ?? []).forEach((name, i) => {
    ctx.move(take(ctx, p, name), Z.lexicon, p, { position: i });
  });
  if (side.sanity !== undefined) ctx.setPlayerCounter(p, C.sanity, side.sanity);
}
