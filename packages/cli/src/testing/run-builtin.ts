/** Runs the command line against the built-in games with a fake terminal. */
import { runCli } from '../cli';
import { type FakeIo, type FakeIoOptions, fakeIo } from './fake-io';

/** The exit code and the fake terminal after running `argv` with the built-in games. */
export async function runBuiltin(
  argv: string[],
  options: FakeIoOptions = {},
): Promise<{ code: number; io: FakeIo }> {
  const io = fakeIo(options);
  const code = await runCli(argv, io);
  return { code, io };
}
