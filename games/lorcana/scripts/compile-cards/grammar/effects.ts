/**
 * The verb layer of the card-text grammar: an effect's sentences and clauses (“Deal 2 damage to
 * chosen character.”, “you may draw a card, then choose and discard a card”, “If you do, …”,
 * “Then, …”) into vocabulary steps.
 *
 * @module
 */

import type { ParsedEffect as Effect, ParsedStep as Step, Target } from '../parsed/parse-tree.js';
import { cardAmountClause, cardAmountSentences } from './amounts/amounts-from-cards.js';
import { locationLoreClause } from './amounts/location-lore-amounts.js';
import { statFromStatClause, statFromStatSentences } from './amounts/stat-from-stat-clauses.js';
import { afterChallengeClause } from './effects/after-challenge-clauses.js';
import { chosenPlayersSentences } from './effects/chosen-players-sentences.js';
import { clauseTable } from './effects/clause-table.js';
import { damageEachClause, damageEachSentences } from './effects/damage-each-and-keyword-loss.js';
import { floatingTriggerSentence } from './effects/floating-trigger-sentences.js';
import { linkThatMany, tournamentSentences } from './effects/hand-ink-and-under-clauses.js';
import { insteadForThemSentence } from './effects/instead-for-them-sentences.js';
import {
  bottomInsteadSentence,
  chosenIfSentence,
  covClause,
  insteadSentence,
} from './effects/instead-sentences.js';
import { lookAtTopClause } from './effects/look-at-top-clauses.js';
import { perOpponentSentences } from './effects/per-opponent-sentences.js';
import { parseVerbSentences, VERB_COSTS } from './effects/player-choice-and-deck-verbs.js';
import { rememberedCardClause, rememberedCardSentence } from './effects/remembered-card-clauses.js';
import { revealAndPlaySentences } from './effects/reveal-and-play-sentences.js';
import { singerClause } from './effects/singer-clauses.js';
import { zoneClause } from './effects/zone-clauses.js';
import { zoneSentences } from './effects/zone-sentences.js';
import { fail, parseCondition, parseCount, parseFilter, Unparsed } from './phrases.js';
import { parseCostTo, parsePlacesClause } from './places/cost-to-effect-clauses.js';
import { sameLocationSentences } from './places/same-location-sentences.js';
import { endOfTurnSentence } from './statics/either-kind-grants.js';
import { playThisCardClause } from './triggers/discard-zone-triggers.js';
import { familyClause } from './triggers/trigger-table.js';

const CLAUSES = clauseTable(parseClause);

