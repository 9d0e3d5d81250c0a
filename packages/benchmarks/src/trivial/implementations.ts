/**
 * Every implementation of the trivial game, in report order. Each plays the same game for the same
 * seed (checked in `trivial.test.ts` and again before timing).
 *
 * @module
 */
import { playBgioClient, playBgioReducer } from './bgio';
import { playCardloom } from './cardloom';
import { playPlain } from './plain';
import type { TrivialResult } from './spec';

/** One way of playing the trivial game. */
export interface TrivialImplementation {
  /** Key used in figure ids, e.g. `plain`. */
  readonly id: string;
  readonly label: string;
  readonly play: (seed: number) => TrivialResult;
}

/** The plain loop: the baseline of every ratio. */
export const PLAIN: TrivialImplementation = {
  id: 'plain',
  label: 'plain hand-written loop',
  play: playPlain,
};
/** cardloom: a game definition run by the kernel. */
export const CARDLOOM: TrivialImplementation = {
  id: 'cardloom',
  label: 'cardloom (kernel)',
  play: playCardloom,
};
/** boardgame.io through its reducer: the figure the issue compares against. */
export const BGIO_REDUCER: TrivialImplementation = {
  id: 'boardgameio',
  label: 'boardgame.io 0.50.2 (reducer)',
  play: playBgioReducer,
};
/** boardgame.io through its headless vanilla client, for context. */
export const BGIO_CLIENT: TrivialImplementation = {
  id: 'boardgameioClient',
  label: 'boardgame.io 0.50.2 (Client)',
  play: playBgioClient,
};

/** All implementations, baseline first. */
export const IMPLEMENTATIONS: readonly TrivialImplementation[] = [PLAIN, CARDLOOM, BGIO_REDUCER, BGIO_CLIENT];
