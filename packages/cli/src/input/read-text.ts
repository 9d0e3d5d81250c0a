/** Reading a text file within a byte bound, with one error message for every way it can fail. */
import { CliError } from '../errors';
import { FileTooLargeError, type Io } from '../io';

/** The outcome of {@link readTextFile}: the text, or why it was refused because of its size. */
export type TextRead = { text: string } | { tooLarge: true };

/**
 * Reads `path` as text, refusing (without reading it all) a file over `maxBytes`. A file that cannot be
 * read is a {@link CliError} (`cannot read <what> '<path>': …`).
 */
export async function readTextFile(io: Io, path: string, maxBytes: number, what: string): Promise<TextRead> {
  let text: string;
  try {
    text = await io.readFile(path, maxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError) return { tooLarge: true };
    throw new CliError(`cannot read ${what} '${path}': ${(error as Error).message}`);
  }
  // An Io that ignores the bound still gets a bounded answer.
  if (text.length > maxBytes) return { tooLarge: true };
  return { text };
}
