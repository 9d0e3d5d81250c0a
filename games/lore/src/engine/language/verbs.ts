/**
 * Lore's verbs: what each effect step does when it resolves and how it reads, side by side. Control flow
 * (steps in order, `may`, `if`, choose one, for each, repeat, "that card") is the shared card
 * language's; selections were made at step d (`announce.ts`) and are read back through `env.targets`.
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { count as countNoun, type Env, type Say, type Verb, verbOf } from '@cardloom/core/cards';
import {
  describeFilter,
  describePlayerObject,
  describePlayerPossessive,
  describePlayerSubject,
  describeStatChange,
  describeTarget,
} from '../../cards/describe-parts.js';
import { LORE_CARDS } from '../../cards/pool/index.js';
import { KEYWORD_NAMES, type ObjectKeyword } from '../../cards/vocabulary.js';
import type {
  Amount,
  CardFilter,
  CounterKind,
  Duration,
  LoreNouns,
  PlayerRef,
  Recipient,
  RollOutcome,
  Target,
} from '../../cards/vocabulary-effects.js';
import { chainItems, removeChainItem } from '../state/chain.js';
import { changeSanity, damageObject, damagePlayer, sourceOf } from '../state/damage.js';
import { matchesCard } from '../state/filters.js';
import { C, E, kw, S, V, Z } from '../state/keys.js';
import { addMythos, createTokenFor, destroy, drawCards, leavePlay, releaseUnder } from '../state/moves.js';
import { hasKeyword, inPlay, strCounters } from '../state/queries.js';
import { bringForth, bringForthGrimoire } from '../state/void.js';
import { kernelDuration, objects } from './nouns.js';

const verb = verbOf<LoreNouns>();
type LoreEnv = Env<LoreNouns>;
type LoreSay = Say<LoreNouns>;

/** A verb phrase about a player: imperative for "you" ("draw 2 cards"), third person otherwise. */
function playerDoes(player: PlayerRef, imperative: string, thirdPerson: string): string {
  return player === 'you' ? imperative : `${describePlayerSubject(player)} ${thirdPerson}`;
}

/** An amount as a word plus, for computed amounts, a trailing clause defining X. */
function amountWords(amount: Amount, say: LoreSay): { readonly value: string; readonly where: string } {
  if (typeof amount === 'number') return { value: String(amount), where: '' };
  return { value: 'X', where: `, where X is ${say.amount(amount)}` };
}

function counted(amount: Amount, singular: string, say: LoreSay): string {
  if (amount === 1) return `a ${singular}`;
  const { value, where } = amountWords(amount, say);
  return `${value} ${singular}s${where}`;
}

function sanityWords(amount: Amount, say: LoreSay): string {
  const { value, where } = amountWords(amount, say);
  return `${value} sanity${where}`;
}

/** The name of a card of the pool (for tokens an effect creates). */
function cardName(id: string): string {
  return LORE_CARDS.find((c) => c.id === id)?.name ?? id;
}

/** A verb doing `act` to every object its target names; those objects become "that card". */
function toEach<P extends { readonly target: Target }>(
  act: (env: LoreEnv, card: CardId, p: P) => void,
  describe: (p: P, say: LoreSay) => string,
): Verb<LoreNouns, P> {
  return {
    run: (env, p) => {
      const cards = objects(env, p.target);
      for (const card of cards) act(env, card, p);
      return { cards };
    },
    describe,
  };
}

/** A verb doing `act` once for every player its reference names. */
function forPlayers<P extends { readonly player: PlayerRef }>(
  act: (env: LoreEnv, player: PlayerId, p: P) => void,
  describe: (p: P, say: LoreSay) => string,
): Verb<LoreNouns, P> {
  return {
    run: (env, p) => {
      for (const player of env.players(p.player)) act(env, player, p);
    },
    describe,
  };
}

