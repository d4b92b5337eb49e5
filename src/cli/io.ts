/** What a CLI command writes to; the process streams in production, buffers in tests. */
export interface CliIo {
  stdout: { write(chunk: string): unknown; isTTY?: boolean };
  stderr: { write(chunk: string): unknown; isTTY?: boolean };
}

/** A usage or input error: printed as one sentence on stderr, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const processIo: CliIo = { stdout: process.stdout, stderr: process.stderr };
