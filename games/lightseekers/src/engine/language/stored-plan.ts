/**
 * How a played card's plan (its effects with their calculations made, 4.3.3) is kept in the game state
 * while its triggers resolve. The state keeps the plan in the encoding Lightseekers used before it moved
 * onto the shared card language (`{ kind: 'damage' }`, `{ kind: 'if', condition, then, else }`,
 * `{ x: true }`); it was kept so games recorded then replayed to the same state. Since rules version 2
 * (issue 20) such replays are refused by version, so the encoding is only a stable state format now;
 * buffs and cards chosen when the card was played ride along as `chose` (L43). Cards themselves are written in
 * the language.
 * @module
 */
import type { Json } from '@cardloom/core';
import type { Amount, Condition, Effect } from '../../cards/vocabulary-effects.js';

function storedAmount(amount: Amount): Json {
  if (typeof amount !== 'object' || !('count' in amount) || amount.count !== 'x') return toJson(amount);
  return {
    x: true,
    ...(amount.plus === undefined ? {} : { plus: amount.plus }),
    ...(amount.times === -1 ? { negate: true } : {}),
  };
}

function storedCondition(condition: Condition): Json {
  if (typeof condition === 'object' && 'not' in condition)
    return { kind: 'not', condition: storedCondition(condition.not) };
  if (typeof condition === 'object' && 'test' in condition) {
    const { test, ...rest } = condition;
    return { kind: test, ...toRecord(rest) };
  }
  return toJson(condition);
}

/** Stored encodings of steps already converted (card steps are shared, immutable data). */
const STORED = new WeakMap<Effect, Json>();

function storeStep(step: Effect): Json {
  if (step.do === 'if') {
    return {
      kind: 'if',
      condition: storedCondition(step.if),
      // biome-ignore lint/suspicious/noThenProperty: the stored encoding's key; this object is never awaited.
      then: storePlan(step.steps),
      ...(step.otherwise ? { else: storePlan(step.otherwise) } : {}),
    };
  }
  const { do: kind, ...rest } = step;
  if (step.do === 'damage' || step.do === 'heal')
    return { kind, ...toRecord(rest), amount: storedAmount(step.amount) };
  if (step.do === 'draw') return { kind, ...toRecord(rest), count: storedAmount(step.count) };
  return { kind, ...toRecord(rest) };
}

/** The plan's effects in their stored encoding. */
export function storePlan(effects: readonly Effect[]): Json[] {
  return effects.map((step) => {
    let stored = STORED.get(step);
    if (stored === undefined) {
      stored = storeStep(step);
      STORED.set(step, stored);
    }
    return stored;
  });
}

type JsonRecord = { readonly [key: string]: Json };

function isRecord(value: Json | undefined): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAmount(value: Json): Json {
  if (!isRecord(value) || value.x !== true) return value;
  return {
    count: 'x',
    ...(value.plus === undefined ? {} : { plus: value.plus }),
    ...(value.negate ? { times: -1 } : {}),
  };
}

function readCondition(value: Json): Json {
  if (!isRecord(value)) return value;
  const { kind, ...rest } = value;
  if (kind === 'not') return { not: readCondition(rest.condition) };
  return { test: kind, ...rest };
}

function readStep(value: Json): Json {
  if (!isRecord(value)) return value;
  const { kind, ...rest } = value;
  if (kind === 'if') {
    return {
      do: 'if',
      if: readCondition(rest.condition),
      steps: readList(rest.then),
      ...(rest.else === undefined ? {} : { otherwise: readList(rest.else) }),
    };
  }
  if (kind === 'damage' || kind === 'heal') return { do: kind, ...rest, amount: readAmount(rest.amount) };
  if (kind === 'draw') return { do: kind, ...rest, count: readAmount(rest.count) };
  return { do: kind, ...rest };
}

function readList(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value.map(readStep) : [];
}

/** Plans already read back, by the stored list (the state keeps it while the card is handled). */
const READ = new WeakMap<readonly Json[], Effect[]>();

/** The plan's effects read back from their stored encoding. */
export function readPlan(stored: readonly Json[]): Effect[] {
  let plan = READ.get(stored);
  if (plan === undefined) {
    // The plan was written by `storePlan` from checked card effects; reading it back inverts that.
    plan = readList([...stored]) as unknown as Effect[];
    READ.set(stored, plan);
  }
  return plan;
}

/** Card data is JSON (strings, numbers, booleans, arrays and objects of them). */
function toJson(value: unknown): Json {
  // Card effects and their parameters are plain data written in the card files.
  return value as Json;
}

function toRecord(value: object): JsonRecord {
  // As above: the rest of a condition's parameters, plain card data.
  return value as JsonRecord;
}
