import { builtinRegistry, processIo, runCli } from '@cardloom/cli';
import { tutorialModule } from './index.js';

// The `cardloom` command with Embers added to the built-in games: `node dist/cli.js play embers`.
const registry = builtinRegistry();
registry.register(tutorialModule);
process.exitCode = await runCli(process.argv.slice(2), processIo(), { registry });
