/** A registry holding only the toy game, loadable by simulation workers in tests. */
import { GameRegistry } from '../games/registry';
import { toyModule } from './toy-module';

/** The test registry. */
export const registry: GameRegistry = new GameRegistry().register(toyModule);

/** Its module URL, to hand to workers. */
export const registryModule: string = import.meta.url;
