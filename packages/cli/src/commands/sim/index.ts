/**
 * Commands that measure games by playing many of them with bots: `simulate` (statistics of one setup),
 * `compare` (games and rulesets side by side), `matrix` (every deck against every other) and `bench`
 * (games/s and actions/s).
 */
export { benchCommand } from './bench';
export { compareCommand } from './compare';
export { matrixCommand } from './matrix';
export { simulateCommand } from './simulate';
