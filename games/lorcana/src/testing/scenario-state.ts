/**
 * The reading half of a test scenario: finding cards by name and reading the game state
 * (characteristics as computed, zones, the open decision and the bag).
 *
 * @module
 */
import {
  type Action,
  type CardId,
  type Game,
  type GameEvent,
  legalActions,
  type PlayerId,
} from '@cardloom/core';
import { type Driver, drive } from '@cardloom/core/testing';
import type { LorcanaCard } from '../cards/card.js';
import { normalizeName } from '../cards/registry.js';
import { damageOf, effectiveStrength, locationOf, loreValueOf, willpowerOf } from '../engine/state/board.js';
import { buildScenarioGame, cardsByName, type ScenarioOptions } from './scenario-board.js';

/** A scenario's game with lookups by card name and state readers. */
export class ScenarioState {
  readonly game: Game;
  /** Core's scenario driver over the game (finding cards, answering); this kit adds Lorcana's words. */
  readonly driver: Driver;
  private readonly byName: Map<string, LorcanaCard>;
  /** Events of the last action. */
  events: readonly GameEvent[] = [];

  constructor(options: ScenarioOptions) {
    this.byName = cardsByName(options.cards ?? []);
    this.game = buildScenarioGame(options, (name) => this.def(name));
    this.driver = drive(this.game);
  }

  protected def(name: string): LorcanaCard {
    const card = this.byName.get(normalizeName(name));
    if (!card) throw new Error(`scenario: unknown card "${name}"`);
    return card;
  }

  // ── finding cards ──────────────────────────────────────────────────────

  /** The id of the `index`-th card named `name` (of `owner`, if given), searching every zone. */
  id(name: string, owner?: PlayerId, index = 0): CardId {
    const found = this.driver.idsOf(this.def(name).id, owner === undefined ? {} : { owner });
    if (found[index] === undefined)
      throw new Error(`scenario: no card "${name}"${owner !== undefined ? ` of P${owner + 1}` : ''}`);
    return found[index];
  }

  /** The `index`-th card named `name` in `owner`'s `zone`. */
  idIn(zone: string, name: string, owner: PlayerId, index = 0): CardId {
    const want = this.def(name).id;
    const found = this.ctx.cards(zone, owner).filter((c) => this.game.state.cards[c].def === want);
    if (found[index] === undefined) throw new Error(`scenario: no ${name} in P${owner + 1}'s ${zone}`);
    return found[index];
  }

  protected ref(card: string | CardId, owner?: PlayerId): CardId {
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
}
