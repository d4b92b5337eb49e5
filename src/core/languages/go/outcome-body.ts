/** Where a Go function's body is at a later head: the lines between the braces. */
import type { TargetBody } from '../language.js';
import { parseGo } from './parse-module.js';

/** The body of `qualname` in `source`, or undefined when the file no longer defines it. */
export function goBodyAt(source: string, qualname: string): TargetBody | undefined {
  const parsed = parseGo(source);
  const def = parsed.definitions.find((d) => d.qualname === qualname && (d.kind === 'function' || d.kind === 'method') && d.bodyRange !== undefined);
  if (def === undefined) return undefined;
  const isStub = (parsed.stubs ?? []).some((s) => s.qualname === qualname);
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const last = (lines[def.range.end - 1] ?? '').trim().startsWith('}') ? def.range.end - 1 : def.range.end;
  return { body: lines.slice(def.range.start, last).join('\n'), isStub };
}
