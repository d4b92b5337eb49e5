/**
 * Path globs for `paths`/`ignore` in .github/dycoder.yml, matched in time linear in the path
 * for each pattern. Regex-based matchers backtrack: `**\/a/**\/a/…/**\/b` against a deep path
 * took minutes and held a worker's event loop. Here a pattern is a list of segments and a
 * path is walked once, carrying the set of pattern positions it can be at (an NFA), so the
 * cost is at most segments(pattern) × segments(path) segment comparisons.
 *
 * Syntax (a subset of picomatch's, with `dot: true`): `*` any characters except `/`, `?` one
 * character, `[abc]`, `[a-z]`, `[!a]`, `{a,b}` alternatives (not nested), `**` as a whole
 * segment for any number of directories, `\` escapes. Anything else is refused by checkGlob
 * with a reason, so a configuration never silently means something other than it says.
 */

export const GLOB_LIMITS = {
  /** Characters per glob. */
  maxLength: 256,
  /** `**` segments per glob. */
  maxGlobstars: 8,
  /** `*`, `?` and `[...]` per glob (a `**` counts once). */
  maxWildcards: 24,
  /** Alternatives a glob expands to through its `{a,b}` groups. */
  maxAlternatives: 32,
} as const;

type Token = { kind: 'literal'; char: string } | { kind: 'star' } | { kind: 'any' } | { kind: 'class'; negated: boolean; ranges: [string, string][] };
type Segment = { kind: 'globstar' } | { kind: 'tokens'; tokens: Token[] };

