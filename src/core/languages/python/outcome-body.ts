/** Where a Python function's body is at a later head, for judging what became of a suggestion. */
import type { TargetBody } from '../language.js';
import { parsePython } from './parse-module.js';

/**
 * The body of `qualname` in `source` (a function or method), docstring excluded, or undefined
 * when the module no longer defines it. A one-line `def f(): return x` yields what follows the colon.
 */
export function pythonBodyAt(source: string, qualname: string): TargetBody | undefined {
  const parsed = parsePython(source);
  const def = parsed.definitions.find((d) => d.qualname === qualname && (d.kind === 'function' || d.kind === 'method'));
  if (def === undefined || def.bodyRange === undefined) return undefined;
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const isStub = (parsed.stubs ?? []).some((s) => s.qualname === qualname);
  const from = def.docstringRange !== undefined ? def.docstringRange.end + 1 : def.bodyRange.start;
  if (from > def.range.end) return { body: '', isStub };
  if (from === def.range.start) {
    // The body shares the header line (`def f(): return x`): keep what follows the header.
    const text = lines.slice(from - 1, def.range.end).join('\n');
    const at = text.indexOf(def.signature);
    return { body: at < 0 ? '' : text.slice(at + def.signature.length).replace(/^\s*:/, '').trim(), isStub };
  }
  return { body: lines.slice(from - 1, def.range.end).join('\n'), isStub };
}
