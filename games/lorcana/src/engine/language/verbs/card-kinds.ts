/**
 * Helpers shared by the verbs: how a card kind
 * reads in English and how a player orders cards they put on a deck (CR 7.2.3).
 *
 * @module
 */
import type { CardId, PlayerId } from '@cardloom/core';
import { aOrAn, describeFilter } from '../../../cards/describe-nouns.js';
import type { CardFilter } from '../../../cards/vocabulary-refs.js';
import type { Exec } from '../../effects/exec.js';

/** “a Madrigal character card”, “any card”. */
export function aCard(filter: CardFilter | undefined): string {
  if (!filter) return 'any card';
  const what = describeFilter(filter);
  const card = /\bcard$/.test(what) ? what : `${what} card`;
  return aOrAn(card);
}

/** The player orders cards (first nearest the top) when there are several (CR 7.2.3). */
export function ordered(x: Exec, chooser: PlayerId, cards: readonly CardId[], prompt: string): CardId[] {
  return cards.length > 1 ? x.ctx.order(chooser, [...cards], { prompt, rule: '7.2.3' }) : [...cards];
}
