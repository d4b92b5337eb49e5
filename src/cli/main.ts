/**
 * The `dycoder` command. Each subcommand lives in src/cli/<name>-command.ts and returns its
 * exit code; main() only dispatches and turns errors into one clear sentence.
 */
import { LANGUAGE_NAMES } from '../core/languages/index.js';
import { processIo, UsageError, type CliIo } from './io.js';

const HELP = `dycoder — implements stubbed ${LANGUAGE_NAMES} functions with dependency-graph retrieval

Usage:
  dycoder stubs     --repo DIR [--json]
  dycoder context   --repo DIR --target FILE:QUALNAME [--retriever dycoder|similarity|static-graph|file-refs]
                    [--budget TOKENS] [--max-hops N] [--json]
  dycoder implement --repo DIR [--target FILE:QUALNAME ...] [--all-stubs] [--base REF] [--write] [--json]
                    [--budget TOKENS] [--max-hops N] [--concurrency N] [--show-prompts]
  dycoder help

implement options:
  --target FILE:QUALNAME  implement this function (repeatable); it may be an interface method
  --all-stubs             every stub in the directory (the default), overridden interfaces left out
  --base REF              only stubs that the changes since the git ref REF touch
  --write                 apply the implementations to the files (default: print a unified diff)
  --json                  print one JSON report instead
  --budget TOKENS         context token budget per stub, 200 to 100000 (default 6000)
  --max-hops N            hops of the dependency-graph walk, 0 to 50 (default 10)
  --concurrency N         stubs worked on at once, 1 to 32 (default 4)
  --show-prompts          without a model, print the full prompts instead of one line per stub

Files over 1 MB, binary files and files that are neither UTF-8 nor in the encoding their PEP 263
coding line declares are skipped, with the reason. Exit codes: 0 done, 1 a stub got no
suggestion, 2 bad arguments or a missing repository or target.

Model configuration (for implement): OPENAI_API_KEY, OPENAI_BASE_URL, DYCODER_MODEL, or the
AZURE_OPENAI_* variables — see README.
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

