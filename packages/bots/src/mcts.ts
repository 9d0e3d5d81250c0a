/**
 * Information-set Monte Carlo tree search (single-observer IS-MCTS, Cowling, Powley & Whitehouse 2012).
 *
 * Each iteration draws one possible world consistent with the searching player's view (`worldSampler`,
 * as the kernel's `determinize`: every card the player cannot see gets a random identity from the unseen
 * cards of its group, and the random generator is reseeded), then walks one shared tree with the
 * actions legal in that world, expands one new action, plays on at random and backs the result up. Node
 * statistics are per action (found by value, equal JSON being the same action, see `tree.ts`), and UCB
 * uses availability counts, because an action is only legal in some worlds. An iteration whose world
 * breaks the rules changes nothing in the tree. The search never reads the real game beyond the
 * player's view and the player's own legal actions.
 */
import { type Action, apply, type Game, legalActions, Random } from '@cardloom/core';
import type { Bot, Evaluate } from './bot';
import { actionHash } from './keys';
import { actionsOf, rewards } from './outcome';
import { Node } from './tree';
import { type WorldSampler, worldSampler } from './worlds';

/** Options of {@link mctsBot}. */
export interface MctsOptions {
  /** Seed for determinizations, expansion order and playouts. */
  seed: string | number;
  /** Iterations per decision (default 1000 when no time budget is given). Reproducible. */
  iterations?: number;
  /** Milliseconds per decision; with `iterations` too, whichever runs out first. Not reproducible. */
  timeMs?: number;
  /** UCB exploration constant (default 0.7). */
  exploration?: number;
  /**
   * Playout length in actions before the playout is cut and scored with `evaluate` (default: 10 with
   * an evaluation, otherwise play to the end).
   */
  playoutDepth?: number;
  /** The game's evaluation, to score cut-off playouts. */
  evaluate?: Evaluate;
  /**
   * How a cut-off playout's evaluations become rewards: `logistic` (default) maps each player's score
   * through a logistic curve scaled by the mean absolute score seen in the search; `rank` gives the
   * leader 0.75 and the others 0.25.
   */
  rewardShape?: 'logistic' | 'rank';
  /** Called after each search with what it did (for benchmarks and tuning). */
  onSearch?: (stats: SearchStats) => void;
}

/** What one search did. */
export interface SearchStats {
  iterations: number;
  /** Root actions and how often each was visited. */
  visits: { action: Action; visits: number; value: number }[];
  /** Iterations abandoned because a guessed world broke the rules (counted, not used). */
  failed: number;
  /**
   * Game actions the search applied, completed and dropped iterations alike: `tree` while walking
   * and expanding the tree, `playout` in playouts. Their sum over the iterations is what a search
   * costs in engine work (`legalActions` and `apply` once each per action).
   */
  actions: { tree: number; playout: number };
}

/** Longest playout when no depth is set, so a looping game cannot hang the bot. */
const MAX_PLAYOUT = 5000;

/**
 * An IS-MCTS bot for any game definition.
 *
 * @example
 * ```ts
 * const bot = mctsBot({ seed: 7, iterations: 500, evaluate: lorcanaEvaluate });
 * apply(game, bot.choose(game));
 * ```
 */
