/** `cardloom cards <game>`: the implemented cards and their characteristics. */

import { flag, noExtraPositionals, parse, positional } from '../../args';
import { renderTable } from '../../format/table';
import { cardListing } from '../../games/view';
import type { Command } from '../command';
import { printJson } from '../command';

const name = 'cards';

/** The `cards` command. */
export const cardsCommand: Command = {
  name,
  summary: 'list the implemented cards of a game',
  help: `Usage: cardloom cards <game> [--json]

Lists every implemented card of <game> with its type, numeric characteristics
(cost, strength, willpower, lore…), classifications and generated ability text.

With --json, each card also has its keywords apart and the game's own record of
the printed card as "data" (for Lorcana: ink(s), inkwell, rarity, set and
number, classifications, keywords with their values, and its encoding).

Options:
  --json      print the cards as JSON
  -h, --help  show this help
`,
  async run(argv, { io, registry }) {
    const parsed = parse(name, argv, { json: { type: 'boolean' } });
    const game = positional(name, parsed, 0, 'game');
    noExtraPositionals(name, parsed, 1);
    const module = registry.get(game, name);
    const cards = cardListing(module);
    if (flag(parsed, 'json')) {
      printJson({ io, registry }, { game: module.name, cards });
      return 0;
    }
    const statNames = [...new Set(cards.flatMap((c) => Object.keys(c.stats)))];
    const rows = cards.map((c) => [
      c.id,
      c.name,
      c.type,
      ...statNames.map((s) => (c.stats[s] === undefined ? '' : String(c.stats[s]))),
      c.tags.join(', '),
      c.abilities.join(' / '),
    ]);
    io.out(
      renderTable(['id', 'name', 'type', ...statNames, 'tags', 'abilities'], rows, {
        title: `${module.title}: ${cards.length} cards`,
        align: ['left', 'left', 'left', ...statNames.map(() => 'right' as const)],
      }),
    );
    return 0;
  },
};
