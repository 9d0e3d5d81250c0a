/**
 * Sampling a possible world, as the kernel's `determinize` does: a copy of the game in which every card
 * the player cannot see gets a random identity from the unseen cards of its group (the game's
 * `determinizeGroup`, by default the card's owner; `null` keeps the card as it is), and whose random
 * generator is reseeded. The identities are dealt from a sorted list, so the sampled world depends only
 * on what the player can see and on the bot's own generator — never on where the hidden cards really are.
 *
 * A search samples a thousand worlds from one state, so {@link worldSampler} finds the unseen cards and
 * their sorted identities once; each world is then a copy plus one shuffle per owner. (A game with its
 * own `determinizeGroup` is sampled by the kernel's `determinize` on every world.)
 */
import { canSee, clone, determinize, type Game, type PlayerId, Random } from '@cardloom/core';

/** Draws worlds consistent with one player's view of one game state. */
export type WorldSampler = (random: Random) => Game;

/** One group of unseen cards that may swap identities: their ids and their identities, sorted. */
interface Deal {
  readonly ids: readonly number[];
  readonly defs: readonly string[];
}

/** The unseen cards of `player` in `game`, grouped by owner (the kernel's default groups). */
function dealsByOwner(game: Game, player: PlayerId): Deal[] {
  const groups = new Map<PlayerId, number[]>();
  for (const card of game.state.cards) {
    if (card.token || canSee(game, player, card.id)) continue;
    const ids = groups.get(card.owner);
    if (ids) ids.push(card.id);
    else groups.set(card.owner, [card.id]);
  }
  const out: Deal[] = [];
  for (const ids of groups.values()) {
    // A group whose cards all share one identity has nothing to deal.
    const defs = ids.map((id) => game.state.cards[id].def).sort();
    if (defs[0] !== defs[defs.length - 1]) out.push({ ids, defs });
  }
  return out;
}

/**
 * Prepares sampling for `player` in `game`, for a search that samples many worlds from the same state.
 * Each world is a fresh copy (without the action log); the game itself is never changed. The search
 * never edits a listed action, so its worlds skip freezing them (see `CloneOptions.freezeActions`).
 */
export function worldSampler(game: Game, player: PlayerId): WorldSampler {
  // A game with its own groups gets the kernel's sampler as it is: the groups are asked of rules code,
  // which only the kernel may call.
  if (game.definition.determinizeGroup)
    return (random) => determinize(game, player, random, { freezeActions: false });
  const prepared = dealsByOwner(game, player);
  return (random) => {
    const world = clone(game, { log: false, freezeActions: false });
    const st = world.state;
    for (const { ids, defs } of prepared) {
      const dealt = random.shuffle(defs.slice());
      for (let i = 0; i < ids.length; i++) st.cards[ids[i]].def = dealt[i];
    }
    // A new generator, as determinize does, so the world does not reveal the real game's future draws.
    st.rng = new Random(random.int(0x7fffffff)).state;
    return world;
  };
}

/** One world consistent with `player`'s view of `game`, drawn with `random`. */
export function sampleWorld(game: Game, player: PlayerId, random: Random): Game {
  return worldSampler(game, player)(random);
}
