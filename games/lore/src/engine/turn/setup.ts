/**
 * Starting the game (Lore 1.1–1.3a) and turning lexicons into kernel deck lists.
 *
 * A kernel deck is one flat list of card ids; section markers split it into the lexicon, the card
 * that begins in the void and the grimoire, which setup moves to their zones before anything else.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { expand, type Lexicon } from '../../decks/lexicon.js';
import { mulliganPutBack, rollOff } from '../../rules/setup.js';
import { C, E, V, Z } from '../state/keys.js';

/** Section marker card ids. */
export const SECTION = {
  void: 'lore/section-void',
  tome: 'lore/section-tome',
  grimoire: 'lore/section-grimoire',
} as const;

/** Starting sanity (Lore The Basics). */
export const STARTING_SANITY = 50;
/** Opening hand size (Lore 1.3). */
export const HAND_SIZE = 7;

/** The kernel deck list of a lexicon: main cards, then the void card, then the grimoire. */
export function deckList(lexicon: Lexicon): string[] {
  const out = expand(lexicon.main);
  if (lexicon.startingVoid?.kind === 'god') out.push(SECTION.void, lexicon.startingVoid.card);
  if (lexicon.startingVoid?.kind === 'tome') out.push(SECTION.tome);
  if (lexicon.grimoire.length) out.push(SECTION.grimoire, ...expand(lexicon.grimoire));
  return out;
}

/** Moves each section of a player's placed deck to its zone. */
function sortSections(ctx: Ctx, player: PlayerId): void {
  let section: string = Z.lexicon;
  let tome = false;
  for (const card of ctx.cards(Z.lexicon, player).slice()) {
    const def = ctx.card(card).def;
    if (def === SECTION.void || def === SECTION.grimoire || def === SECTION.tome) {
      if (def === SECTION.tome) tome = true;
      section = def === SECTION.void ? Z.void : def === SECTION.grimoire ? Z.grimoire : section;
      ctx.move(card, Z.box, player, { cause: 'setup' });
      continue;
    }
    if (section !== Z.lexicon)
      ctx.move(card, section, player, { cause: 'setup', faceDown: section === Z.void });
  }
  if (tome) {
    for (const card of ctx.cards(Z.grimoire, player).slice())
      ctx.move(card, Z.tome, player, { cause: 'setup' });
    ctx.setVar(V.tome(player), true);
  }
}

/** The handler that asks one mulligan question (one task per question, so the hand asked about is real). */
export const MULLIGAN = 'lore/mulligan';

/**
 * Lore 1.3/1.3a: keep or mulligan. A mulligan shuffles the hand back and draws seven, then asks
 * again; on keeping, the player puts back one card per mulligan after the first, and the next player
 * in turn order decides.
 */
export function mulliganStep(ctx: Ctx, args: { player: PlayerId; count: number }): void {
  const { player, count } = args;
  const hand = ctx.cards(Z.hand, player).slice();
  const canMulligan = mulliganPutBack(count + 1) < HAND_SIZE;
  const choice = canMulligan
    ? ctx.chooseOption(player, ['keep', 'mulligan'], {
        prompt: 'Keep this hand or mulligan?',
        reveal: hand,
        rule: 'Lore 1.3a',
      })
    : 'keep';
  if (choice === 'mulligan') {
    for (const card of hand) ctx.move(card, Z.lexicon, player, { cause: 'mulligan' });
    ctx.shuffle(Z.lexicon, player);
    ctx.draw(player, HAND_SIZE, Z.lexicon, Z.hand);
    ctx.after(MULLIGAN, { player, count: count + 1 });
    return;
  }
  const back = mulliganPutBack(count);
  if (back > 0) {
    const chosen: CardId[] = ctx.chooseCards(player, hand, {
      min: back,
      max: back,
      prompt: `Put ${back} card(s) back into your lexicon`,
      rule: 'Lore 1.3a',
    });
    for (const card of chosen) ctx.move(card, Z.lexicon, player, { cause: 'mulligan' });
    ctx.shuffle(Z.lexicon, player);
  }
  ctx.emit({ type: E.mulligan, player, mulligans: count });
  const next = ctx.nextPlayer(player);
  if (next !== ctx.state.turn.first) ctx.after(MULLIGAN, { player: next, count: 0 });
}

/** The game's setup: zones, void cards face up, sanity, the roll-off, opening hands and mulligans. */
export function setupGame(ctx: Ctx): void {
  const players = ctx.playersInOrder(-1);
  for (const p of players) {
    sortSections(ctx, p);
    ctx.setPlayerCounter(p, C.sanity, STARTING_SANITY);
  }
  ctx.setVar(V.mythos, 0);
  // 1.1: void cards face up.
  for (const p of players) {
    const cards = ctx.cards(Z.void, p).slice();
    for (const card of cards) ctx.setCard(card, 'faceDown', false);
    if (cards.length) ctx.reveal(cards);
  }
  // 1.2: two d6 each, highest first, ties roll again — unless the game was created with a first player.
  let first = ctx.presetFirst;
  if (first === null) {
    const rolled = rollOff(() => ctx.rollDie(6), players.length);
    first = rolled.first;
    ctx.setVar(
      V.rolls,
      rolled.rounds.map((r) => r.map(([a, b]) => [a, b])),
    );
    ctx.emit({ type: E.rolled, player: first, rolls: rolled.rounds.map((r) => r.map(([a, b]) => a + b)) });
  }
  ctx.setActive(first);
  // 1.3: shuffle and draw seven; the first player decides on mulligans first.
  for (const p of players) {
    ctx.shuffle(Z.lexicon, p);
    ctx.draw(p, HAND_SIZE, Z.lexicon, Z.hand);
  }
  ctx.after(MULLIGAN, { player: first, count: 0 });
}
