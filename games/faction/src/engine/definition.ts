/**
 * The faction game definition: zones (F5), turn (F4), actions (F4.2, F6), the stack (F7), checks (F7.5),
 * rulesets (D30–D32), cards and setup (D2–D5).
 * @module
 */
import {
  type Ctx,
  defineGame,
  type GameDefinition,
  SetupError,
  stackPolicy,
  type ZoneSpec,
} from '@cardloom/core';
import { describeCard } from '../cards/describe';
import { CARD_POOL, findCard } from '../cards/pool/index';
import type { FactionDeck } from '../decks/deck';
import { deckList } from '../decks/deck';
import { activateAction } from './actions/activate';
import {
  attackAction,
  blockHandler,
  combatDamageHandler,
  endCombatAction,
  queueDamageHandler,
} from './actions/combat';
import {
  drawAction,
  endDayAction,
  enterCombatAction,
  tradeResourceAction,
  tradeVictoryAction,
} from './actions/day';
import { attachAction, playAction, revealAction, setAction } from './actions/play';
import { boardOf, cardOf, leavePlay } from './board';
import { CHECKS } from './checks';
import { toDefinition } from './compile';
import { H, P, PLAY_ZONES, Z } from './keys';
import { RULESETS } from './rulesets';
import { resolveEffectsHandler } from './stack';
import { TURN } from './turn';

/** Opening hand size (D3). */
export const OPENING_HAND = 5;
/** Home resource tokens each player starts with (D5). */
export const HOME_TOKENS = 2;

/** The board (F5). Decks show only their size; hands only to their owner; everything else is public. */
const ZONES: ZoneSpec[] = [
  { name: Z.deck, owner: 'player', ordered: true, visibility: 'count', faceDown: true },
  { name: Z.hand, owner: 'player', ordered: false, visibility: 'owner' },
  { name: Z.discard, owner: 'player', ordered: true, visibility: 'public' },
  { name: Z.void, owner: 'player', ordered: false, visibility: 'public' },
  { name: Z.main, owner: 'player', ordered: false, visibility: 'public' },
  { name: Z.characters, owner: 'player', ordered: false, visibility: 'public' },
  { name: Z.location, owner: 'player', ordered: false, visibility: 'public' },
];

/**
 * D1–D5: the first card of each deck list is the main character; shuffle, draw 5, two home tokens; the
 * first player is drawn with the seeded generator unless `createGame` fixed one (`ctx.presetFirst`).
 */
function setup(ctx: Ctx): void {
  for (let p = 0; p < ctx.playerCount; p++) {
    const main = ctx.cards(Z.deck, p)[0];
    const printed = main === undefined ? undefined : cardOf(ctx, main);
    if (main === undefined || printed?.type !== 'character' || !printed.leader)
      throw new SetupError(`player ${p + 1}'s deck list must start with a leader (the main character, D2)`);
    ctx.move(main, Z.main, p, { cause: 'setup' });
    ctx.shuffle(Z.deck, p);
    ctx.draw(p, OPENING_HAND, Z.deck, Z.hand);
    ctx.setPlayerCounter(p, P.tokens(printed.faction ?? 'none'), HOME_TOKENS);
  }
  ctx.setActive(ctx.presetFirst ?? ctx.random(ctx.playerCount));
}

/** D33: an eliminated player's cards leave the game. */
function onPlayerOut(ctx: Ctx, player: number): void {
  for (const card of boardOf(ctx, player)) leavePlay(ctx, card, 'void', 'eliminated');
}

/** The compiled faction game. */
export const faction: GameDefinition = defineGame({
  id: 'faction',
  name: 'Faction',
  players: [2, 3, 4],
  zones: ZONES,
  abilityZones: [...PLAY_ZONES],
  turn: TURN,
  actions: [
    drawAction,
    tradeResourceAction,
    tradeVictoryAction,
    playAction,
    attachAction,
    setAction,
    revealAction,
    activateAction,
    enterCombatAction,
    endDayAction,
    attackAction,
    endCombatAction,
  ],
  policy: stackPolicy({ afterResponse: 'next-player', rule: 'F7.2' }),
  autoPass: true,
  checks: CHECKS,
  rulesets: RULESETS,
  cards: CARD_POOL.map(toDefinition),
  handlers: {
    [H.effects]: resolveEffectsHandler,
    [H.block]: blockHandler,
    [H.queueDamage]: queueDamageHandler,
    [H.combatDamage]: combatDamageHandler,
  },
  setup,
  onPlayerOut,
  describeCard: (def) => {
    const card = findCard(def.id);
    return card ? describeCard(card).split('\n').join(' · ') : def.name;
  },
});

/** The kernel deck list of a deck: the main character first, then the main deck (D2). */
export function toKernelDeck(deck: FactionDeck): string[] {
  return [deck.main, ...deckList(deck)];
}
