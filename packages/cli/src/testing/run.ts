/** Runs the command line against the toy registry with a fake terminal. */
import { runCli } from '../cli';
import { type FakeIo, type FakeIoOptions, fakeIo } from './fake-io';
import { registry, registryModule } from './toy-registry';

/** The exit code and the fake terminal after running `argv`. */
export async function run(
  argv: string[],
  options: FakeIoOptions = {},
): Promise<{ code: number; io: FakeIo }> {
  const io = fakeIo(options);
  const code = await runCli(argv, io, { registry, registryModule });
  return { code, io };
}
