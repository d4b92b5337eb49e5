/**
 * What a class's own `__getattr__` answers (issue 22, session 15). A class with `__getattr__` answers attributes
 * dynamically, so a call of a member it does not define is a note, not an error — unless its `__getattr__` plainly
 * refuses the name. Two idioms are read off its top-level statements, in order:
 * - a guard on the name that raises: `if name.startswith('_'): raise AttributeError(...)` (pymongo's and
 *   mongomock's `Collection`, most proxies: private names are never forwarded), `not name.startswith(...)`, a tuple
 *   of prefixes; a guard that does not mention the name (`if not self.is_decrypted(): raise ...`) raises for every
 *   name and decides nothing;
 * - an answer from the instance's own attributes: `return self.__dict__['_' + name]` (pyjks' entries): only names
 *   whose `_name` the class assigns are answered, others raise KeyError — unless the class writes attributes by
 *   computed name (`setattr(`, `__dict__.update`, `__dict__[...] =`), which leaves it open;
 * - a bare `raise` at the top.
 * Anything else (a forward to another object, a lookup in a table, a branch on the name) answers any name.
 */

/** A Python string literal without escapes or prefix: its value; undefined otherwise. */
function literal(text: string): string | undefined {
  const m = /^(['"])([^'"\\]*)\1$/.exec(text.trim());
  return m ? m[2] : undefined;
}

/**
 * The affixes of `p.startswith(X)` / `p.endswith(X)` (X a literal or a tuple of literals; the test may stand in
 * parentheses): `matches` says whether a name passes the test.
 */
function affixGuard(cond: string, param: string): { negated: boolean; matches: (name: string) => boolean } | undefined {
  const bare = cond.trim().replace(/^\(([^()]*\([^()]*\)[^()]*)\)$/, '$1').trim();
  const m = new RegExp(`^(not\\s+)?${param}\\.(startswith|endswith)\\(\\s*(\\(([^()]*)\\)|[^()]*)\\s*\\)$`).exec(bare);
  if (!m) return undefined;
  const inner = m[4] ?? m[3]!;
  const parts = inner.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const affixes = parts.map(literal);
  if (parts.length === 0 || affixes.some((p) => p === undefined)) return undefined;
  const ends = m[2] === 'endswith';
  return { negated: m[1] !== undefined, matches: (name) => (affixes as string[]).some((x) => (ends ? name.endsWith(x) : name.startsWith(x))) };
}

interface Statement {
  header: string;
  block: string[];
}

/** Top-level statements of a body (its lines after the signature): header joined over open brackets, nested lines as the block. */
function statementsOf(bodyLines: readonly string[]): Statement[] | undefined {
  const lines = bodyLines.filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  const first = lines[0];
  if (first === undefined) return [];
  const base = /^\s*/.exec(first)![0].length;
  const out: Statement[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (/^\s*/.exec(line)![0].length !== base) return undefined;
    let header = line.trim();
    let depth = 0;
    const count = (s: string) => {
      for (const c of s.replace(/(['"])(?:\\.|(?!\1).)*\1/g, '')) depth += c === '(' || c === '[' || c === '{' ? 1 : c === ')' || c === ']' || c === '}' ? -1 : 0;
    };
    count(header);
    i++;
    while (depth > 0 && i < lines.length) {
      header += ` ${lines[i]!.trim()}`;
      count(lines[i]!);
      i++;
    }
    const block: string[] = [];
    while (i < lines.length && /^\s*/.exec(lines[i]!)![0].length > base) block.push(lines[i++]!.trim());
    out.push({ header, block });
  }
  return out;
}

/** The body's lines without a leading triple-quoted docstring (its lines would read as statements of their own). */
function withoutDocstring(lines: readonly string[]): readonly string[] {
  const first = lines.findIndex((l) => l.trim() !== '');
  const open = first === -1 ? null : /^\s*[rRuU]?("""|''')/.exec(lines[first]!);
  if (open === null) return lines;
  const quote = open[1]!;
  const rest = lines[first]!.slice(open[0].length);
  const end = rest.includes(quote) ? first : lines.findIndex((l, i) => i > first && l.includes(quote));
  return end === -1 ? lines : lines.slice(end + 1);
}

/**
 * Whether the `__getattr__` whose body lines are `bodyLines` (parameters `self`, `name`) refuses `member`:
 * raises for it whatever the object's state. `assigned` are the names the class (and its bases) are known to
 * define; `classText` is the class's source, for computed attribute writes.
 */
export function getattrRefuses(bodyLines: readonly string[], self: string, param: string, member: string, assigned: ReadonlySet<string>, classText: string): boolean {
  const statements = statementsOf(withoutDocstring(bodyLines));
  if (statements === undefined) return false;
  const p = param.replace(/[^\w]/g, '');
  const s = self.replace(/[^\w]/g, '');
  for (const [k, st] of statements.entries()) {
    // A docstring.
    if (k === 0 && /^[rRuU]?("""|'''|"|')/.test(st.header) && st.block.length === 0) continue;
    if (st.header.startsWith('raise')) return true;
    const cond = /^if\s+([\s\S]+):$/.exec(st.header)?.[1];
    if (cond !== undefined) {
      const next = statements[k + 1];
      const guard = affixGuard(cond, p);
      // `if name.endswith('_json'): <answer> else: raise ...` (lib389's DSLdapObject, session 22): a name the test
      // does not pass reaches the `else`'s raise.
      if (guard && next?.header === 'else:' && next.block[0]?.startsWith('raise') === true && statements.length === k + 2) {
        return guard.matches(member) === guard.negated;
      }
      if (/^(elif|else)\b/.test(next?.header ?? '') || st.block.length === 0 || !st.block[0]!.startsWith('raise')) return false;
      if (guard) {
        if (guard.matches(member) !== guard.negated) return true;
        continue;
      }
      if (new RegExp(`\\b${p}\\b`).test(cond)) return false;
      continue;
    }
    const dict = new RegExp(`^return\\s+${s}\\.__dict__\\[\\s*(['"][^'"\\\\]*['"])\\s*\\+\\s*${p}\\s*\\]$`).exec(st.header);
    if (dict) {
      if (/\bsetattr\(|__dict__\.update\(|__dict__\[[^\]]*\]\s*=(?!=)/.test(classText)) return false;
      return !assigned.has(`${literal(dict[1]!)}${member}`);
    }
    return false;
  }
  return false;
}

/**
 * The attribute a `__getattr__` hands every name to, when its whole body (past a docstring) is `return getattr(self.x,
 * name)` (session 23: gitdb's `_RandomAccessBytesIO` over `self._sio = BytesIO(buf)`): `x`. A name the object in `x`
 * lacks then raises AttributeError as it would on the class itself. Undefined for any other body.
 */
export function delegatedAttribute(bodyLines: readonly string[], self: string, param: string): string | undefined {
  const statements = statementsOf(withoutDocstring(bodyLines));
  if (statements === undefined) return undefined;
  const code = statements.filter((st, k) => !(k === 0 && /^[rRuU]?("""|'''|"|')/.test(st.header) && st.block.length === 0));
  const only = code.length === 1 ? code[0]! : undefined;
  if (only === undefined || only.block.length > 0) return undefined;
  const p = param.replace(/[^\w]/g, '');
  const s = self.replace(/[^\w]/g, '');
  return new RegExp(`^return\\s+getattr\\(\\s*${s}\\.([A-Za-z_]\\w*)\\s*,\\s*${p}\\s*\\)$`).exec(only.header)?.[1];
}
