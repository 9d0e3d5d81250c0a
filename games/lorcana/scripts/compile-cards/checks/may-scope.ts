/**
 * The scope of a “you may” (CR 6.1.4) read from a compiled encoding: “no part of the ‘you may’
 * sentence is performed” when the player declines, and “if an ability has multiple effects separated
 * by periods, and one of them contains the word ‘may’, the choice applies only to that specific
 * effect; the others resolve as normal”.
 *
 * For each “you may” sentence of a card's printed text, the sentence's own words are compiled alone
 * (with the sentences after it that the grammar needs to read it); the card's encoding must hold a `may` step whose group — the step and
 * the `if: 'youDid'` steps right after it, which declining skips — starts with exactly those steps.
 * Whatever else the group holds must come from a sentence that depends on the may: “If you do, …”
 * (CR 6.1.5.1), or a sentence about the cards the may sentence chose (declining chooses none, so it has
 * nothing to act on).
 *
 * @module
 */
import type { LorcanaCard } from '../../../src/cards/card.js';
import type { Step } from '../../../src/cards/vocabulary-effects.js';
import { withBullets } from '../compile.js';
import type { Printing } from '../data/printings.js';
import { parseEffect } from '../grammar/effects.js';
import { lowerEffect } from '../lower/lower.js';

/** What the check found for one card. */
export interface MayScope {
  /** “you may” sentences whose scope was checked against a `may` step. */
  readonly checked: number;
  /** “You may” sentences that are a pick inside one step the sentence before starts (no `may` flag). */
  readonly inside: number;
  /** Sentences whose scope is wrong, each with what is wrong. */
  readonly problems: readonly string[];
  /** Sentences the check could not read alone (the may is a choice inside a step spanning them). */
  readonly unread: readonly string[];
}

/** The fields of a step that name cards (their references are compared as one kind). */
const CARD_FIELDS = new Set(['target', 'card', 'character', 'location', 'from', 'to', 'host', 'cards']);

/** A step's shape with card references folded (pronouns resolve differently in context). */
function shape(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return CARD_FIELDS.has(key) ? '<card>' : value;
  if (Array.isArray(value)) return value.map((v) => shape(v));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    // A slot (`as`) is named by a later sentence that reads the cards the step acted on.
    if (k === 'may' || k === 'as' || (k === 'if' && v === 'youDid')) continue;
    out[k] = shape(v, k);
  }
  return out;
}

const same = (a: Step, b: Step) => JSON.stringify(shape(a)) === JSON.stringify(shape(b));

/** The steps a group performs once the may is accepted, “if you do” blocks opened. */
function flat(steps: readonly Step[]): Step[] {
  return steps.flatMap((s) =>
    s.do === 'if' && s.if === 'youDid' && !s.otherwise ? flat(s.steps as readonly Step[]) : [s],
  );
}

/** Every list of steps in an effect, nested ones included, in reading order. */
function stepLists(steps: readonly Step[], out: (readonly Step[])[] = []): (readonly Step[])[] {
  out.push(steps);
  for (const s of steps) {
    for (const value of Object.values(s)) {
      if (isSteps(value)) stepLists(value, out);
      else if (Array.isArray(value) && value.every(isSteps)) for (const o of value) stepLists(o, out);
      else if (value && typeof value === 'object' && isSteps((value as { effect?: unknown }).effect))
        stepLists((value as { effect: readonly Step[] }).effect, out);
    }
  }
  return out;
}

function isSteps(value: unknown): value is readonly Step[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((v) => v !== null && typeof v === 'object' && typeof (v as { do?: unknown }).do === 'string')
  );
}

/** Every `may` step with its group: it and the “if you do” steps after it. */
function mayGroups(effect: readonly Step[]): Step[][] {
  const groups: Step[][] = [];
  for (const list of stepLists(effect)) {
    list.forEach((s, i) => {
      if (!s.may) return;
      const group = [s];
      for (let j = i + 1; j < list.length && list[j].if === 'youDid'; j++) group.push(list[j]);
      groups.push(group);
    });
  }
  return groups;
}