function discard(ctx: Ctx, player: PlayerId, n: number): void {
  const hand = ctx.cards(Z.hand, player).slice();
  const count = Math.min(n, hand.length);
  const chosen = ctx.chooseCards(player, hand, {
    min: count,
    max: count,
    prompt: `Discard ${count} card(s)`,
  });
  for (const c of chosen) ctx.move(c, Z.grave, player, { cause: 'discard', by: player });
}

/** Lore keyword Consume: the object goes under its consumer, out of play (README A38). */
function consume(ctx: Ctx, host: CardId, card: CardId): void {
  if (host < 0 || !inPlay(ctx, host) || card === host) return;
  releaseUnder(ctx, card, 'grave');
  for (const other of ctx.allCards(Z.play))
    if (ctx.card(other).attachedTo === card) ctx.setCard(other, 'attachedTo', -1);
  ctx.move(card, Z.under, ctx.card(host).controller, { cause: 'consumed', faceDown: false });
  ctx.setCard(card, 'attachedTo', host);
}

/** Lore keyword Peek: look at the top of any player's lexicon; reveal it or not. */
function peek(ctx: Ctx, chooser: PlayerId): void {
  const withCards = ctx.playersInOrder(-1).filter((p) => ctx.count(Z.lexicon, p) > 0);
  if (withCards.length === 0) return;
  const [player] = ctx.choosePlayers(chooser, withCards, {
    prompt: 'Peek at whose lexicon?',
    rule: 'Lore keyword Peek',
  });
  const top = ctx.cards(Z.lexicon, player)[0];
  const reveal = ctx.chooseOption(chooser, ['keep', 'reveal'], {
    prompt: 'Reveal the card you peeked at?',
    labels: ['put it back unrevealed', 'reveal it'],
    reveal: [top],
    rule: 'Lore keyword Peek',
  });
  ctx.emit({ type: E.peeked, player, chooser, card: reveal === 'reveal' ? top : -1 });
  if (reveal === 'reveal') ctx.reveal([top]);
}

/** Lore keyword Pilfer: look at a player's hand, select a card; they discard it. */
function pilfer(ctx: Ctx, chooser: PlayerId, player: PlayerId): void {
  const hand = ctx.cards(Z.hand, player).slice();
  if (hand.length === 0) return;
  const [card] = ctx.chooseCards(chooser, hand, {
    prompt: 'Pilfer: choose a card to discard',
    reveal: hand,
    rule: 'Lore keyword Pilfer',
  });
  ctx.move(card, Z.grave, player, { cause: 'discard', by: chooser });
}

function search(ctx: Ctx, player: PlayerId, filter: CardFilter, destination: 'hand' | 'void'): void {
  const lexicon = ctx.cards(Z.lexicon, player).slice();
  const matching = lexicon.filter((c) => matchesCard(ctx, c, filter));
  const chosen = ctx.chooseCards(player, matching, {
    min: 0,
    max: 1,
    prompt: 'Search your lexicon',
    reveal: lexicon,
  });
  for (const card of chosen) {
    if (destination === 'hand') ctx.move(card, Z.hand, player, { cause: 'search', by: player });
    else bringForth(ctx, card, player);
  }
  ctx.shuffle(Z.lexicon, player);
}

/** Puts grimoire spells from the controller's tome under a spellcaster (Lore Card Types: Grimoire). */
function inscribe(ctx: Ctx, player: PlayerId, host: CardId, count: number): void {
  if (!hasKeyword(ctx, host, 'spellcasting')) return;
  const tome = ctx.cards(Z.tome, player).slice();
  const n = Math.min(count, tome.length);
  const chosen = ctx.chooseCards(player, tome, {
    min: n,
    max: n,
    prompt: 'Choose grimoire spells from your tome',
  });
  for (const card of chosen) {
    ctx.move(card, Z.under, player, { cause: 'inscribed', faceDown: false });
    ctx.setCard(card, 'attachedTo', host);
  }
}