/** One clause → steps, or {@link Unparsed}. */
export function parseClause(clause: string): Step[] {
  const c = clause.trim().replace(/^and /, '');
  const f2 = cardAmountClause(c, parseClause, parseClauses);
  if (f2) return f2;
  const later = afterChallengeClause(c, parseClauses);
  if (later) return later;
  const self = playThisCardClause(c);
  if (self) return self;
  const look = lookAtTopClause(c);
  if (look) return look;
  const singers = singerClause(c);
  if (singers) return singers;
  const locationLore = locationLoreClause(c);
  if (locationLore) return locationLore;
  const family = familyClause(c, parseEffect);
  if (family) return family;
  const cov = covClause(c, parseClauses, parseEffect);
  if (cov) return cov;
  const b2 = zoneClause(c, parseClause, parseClauses);
  if (b2) return b2;
  const e3 = statFromStatClause(c);
  if (e3) return e3;
  const e2 = damageEachClause(c, parseClause);
  if (e2) return e2;
  const f1 = rememberedCardClause(c, { clauses: parseClauses, condition: parseCondition });
  if (f1) return f1;
  const may = /^you may (.+)$/.exec(c);
  if (may) return [{ do: 'may', steps: parseClauses(may[1]) }];
  const cond = /^if (.+?), (.+)$/.exec(c);
  if (cond) return [{ do: 'if', cond: parseCondition(cond[1]), steps: parseClauses(cond[2]) }];
  // “pay 2 {I} to …”, “choose and discard a card to …”: the second part needs the first (CR 6.1.5.1).
  const cost =
    /^(pay \d+ \{I\}|choose and discard (?:a|\d+) cards?|discard your hand|put a card from your hand into your inkwell facedown) to (.+)$/.exec(
      c,
    );
  if (cost) {
    const first = cost[1].startsWith('pay')
      ? [{ do: 'payInk', amount: Number.parseInt(cost[1].slice(4), 10) } as const]
      : parseClause(cost[1]);
    return [{ do: 'sequence', first, next: parseClauses(cost[2]) }];
  }
  const verbCost = VERB_COSTS.exec(c);
  if (verbCost) return [{ do: 'sequence', first: parseClause(verbCost[1]), next: parseClauses(verbCost[2]) }];
  const own = parsePlacesClause(c);
  if (own) return own;
  // The first rule whose pattern matches decides; if its parts don't parse, the clause may still be
  // two clauses joined by “or” / “and”, else that rule's failure names the phrase.
  let failure: Unparsed | undefined;
  for (const [re, build] of CLAUSES) {
    const m = re.exec(c);
    if (!m) continue;
    try {
      return build(m);
    } catch (error) {
      if (!(error instanceof Unparsed)) throw error;
      failure = error;
      break;
    }
  }
  const costTo = parseCostTo(c, parseClause, parseClauses);
  if (costTo) return costTo;
  // “banish her or return another chosen character …”: a choice of two clauses (CR 6.1.5.2).
  const or = c.indexOf(' or ');
  if (or > 0) {
    try {
      return [{ do: 'choice', options: [parseClause(c.slice(0, or)), parseClause(c.slice(or + 4))] }];
    } catch {
      // Not two clauses: try “and” below.
    }
  }
  // “draw a card and gain 1 lore”: two clauses, when each side is one.
  const and = c.indexOf(' and ');
  if (and > 0) {
    try {
      return [...parseClause(c.slice(0, and)), ...parseClause(c.slice(and + 5))];
    } catch {
      // Not two clauses: report the phrase below.
    }
  }
  if (failure) throw failure;
  return fail(c);
}

/** Clauses joined by “, then” or “ and ” (when each side is a clause of its own). */
function parseClauses(text: string): Step[] {
  // “if [condition], [A], then [B]”: the condition covers both (CR 6.2.4).
  if (/^if [^,]+, /.test(text.trim())) return parseClause(text);
  // “you may [A], then [B]”: the whole sentence is what the player may do (CR 6.1.4).
  const may = /^you may (.+,? then .+)$/.exec(text.trim());
  if (may) return [{ do: 'may', steps: parseClauses(may[1]) }];
  const parts = text.split(/,? then /);
  if (parts.length > 1) return linkThatMany(parts.flatMap(parseClause));
  return parseClause(text);
}

