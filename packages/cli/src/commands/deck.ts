/** `cardloom deck validate <game> <file>`: checks a decklist against the card pool and deck rules. */
import { flag, noExtraPositionals, parse, positional, str } from '../args';
import { CliError } from '../errors';
import { resolveRuleset } from '../games/registry';
import type { DeckProblem } from '../games/types';
import type { Command } from './command';
import { printJson } from './command';

const name = 'deck validate';

/** The `deck validate` command. */
export const deckValidateCommand: Command = {
  name,
  summary: 'check a decklist against the card pool and deck rules',
  help: `Usage: cardloom deck validate <game> <file> [--ruleset R] [--json]

Reads a decklist in the game's text format (for Lorcana, lines like
'4 Mickey Mouse - Brave Little Tailor'), then lists every problem: malformed
lines, unknown cards, and breaches of the ruleset's deck rules (size, copies…).

Exit status: 0 when the deck is legal, 1 when it has problems or cannot be read.

Options:
  --ruleset R  check against this ruleset's deck rules (default: the game's first)
  --json       print {valid, problems} as JSON
  -h, --help   show this help
`,
  async run(argv, context) {
    const { io, registry } = context;
    const parsed = parse(name, argv, { json: { type: 'boolean' }, ruleset: { type: 'string' } });
    const plugin = registry.get(positional(name, parsed, 0, 'game'), name);
    const file = positional(name, parsed, 1, 'file');
    noExtraPositionals(name, parsed, 2);
    const ruleset = resolveRuleset(plugin, str(parsed, 'ruleset'), name);
    let text: string;
    try {
      text = await io.readFile(file);
    } catch (error) {
      throw new CliError(`cannot read decklist '${file}': ${(error as Error).message}`);
    }
    const read = plugin.parseDeck(text);
    const problems: DeckProblem[] = [...read.problems];
    if (read.deck !== undefined) problems.push(...plugin.validateDeck(read.deck, ruleset.name));
    const valid = problems.length === 0;
    if (flag(parsed, 'json'))
      printJson(context, { game: plugin.name, ruleset: ruleset.name, file, valid, problems });
    else if (valid) io.out(`${file}: a legal ${plugin.title} deck (${ruleset.name})\n`);
    else {
      io.out(`${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'} (${ruleset.name})\n`);
      for (const p of problems) io.out(`  ${p.line !== undefined ? `line ${p.line}: ` : ''}${p.message}\n`);
    }
    return valid ? 0 : 1;
  },
};