/** Removes an item from the chain; a cancelled card goes to its owner's grave. */
function cancel(ctx: Ctx, id: number): void {
  const item = chainItems(ctx).find((i) => i.id === id);
  if (!item) return;
  removeChainItem(ctx, id);
  if (item.kind === 'card' && ctx.isIn(item.card, Z.chain)) {
    ctx.move(item.card, Z.grave, ctx.card(item.card).owner, { cause: 'cancelled' });
  }
  ctx.emit({ type: E.cancelled, item: id, label: item.label });
}

const COUNTER_KEYS: Readonly<Record<CounterKind, string>> = {
  strPlus: C.strPlus,
  strMinus: C.strMinus,
  hpPlus: C.hpPlus,
  hpMinus: C.hpMinus,
};
const COUNTER_LABELS: Readonly<Record<CounterKind, string>> = {
  strPlus: '+1 STR',
  strMinus: '-1 STR',
  hpPlus: '+1 HP',
  hpMinus: '-1 HP',
};

/** A die roll's parameters: the outcomes carry steps (an interface, so they can name {@link LoreVerbs}). */
export interface RollParams {
  readonly sides: number;
  readonly outcomes: readonly RollOutcome[];
}

const roll: Verb<LoreNouns, RollParams> = {
  run: (env, p) => {
    const result = env.ctx.rollDie(p.sides);
    env.ctx.emit({ type: E.die, player: env.controller, result, card: env.card });
    for (const o of p.outcomes) if (o.on.includes(result)) env.run(o.steps);
  },
  describe: (p, say) =>
    `roll a d${p.sides}; ${p.outcomes.map((o) => `on ${o.on.join(', ')}: ${say.nested(o.steps)}`).join('; ')}`,
};

