/** `cardloom deck validate <game> <file>`: checks a decklist against the card pool and deck rules. */
import { flag, noExtraPositionals, parse, positional, str } from '../../args';
import { resolveRuleset } from '../../games/registry';
import { readDeckFile } from '../../input/deck-file';
import { MAX_DECK_FILE_BYTES, MAX_DECK_LINES } from '../../input/limits';
import type { Command } from '../command';
import { printJson } from '../command';

const name = 'deck validate';

/** The `deck validate` command. */
export const deckValidateCommand: Command = {
  name,
  summary: 'check a decklist against the card pool and deck rules',
  help: `Usage: cardloom deck validate <game> <file> [--ruleset R] [--json]

Reads a decklist in the game's text format (for Lorcana, lines like
'4 Mickey Mouse - Brave Little Tailor'), then lists every problem: malformed
lines, unknown cards, and breaches of the ruleset's deck rules (size, copies…).

A file over ${MAX_DECK_FILE_BYTES / 1024} KB or ${MAX_DECK_LINES} lines, with control characters or
very long lines is refused before it is read as a deck; past 50 problems the
rest are only counted.

Exit status: 0 when the deck is legal, 1 when it has problems or cannot be read.

Options:
  --ruleset R  check against this ruleset's deck rules (default: the game's first)
  --json       print {valid, problems} as JSON
  -h, --help   show this help
`,
  async run(argv, context) {
    const { io, registry } = context;
    const parsed = parse(name, argv, { json: { type: 'boolean' }, ruleset: { type: 'string' } });
    const module = registry.get(positional(name, parsed, 0, 'game'), name);
    const file = positional(name, parsed, 1, 'file');
    noExtraPositionals(name, parsed, 2);
    const ruleset = resolveRuleset(module, str(parsed, 'ruleset'), name);
    const { problems, total } = await readDeckFile(module, io, file, ruleset.name);
    const valid = total === 0;
    const more = total - problems.length;
    if (flag(parsed, 'json')) {
      printJson(context, {
        game: module.name,
        ruleset: ruleset.name,
        file,
        valid,
        problems,
        ...(more > 0 && { more }),
      });
    } else if (valid) io.out(`${file}: a legal ${module.title} deck (${ruleset.name})\n`);
    else {
      io.out(`${file}: ${total} problem${total === 1 ? '' : 's'} (${ruleset.name})\n`);
      for (const p of problems) io.out(`  ${p.line !== undefined ? `line ${p.line}: ` : ''}${p.message}\n`);
      if (more > 0) io.out(`  … and ${more} more problem${more === 1 ? '' : 's'}\n`);
    }
    return valid ? 0 : 1;
  },
};
