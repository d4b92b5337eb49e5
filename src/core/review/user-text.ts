/**
 * The one place where text that DyCoder did not write — from a user, a repository (paths,
 * config values, names), a model — is made safe to post in a comment, a review or a check run:
 *
 * - as prose (`sanitizeUserText`): one line, bounded, and unable to ping anyone (@user,
 *   @org/team, #123, GH-123), to link (autolinks, [x](…), [x][…]) or to render HTML;
 * - as code (`codeSpan`, `userCode`): an inline code span whose fence is longer than any
 *   backtick run inside it, so no text can close it early; inside it nothing renders.
 *
 * A zero-width joiner (invisible, also inside code spans) is put where GitHub would otherwise
 * recognise something: after `@` and `#`, between `]` and `(`/`[`, after `<`, inside `://` and
 * `www.`, and inside `<!--` (which would also let text forge DyCoder's hidden markers).
 */

const ZWJ = '\u200d';

export const DEFAULT_USER_TEXT_CHARS = 300;

/** Breaks what renders or pings; keeps the text readable (the joiner is invisible). */
function defuse(text: string): string {
  return text
    .replace(/<!--/g, `<!-${ZWJ}-`)
    .replace(/@(?=[\w-])/g, `@${ZWJ}`)
    .replace(/#(?=\d)/g, `#${ZWJ}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1${ZWJ}-`)
    .replace(/\]\s*\(/g, `]${ZWJ}(`)
    .replace(/\]\s*\[/g, `]${ZWJ}[`)
    .replace(/<(?=[A-Za-z/!?])/g, `<${ZWJ}`)
    .replace(/:\/\//g, `:${ZWJ}//`)
    .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWJ}.`);
}

function cut(text: string, maxChars: number): string {
  const chars = [...text];
  return chars.length > maxChars ? `${chars.slice(0, Math.max(0, maxChars - 1)).join('')}…` : text;
}

export function sanitizeUserText(text: string, maxChars = DEFAULT_USER_TEXT_CHARS): string {
  let out = cut(defuse(text.replace(/<!--|-->/g, '').replace(/\s+/g, ' ').trim()), maxChars);
  // A cut through a code span would leave its backtick open and swallow what follows.
  if ((out.match(/`/g) ?? []).length % 2 === 1) out += '`';
  return out;
}

/**
 * Any text as one inline code span (CommonMark): the fence is one backtick longer than the
 * longest run inside, and a space pads each side when the text holds a backtick or starts or
 * ends with a space (the parser strips exactly one from each side). Line breaks become spaces: a blank
 * line would end the span and the paragraph.
 */
export function codeSpan(text: string): string {
  const single = text.replace(/\r\n?|\n/g, ' ').replace(/<!--/g, `<!-${ZWJ}-`);
  if (single === '') return '` `';
  let longest = 0;
  for (const m of single.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = '`'.repeat(longest + 1);
  const pad = longest > 0 || /^ | $/.test(single) ? ' ' : '';
  return `${fence}${pad}${single}${pad}${fence}`;
}

/**
 * User text as inline code, bounded: nothing inside renders, a backtick in it cannot close the
 * span, and it is defused as prose is (should a client render it outside the span).
 */
export function userCode(text: string, maxChars = 80): string {
  return codeSpan(cut(defuse(text.replace(/\s+/g, ' ').trim()), maxChars));
}
