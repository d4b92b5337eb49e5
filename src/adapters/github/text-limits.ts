/**
 * The text limits GitHub enforces, applied before sending: a text over its limit makes GitHub
 * refuse the whole request (a 422 that costs a review every inline suggestion, or a failure
 * comment that never arrives). Cut at a line, with a note, never in the middle of a line.
 */

/** Issue, pull-request and review comment bodies, and a review's body. */
export const COMMENT_BODY_LIMIT = 65_536;
/** A check run's output summary and text. */
export const CHECK_TEXT_LIMIT = 65_535;
/** A check run's output title. */
export const CHECK_TITLE_LIMIT = 255;

const TRUNCATED = '\n\n_(truncated: longer than GitHub accepts)_';

/** `text` when it fits in `limit` characters; else its longest whole-line prefix that fits with a note. */
export function capText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const room = limit - TRUNCATED.length;
  const cut = text.lastIndexOf('\n', room);
  return `${text.slice(0, cut > 0 ? cut : room)}${TRUNCATED}`;
}
