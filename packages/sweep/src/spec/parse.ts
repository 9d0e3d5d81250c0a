/** Reading a sweep file's text: JSON, or YAML for files named `.yaml` / `.yml`. */
import { parse as parseYaml } from 'yaml';
import { SweepSpecError } from '../errors';
import type { SweepFile } from './types';
import { checkSweepFile } from './validate';

/**
 * Parses and checks the text of a sweep file. YAML is read when `fileName` ends in `.yaml` or
 * `.yml`, JSON otherwise.
 *
 * @throws {@link SweepSpecError} with `field` `file` when the text does not parse, or the path of the
 * first bad value.
 */
export function parseSweepFile(text: string, fileName = 'sweep.json'): SweepFile {
  const yaml = /\.ya?ml$/i.test(fileName);
  let value: unknown;
  try {
    value = yaml ? parseYaml(text) : JSON.parse(text);
  } catch (error) {
    throw new SweepSpecError('file', `not valid ${yaml ? 'YAML' : 'JSON'}: ${(error as Error).message}`);
  }
  return checkSweepFile(value);
}
