/**
 * `pnpm bench` entry point. boardgame.io reads `NODE_ENV` when its modules load, so production mode
 * is set here first and everything else is imported afterwards.
 *
 * @module
 */
process.env.NODE_ENV ??= 'production';

const { main } = await import('./run');
process.exitCode = await main(process.argv.slice(2), (text) => process.stdout.write(`${text}\n`));

export {};
