/**
 * Every text DyCoder posts from the webhook side. Short, polite, no stack traces or internals:
 * these end up in public pull requests. User text is echoed only through sanitizeUserText.
 */
import { STUB_IDIOMS_TEXT } from '../core/languages/index.js';
import { sanitizeUserText, userCode } from '../core/review/user-text.js';

export const HELP_TEXT = [
  `**DyCoder** implements stubbed functions in this pull request and posts them as suggestions you can commit: ${STUB_IDIOMS_TEXT}.`,
  '',
  '| Command | What it does |',
  '| --- | --- |',
  '| `/dycoder implement` | every stub this pull request adds |',
  '| `/dycoder implement name Class.method path/file.py::name` | only the named functions |',
  '| `/dycoder implement` as a review comment on a line | the function enclosing that line |',
  '| `/dycoder <instruction>` as a reply in the thread of a DyCoder suggestion | a revised suggestion in that thread, e.g. `/dycoder raise KeyError when the user is missing` |',
  '| `/dycoder stats` | what became of DyCoder\'s suggestions in this repository over the last 30 days |',
  '| `/dycoder help` | this message |',
  '',
  '`@dycoder` works the same as `/dycoder`. Only collaborators with write, maintain or admin permission can run commands. Settings and instructions for the model live in `.github/dycoder.yml` and `.github/dycoder-instructions.md` on the default branch.',
].join('\n');

export const STATS_OFF_REPLY = 'DyCoder keeps no suggestion statistics in this deployment.';

export function helpReply(unknown: string | undefined): string {
  return unknown === undefined ? HELP_TEXT : `Unknown command ${userCode(unknown, 60)}.\n\n${HELP_TEXT}`;
}

export function unauthorizedReply(login: string): string {
  return `Sorry @${login.replace(/[^\w-]/g, '').slice(0, 39)}, only collaborators with write access to this repository can run DyCoder commands.`;
}

export function invalidCommandReply(message: string): string {
  return `DyCoder could not read that command: ${sanitizeUserText(message)}\n\nTry \`/dycoder help\`.`;
}

export function notOpenReply(): string {
  return 'DyCoder only works on open pull requests.';
}
