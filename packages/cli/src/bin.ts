#!/usr/bin/env node
/** The `cardloom` executable. */
import { runCli } from './cli';
import { processIo } from './io';

runCli(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code;
});
