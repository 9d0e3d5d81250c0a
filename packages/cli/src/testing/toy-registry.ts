/** A registry holding only the toy game, loadable by simulation workers in tests. */
import { GameRegistry } from '../games/registry';
import { toyGame } from './toy-game';

/** The test registry. */
export const registry: GameRegistry = new GameRegistry().register(toyGame);

/** Its module URL, to hand to workers. */
export const registryModule: string = import.meta.url;