/** The sentences of a body; a “Choose one:” sentence keeps its bullets (they are its options). */
function sentencesOf(body: string): string[] {
  const bullets = body.search(/[Cc]hoose one: •/);
  const head = bullets < 0 ? body : body.slice(0, bullets);
  const out = head
    .split(/(?<=[.!])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (bullets >= 0) {
    const last = out.length > 0 && !/[.!]$/.test(out[out.length - 1]) ? out.pop() : undefined;
    out.push(`${last ? `${last} ` : ''}${body.slice(bullets)}`);
  }
  return out;
}

/**
 * The may sentence's own steps: its words compiled alone, or with the fewest sentences after it that
 * the grammar needs to read it (“Put one on the top … and the other on the bottom.” sorts what it
 * looked at; “… deal 2 damage instead.” changes its amount) — the first reading whose first step is a
 * `may` step of the encoding from `from` on. Returns the steps, how many sentences after it they
 * used, and which group they match.
 */
function ownSteps(
  may: string,
  after: readonly string[],
  groups: readonly Step[][],
  from: number,
): { own: Step[]; used: number; at: number } | undefined {
  for (let used = 0; used <= after.length; used++) {
    let own: Step[];
    try {
      own = flat(lowerEffect(parseEffect([may, ...after.slice(0, used)].join(' '))) as readonly Step[]);
    } catch {
      continue; // The sentence needs the next one.
    }
    const at = groups.findIndex((g, i) => i >= from && same(g[0], own[0]));
    if (at >= 0) return { own, used, at };
  }
  return undefined;
}

/**
 * Whether sentence `k` reads only with the sentences before it (and maybe after it) as steps that
 * carry no `may` flag and stand in the encoding as they are: the pick is the step's own choice.
 */
function pickInside(sentences: readonly string[], k: number, effect: readonly Step[]): boolean {
  const lists = stepLists(effect);
  for (let before = 1; before <= k; before++) {
    for (let after = 0; k + after < sentences.length; after++) {
      const [first, ...rest] = sentences.slice(k - before, k + after + 1);
      // The first sentence may carry the trigger or the cost: read from each “, ” or “ — ” on.
      const starts = [0, ...[...first.matchAll(/, | [—–-] /g)].map((m) => m.index + m[0].length)];
      const steps = starts.flatMap((at) => {
        try {
          return [lowerEffect(parseEffect([first.slice(at), ...rest].join(' '))) as Step[]];
        } catch {
          return [];
        }
      })[0];
      if (!steps) continue;
      if (JSON.stringify(steps).includes('"may"')) return false;
      const found = lists.some((list) =>
        list.some((_, i) => steps.every((s, j) => list[i + j] !== undefined && same(list[i + j], s))),
      );
      if (found) return true;
    }
  }
  return false;
}

/** Whether steps act on cards an earlier step chose (“them”, “that character”, “its player”). */
const refersBack = (steps: readonly Step[]) => /"(it|ownerOfIt|eventCard|self)"/.test(JSON.stringify(steps));

/** Checks the scope of every “you may” sentence of a compiled card. */
export function mayScope(p: Printing, card: LorcanaCard): MayScope {
  const problems: string[] = [];
  const unread: string[] = [];
  let checked = 0;
  let inside = 0;
  const bodies: [string, readonly Step[]][] = [];
  const abilities = card.abilities ?? [];
  let a = 0;
  for (const line of withBullets(p.lines)) {
    if (line.name) {
      const ability = abilities[a++];
      if (ability && 'effect' in ability && Array.isArray(ability.effect))
        bodies.push([line.body, ability.effect as readonly Step[]]);
    } else if (card.effect && !/^(\w+)( \d+| \+\d+)?(, |$)/.test(line.body)) {
      bodies.push([line.body, card.effect as readonly Step[]]);
    }
  }
  for (const [body, effect] of bodies) {
    const sentences = sentencesOf(body);
    const groups = mayGroups(effect);
    let from = 0;
    sentences.forEach((sentence, k) => {
      const may = /\b[Yy]ou may (.+)$/.exec(sentence);
      if (!may) return;
      const where = `${card.name}${card.version ? ` - ${card.version}` : ''}: “${sentence}”`;
      const read = ownSteps(`you may ${may[1]}`, sentences.slice(k + 1), groups, from);
      if (!read) {
        // “Look at the top 4 cards of your deck. You may reveal … . Put the rest …”: the may is a pick
        // inside one step that the sentences before it start; declining picks nothing.
        if (pickInside(sentences, k, effect)) inside++;
        else unread.push(where);
        return;
      }
      if (read.own.findIndex((s) => s.may) > 0) {
        problems.push(`${where} — part of the sentence is performed before the may is asked`);
        return;
      }
      const { own, used, at } = read;
      from = at + 1;
      checked++;
      const group = flat(groups[at]);
      // Every step of the sentence is in the group (compared by count: a later sentence may name
      // the cards a step acted on, e.g. “discarded this way”, which changes the step's verb).
      if (group.length < own.length) {
        problems.push(`${where} — part of the sentence is performed after declining`);
        return;
      }
      const extra = group.slice(own.length);
      if (extra.length === 0) return;
      const next = sentences[k + 1 + used] ?? '';
      const ifYouDo = /^If (you|they) do\b/.test(next);
      const aboutChosen = /"choose"/.test(JSON.stringify(own)) && refersBack(extra);
      if (!ifYouDo && !aboutChosen)
        problems.push(`${where} — declining also skips the next sentence (“${next}”)`);
    });
  }
  return { checked, inside, problems, unread };
}
