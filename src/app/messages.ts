/**
 * Every text DyCoder posts from the webhook side. Short, polite, no stack traces or internals:
 * these end up in public pull requests.
 */

export const HELP_TEXT = [
  '**DyCoder** implements stubbed functions in this pull request and posts them as suggestions you can commit: Python bodies that are only `pass`, `...` or `raise NotImplementedError`, and TypeScript/JavaScript bodies that are only a TODO comment or `throw new Error(\'not implemented\')`.',
  '',
  '| Command | What it does |',
  '| --- | --- |',
  '| `/dycoder implement` | every stub this pull request adds |',
  '| `/dycoder implement name Class.method path/file.py::name` | only the named functions |',
  '| `/dycoder implement` as a review comment on a line | the function enclosing that line |',
  '| `/dycoder help` | this message |',
  '',
  'Only collaborators with write, maintain or admin permission can run commands. Settings live in `.github/dycoder.yml` on the default branch.',
].join('\n');

export function helpReply(unknown: string | undefined): string {
  return unknown === undefined ? HELP_TEXT : `Unknown command \`${sanitize(unknown)}\`.\n\n${HELP_TEXT}`;
}

export function unauthorizedReply(login: string): string {
  return `Sorry @${sanitize(login)}, only collaborators with write access to this repository can run DyCoder commands.`;
}

export function invalidCommandReply(message: string): string {
  return `DyCoder could not read that command: ${message}\n\nTry \`/dycoder help\`.`;
}

export function notOpenReply(): string {
  return 'DyCoder only works on open pull requests.';
}

/** Backticks and @ would let a user-controlled string break out of code spans or ping people. */
function sanitize(text: string): string {
  return text.replace(/[`@\r\n]/g, '').slice(0, 60);
}
