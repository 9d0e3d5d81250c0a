/**
 * Sampling a possible world: the kernel's `determinize` copies the game, gives every card the player
 * cannot see a random identity from the unseen cards of its owner, and reseeds the copy's generator. We
 * then deal those identities once more from a sorted list, so the sampled world depends only on what
 * the player can see and on the bot's own generator — never on where the hidden cards really are.
 */
import { canSee, determinize, type Game, type PlayerId, type Random } from '@cardloom/core';

/** Draws worlds consistent with one player's view of one game state. */
export type WorldSampler = (random: Random) => Game;

/**
 * Prepares sampling for `player` in `game` (the unseen cards and their sorted identities are found
 * once), for a search that samples many worlds from the same state.
 */
export function worldSampler(game: Game, player: PlayerId): WorldSampler {
  const unseen = new Map<PlayerId, number[]>();
  for (const card of game.state.cards) {
    if (card.token || canSee(game, player, card.id)) continue;
    const ids = unseen.get(card.owner);
    if (ids) ids.push(card.id);
    else unseen.set(card.owner, [card.id]);
  }
  const deals = [...unseen.values()].map((ids) => ({
    ids,
    defs: ids.map((id) => game.state.cards[id].def).sort(),
  }));
  return (random) => {
    const world = determinize(game, player, random);
    const cards = world.state.cards;
    for (const { ids, defs } of deals) {
      const dealt = random.shuffle(defs.slice());
      for (let i = 0; i < ids.length; i++) cards[ids[i]].def = dealt[i];
    }
    return world;
  };
}

/** One world consistent with `player`'s view of `game`, drawn with `random`. */
export function sampleWorld(game: Game, player: PlayerId, random: Random): Game {
  return worldSampler(game, player)(random);
}
