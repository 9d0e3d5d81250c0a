/**
 * Sampling a possible world: the kernel's `determinize` copies the game, gives every card the player
 * cannot see a random identity from the unseen cards of its owner, and reseeds the copy's generator. We
 * then deal those identities once more from a sorted list, so the sampled world depends only on what
 * the player can see and on the bot's own generator — never on where the hidden cards really are.
 */
import { canSee, determinize, type Game, type PlayerId, type Random } from '@cardloom/core';

/** One world consistent with `player`'s view of `game`, drawn with `random`. */
export function sampleWorld(game: Game, player: PlayerId, random: Random): Game {
  const world = determinize(game, player, random);
  const cards = world.state.cards;
  const unseen = new Map<PlayerId, number[]>();
  for (const card of cards) {
    if (card.token || canSee(game, player, card.id)) continue;
    const ids = unseen.get(card.owner);
    if (ids) ids.push(card.id);
    else unseen.set(card.owner, [card.id]);
  }
  for (const ids of unseen.values()) {
    const defs = random.shuffle(ids.map((id) => cards[id].def).sort());
    for (let i = 0; i < ids.length; i++) cards[ids[i]].def = defs[i];
  }
  return world;
}
