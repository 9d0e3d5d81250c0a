/**
 * Argument parsing on `node:util` parseArgs, with every parse problem turned into a {@link UsageError}
 * that names the command, and small typed readers for option values.
 */
import { parseArgs } from 'node:util';
import { UsageError } from './errors';

/** Option declarations in parseArgs' format. */
export type OptionSpec = Record<
  string,
  { type: 'string' | 'boolean'; short?: string; multiple?: boolean; default?: string | boolean }
>;

/** Parsed options and positionals. */
export interface Parsed {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

/** Parses `argv` strictly against `options`; unknown options and missing values are usage errors. */
export function parse(command: string, argv: readonly string[], options: OptionSpec): Parsed {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { help: { type: 'boolean', short: 'h' }, ...options },
      strict: true,
      allowPositionals: true,
    });
    return { values: values as Parsed['values'], positionals };
  } catch (error) {
    throw new UsageError(cleanParseMessage((error as Error).message), command);
  }
}

function cleanParseMessage(message: string): string {
  // parseArgs appends advice about '--' that does not apply to our commands.
  return message
    .replace(/\. To specify a positional argument.*$/s, '')
    .replace(/^Unknown option/, 'unknown option');
}

/** Reads an optional string option. */
export function str(parsed: Parsed, name: string): string | undefined {
  const value = parsed.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** Reads a boolean flag. */
export function flag(parsed: Parsed, name: string): boolean {
  return parsed.values[name] === true;
}

/** Reads an integer option within `[min, max]`; absent gives `fallback`. */
export function int(
  command: string,
  parsed: Parsed,
  name: string,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = str(parsed, name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw.trim()))
    throw new UsageError(`--${name} must be a whole number, got '${raw}'`, command);
  const value = Number(raw);
  if (value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `between ${min} and ${max}`;
    throw new UsageError(`--${name} must be ${range}, got ${value}`, command);
  }
  return value;
}

/** Splits a comma-separated option into trimmed, non-empty items. */
export function list(parsed: Parsed, name: string): string[] | undefined {
  const raw = str(parsed, name);
  if (raw === undefined) return undefined;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * Turns a `--seed` value into a 32-bit unsigned seed: whole numbers are taken as they are (mod 2^32),
 * any other text is hashed (FNV-1a), so `--seed tuesday` is as reproducible as `--seed 42`.
 */
export function seedFrom(raw: string): number {
  const trimmed = raw.trim();
  if (/^\d+$/.test(trimmed)) return Number(BigInt(trimmed) % 4294967296n);
  let hash = 0x811c9dc5;
  for (let i = 0; i < trimmed.length; i++) {
    hash ^= trimmed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The `index`-th positional argument, or a usage error naming it. */
export function positional(command: string, parsed: Parsed, index: number, name: string): string {
  const value = parsed.positionals[index];
  if (value === undefined) throw new UsageError(`missing <${name}>`, command);
  return value;
}

/** A usage error when more positionals were given than the command takes. */
export function noExtraPositionals(command: string, parsed: Parsed, count: number): void {
  const extra = parsed.positionals.slice(count);
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`, command);
}
