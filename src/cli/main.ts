/**
 * The `dycoder` command. Each subcommand lives in src/cli/<name>-command.ts and returns its
 * exit code; main() only dispatches and turns errors into one clear sentence.
 */
import { processIo, UsageError, type CliIo } from './io.js';

const HELP = `dycoder — implements stubbed Python functions with dependency-graph retrieval

Usage:
  dycoder stubs     --repo DIR [--json]
  dycoder context   --repo DIR --target FILE:QUALNAME [--retriever dycoder|similarity|static-graph|file-refs]
                    [--budget TOKENS] [--max-hops N] [--json]
  dycoder implement --repo DIR [--target FILE:QUALNAME ...] [--all-stubs] [--base REF] [--write] [--json]
  dycoder help

Model configuration (for implement): OPENAI_API_KEY, OPENAI_BASE_URL, DYCODER_MODEL — see README.
`;

type Command = (argv: string[], io: CliIo) => Promise<number>;

// Loaded on demand so that `dycoder stubs` does not pay for the model client's import.
const COMMANDS: Record<string, () => Promise<Command>> = {
  stubs: async () => (await import('./stubs-command.js')).runStubsCommand,
  context: async () => (await import('./context-command.js')).runContextCommand,
  implement: async () => (await import('./implement-command.js')).runImplementCommand,
};

export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.stdout.write(HELP);
    return 0;
  }
  const load = COMMANDS[name];
  if (!load) {
    io.stderr.write(`dycoder: unknown command "${name}"; run "dycoder help" for the list.\n`);
    return 2;
  }
  try {
    const command = await load();
    return await command(rest, io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`dycoder ${name}: ${message}\n`);
    // Bad arguments and unknown targets are the user's to fix (2); anything else is ours (1).
    const usage = error instanceof UsageError || (error instanceof Error && isArgError(error));
    return usage ? 2 : 1;
  }
}

function isArgError(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}

