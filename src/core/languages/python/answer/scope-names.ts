/**
 * Which names a new body uses that nothing in scope defines: the file's definitions and
 * imports, builtins, the function's (and enclosing functions') parameters and locals, and
 * the names of the retrieved context. Used for warnings only: a false alarm costs a note.
 */
import type { Definition, LineRange, ParsedModule } from '../../types.js';
import { PYTHON_BUILTINS } from './builtins.js';

const CHECKED_KINDS = new Set(['call', 'name', 'raise', 'except', 'isinstance', 'decorator', 'annotation']);

/** Names bound by comprehensions and lambdas in the text, which the front end may scope apart. */
function comprehensionAndLambdaNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/\bfor\s+([\w\s,()*]+?)\s+in\b/g)) for (const n of (m[1] ?? '').split(/[\s,()*]+/)) if (n) names.add(n);
  for (const m of text.matchAll(/\blambda\b([^:]*):/g)) for (const n of (m[1] ?? '').split(/[\s,=*]+/)) if (/^[A-Za-z_]\w*$/.test(n)) names.add(n);
  for (const m of text.matchAll(/\b([A-Za-z_]\w*)\s*:=/g)) if (m[1]) names.add(m[1]);
  return names;
}

export function undefinedNames(
  parsed: ParsedModule,
  target: Definition,
  bodyText: string,
  knownNames: Iterable<string> = [],
  /** Only references on these lines count (the new body, not the signature's annotations). */
  lines?: LineRange,
): string[] {
  const known = new Set<string>(knownNames);
  for (const d of parsed.definitions) if (d.parent === undefined) known.add(d.name);
  for (const imp of parsed.imports) if (imp.boundName !== '*') known.add(imp.boundName);
  // A star import can bind anything: no name can be called undefined with confidence.
  if (parsed.imports.some((imp) => imp.boundName === '*' && imp.scope === undefined)) return [];
  for (const n of comprehensionAndLambdaNames(bodyText)) known.add(n);
  const byQualname = new Map(parsed.definitions.map((d) => [d.qualname, d] as const));
  // The target, its enclosing functions and the functions nested in it each contribute their bindings.
  const scopes = parsed.definitions.filter((d) => d.qualname === target.qualname || d.qualname.startsWith(`${target.qualname}.`));
  for (let p = target.parent; p !== undefined; p = byQualname.get(p)?.parent) {
    const parent = byQualname.get(p);
    if (parent && parent.kind !== 'class') scopes.push(parent);
  }
  for (const d of scopes) {
    for (const n of [...d.parameters, ...d.locals]) known.add(n);
    if (d.qualname.startsWith(`${target.qualname}.`)) known.add(d.name);
  }
  const missing = new Set<string>();
  for (const d of scopes) {
    if (d.qualname !== target.qualname && !d.qualname.startsWith(`${target.qualname}.`)) continue;
    for (const ref of d.references) {
      const head = ref.chain[0];
      if (!CHECKED_KINDS.has(ref.kind) || head === undefined) continue;
      if (lines && (ref.line < lines.start || ref.line > lines.end)) continue;
      if (PYTHON_BUILTINS.has(head) || known.has(head)) continue;
      // Chains rooted in a call, literal or subscript (`x.lower().strip()`, `"".join`) can come
      // back headless; a name that only ever appears after a dot is an attribute, not a global.
      if (!new RegExp(`(^|[^.\\w])${head}\\b`).test(bodyText.replace(/\.\s*\w+/g, ''))) continue;
      missing.add(head);
    }
  }
  return [...missing].sort();
}