/** Why a glob is refused, in a phrase that completes "must be …"-style messages; undefined when fine. */
export function checkGlob(glob: string): string | undefined {
  if (glob.length > GLOB_LIMITS.maxLength) return `is ${glob.length} characters long; the limit is ${GLOB_LIMITS.maxLength}`;
  if (glob.startsWith('!')) return 'starts with "!"; list files to leave out under `ignore` instead';
  if (/[!@+*?]\(/.test(glob)) return 'uses an extended glob such as "!(…)" or "+(…)", which is not supported';
  const alternatives = expandBraces(glob);
  if (typeof alternatives === 'string') return alternatives;
  for (const alt of alternatives) {
    const segments = compileSegments(alt);
    if (typeof segments === 'string') return segments;
    const globstars = segments.filter((s) => s.kind === 'globstar').length;
    if (globstars > GLOB_LIMITS.maxGlobstars) return `has ${globstars} "**" segments; the limit is ${GLOB_LIMITS.maxGlobstars}`;
    const wildcards = globstars + segments.reduce((n, s) => n + (s.kind === 'tokens' ? s.tokens.filter((t) => t.kind !== 'literal').length : 0), 0);
    if (wildcards > GLOB_LIMITS.maxWildcards) return `has ${wildcards} wildcards; the limit is ${GLOB_LIMITS.maxWildcards}`;
  }
  return undefined;
}

/** `{a,b}c` → `ac`, `bc`; one level of groups, bounded in count. */
function expandBraces(glob: string): string[] | string {
  let results = [''];
  let i = 0;
  while (i < glob.length) {
    const ch = glob[i] ?? '';
    if (ch === '\\') {
      results = results.map((r) => r + glob.slice(i, i + 2));
      i += 2;
      continue;
    }
    if (ch === '}') return 'has a "}" without its "{"';
    if (ch !== '{') {
      results = results.map((r) => r + ch);
      i++;
      continue;
    }
    const close = glob.indexOf('}', i);
    if (close === -1) return 'has a "{" without its "}"';
    const inner = glob.slice(i + 1, close);
    if (inner.includes('{')) return 'nests "{…}" groups, which is not supported';
    const options = inner.split(',');
    if (results.length * options.length > GLOB_LIMITS.maxAlternatives) return `expands to more than ${GLOB_LIMITS.maxAlternatives} alternatives through its "{…}" groups`;
    results = results.flatMap((r) => options.map((o) => r + o));
    i = close + 1;
  }
  return results;
}

function compileClass(segment: string, start: number): { token: Token; end: number } | string {
  let i = start + 1;
  const negated = segment[i] === '!' || segment[i] === '^';
  if (negated) i++;
  const ranges: [string, string][] = [];
  let first = true;
  while (i < segment.length && (segment[i] !== ']' || first)) {
    first = false;
    let lo = segment[i] ?? '';
    if (lo === '\\') lo = segment[++i] ?? '';
    let hi = lo;
    if (segment[i + 1] === '-' && segment[i + 2] !== undefined && segment[i + 2] !== ']') {
      hi = segment[i + 2] === '\\' ? (segment[i + 3] ?? '') : (segment[i + 2] ?? '');
      i += segment[i + 2] === '\\' ? 3 : 2;
    }
    ranges.push([lo, hi]);
    i++;
  }
  if (i >= segment.length) return 'has a "[" without its "]"';
  return { token: { kind: 'class', negated, ranges }, end: i };
}

function compileSegments(glob: string): Segment[] | string {
  const segments: Segment[] = [];
  for (const part of glob.split('/')) {
    if (part === '**') {
      // `a/**/**/b` means the same as `a/**/b`; collapsing keeps the state set small.
      if (segments[segments.length - 1]?.kind !== 'globstar') segments.push({ kind: 'globstar' });
      continue;
    }
    const tokens: Token[] = [];
    for (let i = 0; i < part.length; i++) {
      const ch = part[i] ?? '';
      if (ch === '\\') tokens.push({ kind: 'literal', char: part[++i] ?? '\\' });
      else if (ch === '*') {
        // `a**b` inside a segment is a plain star, as in picomatch.
        if (tokens[tokens.length - 1]?.kind !== 'star') tokens.push({ kind: 'star' });
      } else if (ch === '?') tokens.push({ kind: 'any' });
      else if (ch === '[') {
        const cls = compileClass(part, i);
        if (typeof cls === 'string') return cls;
        tokens.push(cls.token);
        i = cls.end;
      } else tokens.push({ kind: 'literal', char: ch });
    }
    segments.push({ kind: 'tokens', tokens });
  }
  return segments;
}

function tokenMatches(token: Token, ch: string): boolean {
  switch (token.kind) {
    case 'literal':
      return token.char === ch;
    case 'any':
      return true;
    case 'class': {
      const inside = token.ranges.some(([lo, hi]) => ch >= lo && ch <= hi);
      return inside !== token.negated;
    }
    case 'star':
      return true;
  }
}

/** One segment against one path segment: stars with single-point backtracking, O(n·m) at worst. */
function segmentMatches(tokens: Token[], text: string): boolean {
  let t = 0;
  let s = 0;
  let starAt = -1;
  let starText = 0;
  while (s < text.length) {
    const token = tokens[t];
    if (token !== undefined && token.kind === 'star') {
      starAt = t++;
      starText = s;
    } else if (token !== undefined && tokenMatches(token, text[s] ?? '')) {
      t++;
      s++;
    } else if (starAt !== -1) {
      t = starAt + 1;
      s = ++starText;
    } else return false;
  }
  while (tokens[t]?.kind === 'star') t++;
  return t === tokens.length;
}

function matchSegments(segments: Segment[], parts: string[]): boolean {
  // `states[i]`: the first i pattern segments can match the path so far.
  let states = new Uint8Array(segments.length + 1);
  const close = (set: Uint8Array): void => {
    // A globstar may match zero directories: being before it is being after it too.
    for (let i = 0; i < segments.length; i++) if (set[i] && segments[i]?.kind === 'globstar') set[i + 1] = 1;
  };
  states[0] = 1;
  close(states);
  for (const part of parts) {
    const next = new Uint8Array(segments.length + 1);
    for (let i = 0; i < segments.length; i++) {
      if (!states[i]) continue;
      const seg = segments[i];
      if (seg?.kind === 'globstar') next[i] = 1;
      else if (seg !== undefined && segmentMatches(seg.tokens, part)) next[i + 1] = 1;
    }
    close(next);
    states = next;
    if (!states.some((v) => v === 1)) return false;
  }
  // A trailing `**` also matches the directory itself (`src/**` matches `src`).
  return states[segments.length] === 1;
}

export type PathMatcher = (path: string) => boolean;

/** A matcher for globs that passed checkGlob; throws on a refused one (callers validate first). */
export function compileGlobs(globs: readonly string[]): PathMatcher {
  const patterns: Segment[][] = [];
  for (const glob of globs) {
    const problem = checkGlob(glob);
    if (problem !== undefined) throw new Error(`The glob "${glob.slice(0, 80)}" ${problem}.`);
    for (const alt of expandBraces(glob) as string[]) patterns.push(compileSegments(alt) as Segment[]);
  }
  return (path) => {
    const parts = path.split('/');
    return patterns.some((p) => matchSegments(p, parts));
  };
}

/** Files a repository lets DyCoder look at: matching `paths` and not matching `ignore`. */
export function compilePathFilter(config: { paths: readonly string[]; ignore: readonly string[] }): PathMatcher {
  const included = compileGlobs(config.paths);
  const ignored = compileGlobs(config.ignore);
  return (path) => included(path) && !ignored(path);
}
