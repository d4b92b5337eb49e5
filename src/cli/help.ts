/**
 * Help texts: the overview (`dycoder help`) and one page per command (`dycoder <command> --help`).
 * Kept apart from the commands so that help loads no parser or model client; the language list
 * is passed in from the front-end registry, the one place that knows it.
 */
import { numericHelp } from './numeric-options.js';

export const STUBS_USAGE = 'dycoder stubs [--repo DIR] [--json]';
export const CONTEXT_USAGE =
  'dycoder context [--repo DIR] --target FILE:QUALNAME [--retriever dycoder|similarity|static-graph|file-refs] [--budget TOKENS] [--max-hops N] [--json]';
export const IMPLEMENT_USAGE =
  'dycoder implement [--repo DIR] [--target FILE:QUALNAME ...] [--all-stubs] [--base REF] [--write] [--json] [--budget TOKENS] [--max-hops N] [--concurrency N] [--show-prompts] [--maven-repo DIR] [--deps-path DIR ...] [--cargo-registry DIR ...] [--node-modules DIR ...]';

export type CommandName = 'stubs' | 'context' | 'implement';

const FILES = `Files: --repo defaults to the current directory. In a git work tree the files are those git
lists (tracked and untracked, .gitignore honoured); elsewhere every file, minus .git, node_modules,
virtualenvs and caches. Files over 1 MB, binary files, UTF-16 files and files that are neither
UTF-8 nor in the encoding their PEP 263 coding line declares are skipped, with the reason.`;

const NO_OPS = `Which stubs run without --target or --base: those that say they are unfinished - raise
NotImplementedError, throw new Error('not implemented'), a TODO/FIXME comment in the body - and
empty bodies (pass, ..., a docstring only) of functions whose signature promises a value (a
return annotation such as -> float, or a documented return type). Left out as intentional no-ops:
empty bodies that promise nothing (hooks, null objects, __init__ and test placeholders, -> None).
--all-stubs includes them. A method that raises NotImplementedError and that a subclass overrides
is an interface and needs --target. @abstractmethod, @overload and Protocol members, abstract and
overload signatures and empty TypeScript bodies without a TODO are never stubs.`;

const EXIT = 'Exit codes: 0 done, 1 a stub got no suggestion or a file was not written, 2 bad arguments or a missing repository or target.';

const MODEL = `Model (implement): OPENAI_API_KEY, OPENAI_BASE_URL, DYCODER_MODEL, or the AZURE_OPENAI_*
variables; without one, implement builds the prompts and calls no model.`;

const WRITE = `--write edits files in place, keeping their bytes: only the stub bodies change; the encoding
(PEP 263 coding line, UTF-8 BOM), each line's ending (CRLF or LF), the final newline or its
absence and the file mode stay. The new file replaces the old one atomically. A character the
file's encoding cannot represent is an error and the file is left alone.`;

export function commandHelp(name: CommandName): string {
  switch (name) {
    case 'stubs':
      return `Usage: ${STUBS_USAGE}

Lists every stub under the directory, one line each as it is found (raise-NotImplementedError
methods last, once their subclasses are known), then skipped files and a count. Each line says
whether implement takes it by default.

Options:
  --repo DIR              the directory to scan (default: the current directory)
  --json                  one JSON object: stubs (with noOp and interface flags), skippedFiles, filesScanned

${NO_OPS}

${FILES}
`;
    case 'context':
      return `Usage: ${CONTEXT_USAGE}

Prints the context a retriever gathers for one function: a table of definitions, then the exact
text a model would be given.

Options:
  --repo DIR              the repository (default: the current directory)
  --target FILE:QUALNAME  the function: a repo-relative file and func, Class.method or outer.inner
  --retriever NAME        dycoder (default), similarity, static-graph or file-refs
${numericHelp('budget', 'TOKENS')}
${numericHelp('max-hops', 'N')}
  --json                  exactly one JSON object

${FILES}
`;
    case 'implement':
      return `Usage: ${IMPLEMENT_USAGE}

Implements stubs with the model and prints a unified diff (default), writes the files (--write)
or prints one JSON report (--json). A summary line ends every run on stderr.

Options:
  --repo DIR              the repository (default: the current directory)
  --target FILE:QUALNAME  implement this function (repeatable); it may be an interface or a no-op
  --all-stubs             every stub, intentional no-ops included (interfaces still need --target)
  --base REF              only stubs that the changes since the git ref REF touch, as in a pull request
  --write                 apply the implementations to the files (default: print a unified diff)
  --json                  print one JSON report instead
${numericHelp('budget', 'TOKENS')}
${numericHelp('max-hops', 'N')}
${numericHelp('concurrency', 'N')}
  --show-prompts          without a model, print the full prompts instead of one line per stub
  --maven-repo DIR        a Maven-layout directory the Java answer checks read dependencies' classes from
                          (default: DYCODER_MAVEN_URL, else ~/.m2/repository if present)
  --deps-path DIR         a Python site-packages directory the checks read base classes from (repeatable;
                          default: the checkout's .venv/ or venv/)
  --cargo-registry DIR    a folder of crate sources (<name>-<version>/) the Rust checks read other crates'
                          traits from (repeatable; default: $CARGO_HOME/registry/src/*, else ~/.cargo's)
  --node-modules DIR      a node_modules directory the TypeScript/JavaScript checks read installed packages'
                          types (.d.ts) from (repeatable; default: the checkout's node_modules/ if present)

${NO_OPS}

${WRITE}

${FILES}

${EXIT}

${MODEL}
`;
  }
}

/** The overview; `languages` names what the front ends read, e.g. "Python (.py .pyi), TypeScript (.ts …)". */
export function overviewHelp(languages: string): string {
  return `dycoder - implements stubbed functions with dependency-graph retrieval
Languages: ${languages}

Usage:
  ${STUBS_USAGE}
  ${CONTEXT_USAGE}
  ${IMPLEMENT_USAGE}
  dycoder help [COMMAND]
  dycoder --version

Commands:
  stubs       list the stubs under a directory
  context     show the context a retriever gathers for one function
  implement   implement stubs with the model (diff, --write or --json)

Run "dycoder COMMAND --help" for a command's options. --repo defaults to the current directory.
${EXIT}

${MODEL}
`;
}
