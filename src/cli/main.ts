/**
 * The `dycoder` command. Each subcommand lives in src/cli/<name>-command.ts and returns its
 * exit code; main() only dispatches, answers help and --version without loading a command,
 * and turns errors into one clear sentence.
 */
import { commandHelp, overviewHelp, type CommandName } from './help.js';
import { processIo, UsageError, type CliIo } from './io.js';
import { packageVersion } from './version.js';

type Command = (argv: string[], io: CliIo) => Promise<number>;

// Loaded on demand so that `dycoder stubs` does not pay for the model client's import.
const COMMANDS: Record<CommandName, () => Promise<Command>> = {
  stubs: async () => (await import('./stubs-command.js')).runStubsCommand,
  context: async () => (await import('./context-command.js')).runContextCommand,
  implement: async () => (await import('./implement-command.js')).runImplementCommand,
};

const isCommand = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);
const wantsHelp = (args: readonly string[]): boolean => args.includes('--help') || args.includes('-h');

async function languages(): Promise<string> {
  const { LANGUAGES } = await import('../core/languages/index.js');
  return LANGUAGES.map((l) => `${l.familyName} (${l.extensions.join(' ')})`).join(', ');
}

export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-V' || name === 'version') {
    io.stdout.write(`dycoder ${await packageVersion()}\n`);
    return 0;
  }
  if (name === undefined || name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    io.stdout.write(overviewHelp(await languages()));
    return 0;
  }
  const commandName = name === 'help' ? (rest[0] ?? '') : name;
  if (!isCommand(commandName)) {
    io.stderr.write(`dycoder: unknown command "${commandName}"; run "dycoder help" for the list.\n`);
    return 2;
  }
  if (name === 'help' || wantsHelp(rest)) {
    io.stdout.write(commandHelp(commandName));
    return 0;
  }
  try {
    const command = await COMMANDS[commandName]();
    return await command(rest, io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`dycoder ${commandName}: ${message}\n`);
    // Bad arguments and unknown targets are the user's to fix (2); anything else is ours (1).
    const usage = error instanceof UsageError || (error instanceof Error && isArgError(error));
    return usage ? 2 : 1;
  }
}

function isArgError(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}
