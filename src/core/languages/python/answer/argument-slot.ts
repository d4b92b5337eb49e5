/**
 * Where a name sits among the arguments of the call whose parentheses hold it (issue 22, session 26): its position,
 * or its keyword. Used to follow a class handed to a repository function (class-patches.ts) into the parameter
 * that receives it.
 */

/**
 * The slot of the argument `code.slice(at, at + length)` (comments and strings already blanked): a 0-based position, or
 * the keyword it is passed by (`f(x, plugin=Name)`); undefined when it is not an argument of its own (part of a larger
 * expression), or when a `*args`/`**kwargs` splat before it makes the position unknown.
 */
export function argumentSlot(code: string, at: number, length: number): number | string | undefined {
  // The argument must end right after the name: `f(Name)` / `f(Name, ...)`, not `f(Name + 1)`.
  if (!/^\s*[,)]/.test(code.slice(at + length))) return undefined;
  let depth = 0;
  let open = -1;
  for (let i = at - 1; i >= 0; i--) {
    const c = code[i];
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '(' || c === '[' || c === '{') {
      if (depth === 0) {
        if (c !== '(') return undefined;
        open = i;
        break;
      }
      depth--;
    }
  }
  if (open === -1) return undefined;
  // The arguments before this one, split at the call's own commas.
  const before: string[] = [];
  let start = open + 1;
  depth = 0;
  for (let i = open + 1; i < at; i++) {
    const c = code[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      before.push(code.slice(start, i));
      start = i + 1;
    }
  }
  const own = code.slice(start, at).trim();
  if (before.some((a) => a.trim().startsWith('*'))) return undefined;
  const keyword = /^([A-Za-z_]\w*)\s*=$/.exec(own);
  if (keyword) return keyword[1]!;
  return own === '' ? before.length : undefined;
}