export function mctsBot(options: MctsOptions): Bot {
  const random = new Random(options.seed);
  const exploration = options.exploration ?? 0.7;
  const iterations = options.iterations ?? (options.timeMs === undefined ? 1000 : Number.POSITIVE_INFINITY);
  const depth = options.playoutDepth ?? (options.evaluate ? 10 : MAX_PLAYOUT);
  const shape = options.rewardShape ?? 'logistic';
  // Mean |evaluation| seen in the current search: the logistic's scale, so no game needs to state one.
  const spread = { sum: 0, count: 0 };
  // Actions applied in the current search, for SearchStats.
  const counts = { tree: 0, playout: 0 };

  /** The index of the child UCB picks among the first `n` of `children` (all expanded); each goes to `avail`. */
  function select(children: readonly Node[], n: number, avail: Node[]): number {
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < n; i++) {
      const child = children[i];
      avail.push(child);
      // +1: this iteration's availability, counted at backup so a dropped world leaves no trace.
      const score =
        child.value / child.visits + exploration * Math.sqrt(Math.log(child.avail + 1) / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best;
  }

  function playout(world: Game): number[] {
    for (let n = 0; n < depth && !world.over; n++) {
      const legal = legalActions(world);
      if (legal.length === 0) break;
      apply(world, legal[legal.length === 1 ? 0 : random.int(legal.length)]);
      counts.playout++;
    }
    if (world.over) return rewards(world);
    if (!options.evaluate) return new Array(world.state.players.length).fill(0.5);
    return shape === 'rank'
      ? rankRewards(world, options.evaluate)
      : logisticRewards(world, options.evaluate, spread);
  }

  // Scratch lists of the current iteration, reused so an iteration allocates only its world and nodes.
  /** Nodes the iteration walked or added, root first (their visits and values get the result). */
  const path: Node[] = [];
  /** Nodes that were available in the iteration's world (their availability counts it). */
  const avail: Node[] = [];
  /** Per legal action of the current tree step: its child (undefined while untried) and its hash. */
  const children: (Node | undefined)[] = [];
  const hashes: number[] = [];

  /**
   * One iteration in a freshly sampled world. The tree changes only when the iteration completes: a
   * world that breaks the rules (an exception from the game) adds no node, visit or availability.
   */
  function iterate(root: Node, sample: WorldSampler): boolean {
    const world = sample(random);
    // The world is the search's own: nothing reads the events its actions cause.
    world.recordEvents = false;
    path.length = 0;
    avail.length = 0;
    path.push(root);
    let expanded: Node | null = null;
    let expandedHash = 0;
    let node = root;
    let result: number[];
    try {
      while (!world.over) {
        const legal = legalActions(world);
        const n = legal.length;
        if (n === 0) break;
        // One lookup per legal action: its child, or undefined while the action is untried here.
        let untried = 0;
        for (let i = 0; i < n; i++) {
          const hash = actionHash(legal[i]);
          const child = node.child(legal[i], hash);
          hashes[i] = hash;
          children[i] = child;
          if (child === undefined) untried++;
        }
        if (untried > 0) {
          let pick = random.int(untried);
          for (let i = 0; i < n; i++) {
            const seen = children[i];
            if (seen) avail.push(seen);
            else if (pick-- === 0) {
              expanded = new Node(world.toAct as number, legal[i]);
              expandedHash = hashes[i];
              avail.push(expanded);
              path.push(expanded);
            }
          }
          apply(world, (expanded as Node).action as Action);
          counts.tree++;
          break;
        }
        const i = select(children as Node[], n, avail);
        node = children[i] as Node;
        // This world's own action object: the engine finds it in its legal list without comparing.
        apply(world, legal[i]);
        counts.tree++;
        path.push(node);
      }
      result = playout(world);
    } catch {
      // A guessed world can be one the rules never meant to reach; drop the iteration.
      return false;
    }
    // The expanded node is the last on the path; its parent the one before it.
    if (expanded) path[path.length - 2].add(expanded, expandedHash);
    for (let i = 0; i < avail.length; i++) avail[i].avail++;
    for (let i = 0; i < path.length; i++) {
      const visited = path[i];
      visited.visits++;
      if (visited.mover >= 0) visited.value += result[visited.mover];
    }
    return true;
  }

  return {
    name: 'mcts',
    choose(game) {
      const legal = actionsOf(game, 'mcts');
      if (legal.length === 1) return legal[0];
      const root = new Node(-1, null);
      spread.sum = 0;
      spread.count = 0;
      const sample = worldSampler(game, game.toAct as number);
      const deadline =
        options.timeMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + options.timeMs;
      counts.tree = 0;
      counts.playout = 0;
      let done = 0;
      let failed = 0;
      while (done < iterations && (deadline === Number.POSITIVE_INFINITY || performance.now() < deadline)) {
        if (iterate(root, sample)) done++;
        else if (++failed > iterations + 100) break;
      }
      let best = legal[random.int(legal.length)];
      let bestVisits = -1;
      let bestValue = Number.NEGATIVE_INFINITY;
      const visits: SearchStats['visits'] = [];
      for (const action of legal) {
        const child = root.child(action, actionHash(action));
        if (!child) continue;
        const value = child.value / Math.max(1, child.visits);
        visits.push({ action, visits: child.visits, value });
        if (child.visits > bestVisits || (child.visits === bestVisits && value > bestValue)) {
          best = action;
          bestVisits = child.visits;
          bestValue = value;
        }
      }
      options.onSearch?.({ iterations: done, visits, failed, actions: { ...counts } });
      return best;
    },
  };
}

/**
 * Scores a cut-off playout: the leader by the game's evaluation gets 0.75, others 0.25, ties share —
 * a win signal that is weaker than a real win and needs no knowledge of the evaluation's scale.
 */
function rankRewards(world: Game, evaluate: Evaluate): number[] {
  const n = world.state.players.length;
  const scores = Array.from({ length: n }, (_, p) => evaluate(world, p));
  const top = Math.max(...scores);
  const leaders = scores.filter((s) => s === top).length;
  if (leaders === n) return new Array(n).fill(0.5);
  return scores.map((s) => (s === top ? 0.25 + 0.5 / leaders : 0.25));
}

/**
 * Scores a cut-off playout as a win probability per player: the logistic of the player's evaluation
 * over the mean absolute evaluation seen so far in this search.
 */
function logisticRewards(world: Game, evaluate: Evaluate, spread: { sum: number; count: number }): number[] {
  const n = world.state.players.length;
  const out = new Array<number>(n);
  for (let p = 0; p < n; p++) {
    const v = evaluate(world, p);
    spread.sum += Math.abs(v);
    spread.count++;
    const scale = Math.max(1e-9, spread.sum / spread.count);
    out[p] = 1 / (1 + Math.exp(-v / scale));
  }
  return out;
}
