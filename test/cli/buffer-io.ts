import type { CliIo } from '../../src/cli/io.js';

/** A CliIo that keeps what a command prints, for assertions. */
export function bufferIo(): CliIo & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    stdout: { write: (chunk: string) => (out += chunk) },
    stderr: { write: (chunk: string) => (err += chunk) },
    out: () => out,
    err: () => err,
  };
}