/** Lore's verbs: each defined once, with what it does and how it reads. */
export const VERBS = {
  damage: verb({
    run: (env, p: { readonly amount: Amount; readonly target: Recipient }) => {
      const n = env.amount(p.amount);
      const source = sourceOf(env.ctx, env.card);
      if (typeof p.target === 'object' && 'player' in p.target) {
        for (const player of env.players(p.target.player)) damagePlayer(env.ctx, source, player, n);
        return { cards: [] };
      }
      const cards = objects(env, p.target);
      for (const c of cards) damageObject(env.ctx, source, c, n);
      return { cards };
    },
    describe: (p, say) => {
      const { value, where } = amountWords(p.amount, say);
      const to =
        typeof p.target === 'object' && 'player' in p.target
          ? describePlayerObject(p.target.player)
          : describeTarget(p.target);
      return `deal ${value} damage to ${to}${where}`;
    },
  }),
  loseSanity: verb(
    forPlayers<{ readonly amount: Amount; readonly player: PlayerRef }>(
      (env, player, p) => changeSanity(env.ctx, player, -env.amount(p.amount)),
      (p, say) =>
        playerDoes(p.player, `lose ${sanityWords(p.amount, say)}`, `loses ${sanityWords(p.amount, say)}`),
    ),
  ),
  gainSanity: verb(
    forPlayers<{ readonly amount: Amount; readonly player: PlayerRef }>(
      (env, player, p) => changeSanity(env.ctx, player, env.amount(p.amount)),
      (p, say) =>
        playerDoes(p.player, `gain ${sanityWords(p.amount, say)}`, `gains ${sanityWords(p.amount, say)}`),
    ),
  ),
  draw: verb(
    forPlayers<{ readonly amount: Amount; readonly player: PlayerRef }>(
      (env, player, p) => drawCards(env.ctx, player, env.amount(p.amount)),
      (p, say) => {
        const cards = counted(p.amount, 'card', say);
        return playerDoes(p.player, `draw ${cards}`, `draws ${cards}`);
      },
    ),
  ),
  /** The player chooses and discards cards from their hand. */
  discard: verb(
    forPlayers<{ readonly amount: Amount; readonly player: PlayerRef }>(
      (env, player, p) => discard(env.ctx, player, env.amount(p.amount)),
      (p, say) => {
        const cards = counted(p.amount, 'card', say);
        return playerDoes(p.player, `discard ${cards}`, `discards ${cards}`);
      },
    ),
  ),
  /** Add (positive) or remove (negative) mythos from the shared pool (Lore Mythos). */
  mythos: verb({
    run: (env, p: { readonly amount: number }) => addMythos(env.ctx, p.amount),
    describe: (p) =>
      p.amount >= 0
        ? `add ${p.amount} mythos to the mythos pool`
        : `remove ${-p.amount} mythos from the mythos pool`,
  }),
  /** Create tokens (Lore Other Terminology: Token) from a token card id. */
  createToken: verb(
    forPlayers<{ readonly token: string; readonly count: number; readonly player: PlayerRef }>(
      (env, player, p) => {
        for (let i = 0; i < p.count; i++) createTokenFor(env.ctx, p.token, player);
      },
      (p) => {
        const name = cardName(p.token);
        const tokens = p.count === 1 ? `a ${name} token` : `${p.count} ${name} tokens`;
        return p.player === 'you'
          ? `create ${tokens}`
          : `create ${tokens} under ${describePlayerPossessive(p.player)} control`;
      },
    ),
  ),
  modify: verb(
    toEach<{
      readonly target: Target;
      readonly duration: Duration;
      readonly str?: number;
      readonly hp?: number;
    }>(
      (env, c, p) => {
        const duration = kernelDuration(p.duration, env.controller);
        if (p.str) env.ctx.modify([c], S.str, p.str, duration);
        if (p.hp) env.ctx.modify([c], S.hp, p.hp, duration);
      },
      (p, say) =>
        `${describeTarget(p.target)} gets ${describeStatChange(p.str, p.hp)}${say.until(p.duration)}`,
    ),
  ),
  /** STR becomes a value (applied in chronological order with other changes, Lore The Basics). */
  setStr: verb(
    toEach<{ readonly target: Target; readonly duration: Duration; readonly value: number }>(
      // Chronological order (README A7): the kernel applies modifiers in timestamp order, so this set
      // overrides earlier ones and later ones apply on top. STR counters live outside the stat: the
      // ones already there are offset, later ones add on top.
      (env, c, p) =>
        env.ctx.modify(
          [c],
          S.str,
          p.value - strCounters(env.ctx, c),
          kernelDuration(p.duration, env.controller),
          'set',
        ),
      (p, say) => `${describeTarget(p.target)} has STR ${p.value}${say.until(p.duration)}`,
    ),
  ),
  counters: verb(
    toEach<{ readonly target: Target; readonly counter: CounterKind; readonly count: number }>(
      (env, c, p) => env.ctx.addCounter(c, COUNTER_KEYS[p.counter], p.count),
      (p) =>
        `put ${countNoun(p.count, `${COUNTER_LABELS[p.counter]} counter`)} on ${describeTarget(p.target)}`,
    ),
  ),
  grant: verb(
    toEach<{ readonly target: Target; readonly duration: Duration; readonly keyword: ObjectKeyword }>(
      (env, c, p) => env.ctx.modify([c], kw(p.keyword), 1, kernelDuration(p.duration, env.controller)),
      (p, say) => `${describeTarget(p.target)} gains ${KEYWORD_NAMES[p.keyword]}${say.until(p.duration)}`,
    ),
  ),
  /** Kill a creature or destroy another object (Immortal prevents it). */
  kill: verb(
    toEach<{ readonly target: Target }>(
      (env, c) => void destroy(env.ctx, c),
      (p) => `kill or destroy ${describeTarget(p.target)}`,
    ),
  ),
  /** Lore keyword Aetherize. */
  aetherize: verb(
    toEach<{ readonly target: Target }>(
      (env, c) => leavePlay(env.ctx, c, 'aether', 'aetherized'),
      (p) => `aetherize ${describeTarget(p.target)}`,
    ),
  ),
  /** Lore keyword Consume: the target goes under the card this ability is on. */
  consume: verb(
    toEach<{ readonly target: Target }>(
      (env, c) => consume(env.ctx, env.card, c),
      (p) => `consume ${describeTarget(p.target)}`,
    ),
  ),
  /** Lore keyword Peek. */
  peek: verb({ run: (env, _p: object) => peek(env.ctx, env.controller), describe: () => 'peek' }),
  /** Lore keyword Pilfer. */
  pilfer: verb(
    forPlayers<{ readonly player: PlayerRef }>(
      (env, player) => pilfer(env.ctx, env.controller, player),
      (p) => `pilfer ${describePlayerPossessive(p.player)} hand`,
    ),
  ),
  returnToHand: verb(
    toEach<{ readonly target: Target }>(
      (env, c) => leavePlay(env.ctx, c, 'hand', 'returned'),
      (p) => `return ${describeTarget(p.target)} to its owner's hand`,
    ),
  ),
  evoke: verb(
    toEach<{ readonly target: Target }>(
      (env, c) => env.ctx.setTapped(c, true),
      (p) => `evoke ${describeTarget(p.target)}`,
    ),
  ),
  reset: verb(
    toEach<{ readonly target: Target }>(
      (env, c) => env.ctx.setTapped(c, false),
      (p) => `reset ${describeTarget(p.target)}`,
    ),
  ),
  /** Search your lexicon for a matching card, put it into your hand or bring it forth into your void, shuffle. */
  search: verb({
    run: (env, p: { readonly filter: CardFilter; readonly destination: 'hand' | 'void' }) =>
      search(env.ctx, env.controller, p.filter, p.destination),
    describe: (p) => {
      const what = describeFilter(p.filter, 'a').replace(/object$/, 'card');
      const where = p.destination === 'hand' ? 'put it into your hand' : 'bring it forth into your void';
      return `search your lexicon for ${what}, ${where}, then shuffle`;
    },
  }),
  /** Bring your grimoire forth from the sideboard into the void, where it is a tome (Lore Zones: Grimoire). */
  bringForthGrimoire: verb({
    run: (env, _p: object) => bringForthGrimoire(env.ctx, env.controller),
    describe: () => 'bring forth your grimoire into your void as a tome',
  }),
  /** Put grimoire spells from your tome under a creature with Spellcasting (Lore Card Types: Grimoire). */
  inscribe: verb(
    toEach<{ readonly target: Target; readonly count: number }>(
      (env, host, p) => inscribe(env.ctx, env.controller, host, p.count),
      (p) =>
        `put ${p.count === 1 ? 'a grimoire spell' : `${p.count} grimoire spells`} from your tome under ${describeTarget(p.target)}`,
    ),
  ),
  /**
   * Remove a selected card or ability from the chain; it does nothing (Lore Zones: The chain). The item
   * was selected at step d (`announce.ts`).
   */
  cancel: verb({
    run: (env, p: object) => cancel(env.ctx, env.chosen?.(p, p)?.[0] ?? -1),
    describe: () => 'cancel selected card or ability on the chain',
  }),
  /** Play additional runes this turn (Lore 3.1 "unless a card says otherwise"). */
  extraRune: verb({
    run: (env, p: { readonly count: number }) =>
      void env.ctx.addEffect({
        kind: 'modifier',
        stat: S.extraRunes,
        op: 'add',
        amount: p.count,
        players: [env.controller],
        duration: { until: 'end-of-turn' },
      }),
    describe: (p) => `you may play ${countNoun(p.count, 'additional rune')} this turn`,
  }),
  /** A card says you win (Lore The Basics). */
  winGame: verb({
    run: (env, _p: object) => env.ctx.win([env.controller], 'card'),
    describe: () => 'you win the game',
  }),
  /** A card says you lose (Lore The Basics). */
  loseGame: verb({
    run: (env, _p: object) => env.ctx.setVar(V.lost(env.controller), 'card'),
    describe: () => 'you lose the game',
  }),
  /** Roll a die; the outcome whose faces include the result happens. */
  roll,
};

/** Lore's verbs, by name. */
export type LoreVerbs = typeof VERBS;
