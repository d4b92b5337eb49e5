/**
 * Small Markdown helpers for review text: fences that survive backticks, inline code, markers.
 * Escaping itself lives in user-text.ts; everything DyCoder posts goes through one of the two.
 */
import { createHash } from 'node:crypto';
import { codeSpan, sanitizeUserText } from './user-text.js';

/** A fence longer than any backtick run inside `text`, so code containing ``` cannot close it early. */
export function fenceFor(text: string): string {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return '`'.repeat(Math.max(3, longest + 1));
}

export function fenced(info: string, text: string): string {
  const fence = fenceFor(text);
  return `${fence}${info}\n${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${fence}`;
}

/** Inline code for names, paths and config values: inert, whatever the text (see user-text.ts). */
export function code(text: string): string {
  return codeSpan(text);
}

/** Inline code inside a Markdown table cell: GitHub splits cells at `|` even inside code spans. */
export function codeCell(text: string): string {
  return codeSpan(text).replace(/\|/g, '\\|');
}

/** One line of prose from a model, a user or a repository: inert and bounded (see user-text.ts). */
export function oneLine(text: string, maxChars = 2000): string {
  return sanitizeUserText(text, maxChars);
}

/**
 * The hidden marker of one suggestion on one head: a later run on that head finds which targets
 * an earlier review already suggested (a rerun after a partial model outage asks only for the rest).
 */
export function suggestionMarker(headSha: string, target: { file: string; qualname: string }): string {
  return `dycoder:s:${createHash('sha256').update(`${headSha}\n${target.file}:${target.qualname}`).digest('hex').slice(0, 16)}`;
}

/** The hidden marker a rerun on the same head looks for. */
export function markerComment(marker: string): string {
  const key = (marker.startsWith('dycoder:') ? marker : `dycoder:${marker}`).replace(/--+>?|>/g, '-');
  return `<!-- ${key} -->`;
}

export function hasMarker(body: string | null | undefined, marker: string): boolean {
  return typeof body === 'string' && body.includes(markerComment(marker));
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
