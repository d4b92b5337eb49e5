#!/usr/bin/env node
// The `dycoder` executable: everything it does lives in src/cli/main.ts (testable without a process).
import { main } from './cli/main.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`dycoder: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
