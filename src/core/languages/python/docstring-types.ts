/**
 * Parameter and return types written in docstrings, in the three common styles:
 * Sphinx (`:param Foo x:`, `:type x: Foo`, `:rtype: Foo`), Google (`Args:` / `x (Foo): ...`,
 * `Returns:` / `Foo: ...`) and NumPy (`x : Foo` under `Parameters` / a type line under
 * `Returns`). Only names that can be a class are kept: capitalised or dotted ones.
 */

const SKIP = new Set(['None', 'Optional', 'Union', 'List', 'Dict', 'Tuple', 'Set', 'Any', 'Callable', 'Iterable', 'Iterator', 'Sequence', 'Mapping', 'True', 'False', 'NetworkX']);

/** Class-like dotted names in a type text (`Foo or None`, `list of mod.Bar`, `Foo, optional`). */
export function typeChains(text: string): string[][] {
  const out: string[][] = [];
  for (const m of text.matchAll(/[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*/g)) {
    const chain = m[0].split('.');
    const last = chain[chain.length - 1] ?? '';
    if (SKIP.has(last) || !/^[A-Z]/.test(last)) continue;
    if (!out.some((c) => c.join('.') === m[0])) out.push(chain);
  }
  return out;
}

export interface DocstringTypes {
  params: Map<string, string[][]>;
  returns: string[][];
}

const GOOGLE_ARGS = /^(Args|Arguments|Parameters|Params|Keyword Args|Keyword Arguments|Attributes):\s*$/;
const GOOGLE_RETURNS = /^(Returns|Return|Yields):\s*$/;
const NUMPY_HEADERS = new Set(['Parameters', 'Other Parameters', 'Attributes', 'Returns', 'Yields']);

export function docstringTypes(docstring: string): DocstringTypes {
  const params = new Map<string, string[][]>();
  const returns: string[][] = [];
  const setParam = (name: string, text: string): void => {
    const chains = typeChains(text);
    if (chains.length > 0 && !params.has(name)) params.set(name, chains);
  };
  const lines = docstring.split('\n');
  let section: 'args' | 'returns' | undefined;
  let numpy = false;
  let sectionIndent = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i] ?? '';
    const line = raw.trim();
    const indent = raw.length - raw.trimStart().length;
    // Sphinx fields work anywhere.
    const sphinxParam = /^:param\s+(.+?)\s+([A-Za-z_]\w*)\s*:/.exec(line);
    if (sphinxParam?.[1] !== undefined && sphinxParam[2] !== undefined) setParam(sphinxParam[2], sphinxParam[1]);
    const sphinxType = /^:type\s+([A-Za-z_]\w*)\s*:(.*)$/.exec(line);
    if (sphinxType?.[1] !== undefined) setParam(sphinxType[1], sphinxType[2] ?? '');
    const rtype = /^:rtype:(.*)$/.exec(line);
    if (rtype !== null) returns.push(...typeChains(rtype[1] ?? ''));
    // Section headers: Google (`Args:`) and NumPy (`Parameters` underlined by dashes).
    if (GOOGLE_ARGS.test(line) || GOOGLE_RETURNS.test(line)) {
      section = GOOGLE_RETURNS.test(line) ? 'returns' : 'args';
      [sectionIndent, numpy] = [indent, false];
      continue;
    }
    if (/^-{3,}$/.test((lines[i + 1] ?? '').trim()) && line !== '') {
      // Any NumPy header ends the previous section; only some start one we read.
      section = !NUMPY_HEADERS.has(line) ? undefined : line === 'Returns' || line === 'Yields' ? 'returns' : 'args';
      [sectionIndent, numpy] = [indent, true];
      i += 1;
      continue;
    }
    if (section === undefined || line === '') continue;
    if (indent < sectionIndent || (!numpy && indent === sectionIndent)) {
      section = undefined;
      continue;
    }
    if (section === 'args') {
      const google = /^\*{0,2}([A-Za-z_]\w*)\s*\(([^)]*)\)\s*:/.exec(line);
      const field = /^\*{0,2}([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s+:\s+(.+)$/.exec(line);
      if (!numpy && google?.[1] !== undefined && google[2] !== undefined) setParam(google[1], google[2]);
      else if (numpy && field?.[1] !== undefined && field[2] !== undefined && indent === sectionIndent) {
        for (const name of field[1].split(',')) setParam(name.trim(), field[2]);
      }
    } else if (returns.length === 0) {
      // Google: `Foo: description`; NumPy: a line holding the type (optionally `name : Foo`).
      const text = numpy ? (indent === sectionIndent ? (line.includes(' : ') ? (line.split(' : ')[1] ?? '') : line) : '') : (/^([\w.]+)\s*:/.exec(line)?.[1] ?? '');
      returns.push(...typeChains(text.split(/[:,]/)[0] ?? ''));
    }
  }
  return { params, returns };
}