/** Lower-cases a sentence's first letter unless it starts a name or a symbol. */
function lowerFirst(s: string): string {
  return /^(I|[A-Z][a-z]*[A-Z])\b/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

/**
 * The sentences after “Look at the top N cards of your deck.”: what to take, where, and where the
 * rest goes. Returns the step and how many sentences it used.
 */
function parseLookAtTop(count: number, next: readonly string[]): [Step, number] {
  const [take, rest] = [next[0] ?? '', next[1] ?? ''];
  const bottom = /^Put the rest on the bottom of your deck in any order$/.test(rest);
  let m = /^You may reveal (a|an|up to \d+) (.+?) and put (?:it|them) into your hand$/.exec(take);
  if (m && bottom) {
    const max = m[1].startsWith('up to') ? Number(m[1].slice(6)) : 1;
    return [
      {
        do: 'lookAtTop',
        count,
        take: { filter: parseFilter(m[2]), min: 0, max, to: 'hand', reveal: true },
        rest: 'deckBottom',
      },
      2,
    ];
  }
  if (/^You may put one into your hand$/.test(take) && bottom) {
    return [{ do: 'lookAtTop', count, take: { min: 0, max: 1, to: 'hand' }, rest: 'deckBottom' }, 2];
  }
  m =
    /^Put (one|\d+) into your hand and the (?:rest on the bottom of your deck in any order|other on the bottom of (?:your|the) deck)$/.exec(
      take,
    );
  if (m) {
    const n = parseCount(m[1]);
    return [{ do: 'lookAtTop', count, take: { min: n, max: n, to: 'hand' }, rest: 'deckBottom' }, 1];
  }
  if (/^Put one on the top of your deck and the other on the bottom$/.test(take) && count === 2) {
    return [{ do: 'lookAtTop', count, take: { min: 1, max: 1, to: 'deckTop' }, rest: 'deckBottom' }, 1];
  }
  m = /^Put (one|\d+) into your hand$/.exec(take);
  if (m && bottom) {
    const n = parseCount(m[1]);
    return [{ do: 'lookAtTop', count, take: { min: n, max: n, to: 'hand' }, rest: 'deckBottom' }, 2];
  }
  return fail(`look at the top ${count} cards of your deck. ${take}`);
}

/** The `{ each }` target of a may's only step (“you may ready your other Princess characters”). */
function eachTarget(steps: Effect): Extract<Target, { each: unknown }> | undefined {
  const [only] = steps;
  if (steps.length !== 1 || !('target' in only)) return undefined;
  const target = only.target as Target;
  return typeof target === 'object' && 'each' in target ? target : undefined;
}

/** An effect: one or more sentences (“… . If you do, … . Then, …”). */
export function parseEffect(text: string): Effect {
  const choice = /^(.*?)[Cc]hoose one: • (.+)$/.exec(text.trim());
  if (choice) {
    const step: Step = { do: 'choice', options: choice[2].split(' • ').map((o) => parseEffect(o)) };
    const prefix = choice[1].trim();
    if (prefix === '') return [step];
    if (/^you may$/i.test(prefix)) return [{ do: 'may', steps: [step] }];
    const pay = /^you may pay (\d+) \{I\} to$/i.exec(prefix);
    if (pay)
      return [
        {
          do: 'may',
          steps: [{ do: 'sequence', first: [{ do: 'payInk', amount: Number(pay[1]) }], next: [step] }],
        },
      ];
    return fail(`${prefix} choose one:`);
  }
  const sentences = text
    .trim()
    .split(/(?<=[.!])\s+/)
    .map((s) => s.replace(/[.!]$/, '').trim())
    .filter((s) => s !== '')
    .map(endOfTurnSentence);
  const out: Step[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const raw = sentences[i];
    const s = lowerFirst(raw);
    const players = chosenPlayersSentences(sentences, i);
    if (players) {
      out.push(...players[0]);
      i += players[1] - 1;
      continue;
    }
    const moved = sameLocationSentences(sentences, i);
    if (moved) {
      out.push(...moved[0]);
      i += moved[1] - 1;
      continue;
    }
    const played = revealAndPlaySentences(sentences, i);
    if (played) {
      out.push(...played[0]);
      i += played[1] - 1;
      continue;
    }
    const each = perOpponentSentences(sentences, i, parseClauses);
    if (each) {
      out.push(...each[0]);
      i += each[1] - 1;
      continue;
    }
    const f2 = cardAmountSentences(sentences, i, parseClauses);
    if (f2) {
      out.push(...f2[0]);
      i += f2[1] - 1;
      continue;
    }
    const e1 = floatingTriggerSentence(
      s,
      out,
      { clauses: parseClauses, condition: parseCondition },
      sentences.slice(i + 1),
    );
    if (e1) {
      i += e1 - 1;
      continue;
    }
    if (rememberedCardSentence(s, out, { clauses: parseClauses, condition: parseCondition })) continue;
    if (insteadForThemSentence(s, out)) continue;
    const instead = insteadSentence(s, out[out.length - 1], parseCondition);
    if (instead) {
      out.splice(out.length - 1, 1, ...(Array.isArray(instead) ? instead : [instead]));
      continue;
    }
    const bottom =
      bottomInsteadSentence(s, parseClauses) ?? chosenIfSentence(s, parseClauses, parseCondition);
    if (bottom) {
      out.push(...bottom);
      continue;
    }
    const b2 = zoneSentences(sentences, i, parseClauses, (list) => [...parseEffect(list.join('. '))]);
    if (b2) {
      out.push(...b2[0]);
      i += b2[1] - 1;
      continue;
    }
    const e3 = statFromStatSentences(sentences, i);
    if (e3) {
      out.push(...e3[0]);
      i += e3[1] - 1;
      continue;
    }
    const e2 = damageEachSentences(sentences, i, parseClauses, parseCondition);
    if (e2) {
      out.push(...e2[0]);
      i += e2[1] - 1;
      continue;
    }
    const joined = tournamentSentences(sentences, i);
    if (joined) {
      out.push(...joined[0]);
      i += joined[1] - 1;
      continue;
    }
    const mayVerb = /^you may (.+)$/.exec(s);
    const verbs = parseVerbSentences(sentences, i, mayVerb ? mayVerb[1] : s, parseClauses);
    if (verbs) {
      out.push(mayVerb ? { do: 'may', steps: [verbs[0]] } : verbs[0]);
      i += verbs[1] - 1;
      continue;
    }
    // “(you may) look at the top …” uses the sentences after it.
    const mayLook = /^you may (look at the top .+)$/.exec(s);
    const lookText = mayLook ? mayLook[1] : s;
    const push = (st: Step) => out.push(mayLook ? { do: 'may', steps: [st] } : st);
    if (
      /^look at the top card of your deck$/.test(lookText) &&
      /^(You may put|Put) it on either the top or the bottom of your deck$/.test(sentences[i + 1] ?? '')
    ) {
      push({ do: 'lookAtTop', count: 1, take: { min: 0, max: 1, to: 'deckTop' }, rest: 'deckBottom' });
      i += 1;
      continue;
    }
    const look = /^look at the top (\d+) cards of your deck$/.exec(lookText);
    if (look) {
      const [step, used] = parseLookAtTop(Number(look[1]), sentences.slice(i + 1));
      push(step);
      i += used;
      continue;
    }
    // “Name a card, then reveal the top card of your deck. If it's the named card, … . Otherwise, put
    // it on the top of your deck.”
    if (
      /^name a card, then reveal the top card of your deck$/.test(s) &&
      /^Otherwise, put it on the top of your deck$/.test(sentences[i + 2] ?? '')
    ) {
      const hit = /^If it's the named card, (.+)$/.exec(sentences[i + 1] ?? '');
      if (!hit) fail(sentences[i + 1] ?? s);
      push({ do: 'nameAndRevealTop', onMatch: parseClauses(hit[1]) });
      i += 2;
      continue;
    }
    const ifDo = /^if you do, (.+)$/.exec(s);
    if (ifDo) {
      const prev = out.pop();
      if (!prev) fail(raw);
      const next = parseClauses(ifDo[1]);
      if (prev.do === 'may') out.push({ do: 'may', steps: [{ do: 'sequence', first: prev.steps, next }] });
      else out.push({ do: 'sequence', first: [prev], next });
      continue;
    }
    const then = /^then,? (.+)$/.exec(s);
    const steps = parseClauses(then ? then[1] : s);
    // “You may [A]. They … / Its player …”: the sentence about what [A] chose belongs to the choice.
    const last = out[out.length - 1];
    if (!then && last?.do === 'may' && /"(it|ownerOfIt)"/.test(JSON.stringify(steps))) {
      const each = eachTarget(last.steps);
      // “You may ready your other Princess characters. They can't quest …”: “they” are those cards
      // whether or not the player took the may — that sentence resolves as normal (CR 6.1.4).
      if (each)
        out.push(...steps.map((st) => ('target' in st && st.target === 'it' ? { ...st, target: each } : st)));
      else out[out.length - 1] = { ...last, steps: [...last.steps, ...steps] };
    } else out.push(...steps);
  }
  if (out.length === 0) fail(text);
  return out;
}
