/**
 * Argument parsing shared by the commands: Node's parseArgs, with its errors and the numbers it
 * leaves as strings turned into one sentence of ours (a UsageError, exit code 2).
 */
import { stat } from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './io.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** parseArgs with strict checking; `--budget -5` is read as a value, not as an option. */
export function parseCommandArgs<T extends Options>(argv: string[], options: T, usage: string): ReturnType<typeof parseArgs<{ args: string[]; options: T; strict: true }>> {
  // parseArgs refuses a value that starts with '-' ("ambiguous"); rewrite `--name -5` to `--name=-5`
  // so the value reaches our own range check and its message.
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    const next = argv[i + 1];
    if (name !== undefined && options[name]?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      args.push(`${arg}=${next}`);
      i++;
    } else args.push(arg);
  }
  try {
    return parseArgs({ args, options, strict: true });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const message = error instanceof Error ? error.message : String(error);
    const option = /'(-[^' ]+)/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`Unknown option ${option}: ${usage}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`${option} needs a value: ${usage}`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new UsageError(`Unexpected argument ${option || message.replace(/^.*'(.+)'.*$/s, '"$1"')}: ${usage}`);
    throw new UsageError(`${message.split('. ')[0] ?? message}: ${usage}`);
  }
}

/** The --repo directory must exist: a typo must not look like "no stubs found". */
export async function requireRepoDir(repo: string): Promise<void> {
  const isDir = await stat(repo).then((s) => s.isDirectory(), () => false);
  if (!isDir) throw new UsageError(`The repository directory ${repo} does not exist or is not a directory.`);
}
