/**
 * Text that came from a user, a repository or a model, made safe to echo in a comment: it can
 * neither ping anyone nor render as a link, image or HTML, and it is bounded in length (a 100 KB
 * token must not make the reply too long for GitHub, which would leave the user with nothing).
 *
 * A zero-width joiner (invisible, also inside code spans) is put where GitHub would otherwise
 * recognise something: after `@` (mentions, `@org/team` too), between `]` and `(` (links and
 * images), after `<` (autolinks and HTML), inside `://` and `www.` (bare-URL autolinks).
 */

const ZWJ = '\u200d';

export const DEFAULT_USER_TEXT_CHARS = 300;

export function sanitizeUserText(text: string, maxChars = DEFAULT_USER_TEXT_CHARS): string {
  let out = text
    .replace(/<!--|-->/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/@(?=[\w-])/g, `@${ZWJ}`)
    .replace(/\]\s*\(/g, `]${ZWJ}(`)
    .replace(/\]\s*\[/g, `]${ZWJ}[`)
    .replace(/<(?=[A-Za-z/!?])/g, `<${ZWJ}`)
    .replace(/:\/\//g, `:${ZWJ}//`)
    .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWJ}.`);
  const chars = [...out];
  if (chars.length > maxChars) {
    out = `${chars.slice(0, maxChars - 1).join('')}…`;
    // A cut through a code span would leave its backtick open and swallow what follows.
    if ((out.match(/`/g) ?? []).length % 2 === 1) out += '`';
  }
  return out;
}

/** User text as inline code: nothing inside renders; a backtick in it cannot close the span. */
export function userCode(text: string, maxChars = 80): string {
  const safe = sanitizeUserText(text, maxChars);
  return safe.includes('`') ? `\`\` ${safe.replace(/`+/g, '`')} \`\`` : `\`${safe}\``;
}
