/** Where a Java method's body is at a later head: the lines between the braces. */
import type { TargetBody } from '../language.js';
import { parseJava } from './parse-module.js';

/** The body of `qualname` in `source`, or undefined when the file no longer defines it. */
export function javaBodyAt(source: string, qualname: string): TargetBody | undefined {
  const parsed = parseJava(source);
  const def = parsed.definitions.find((d) => d.qualname === qualname && d.kind === 'method' && d.bodyRange !== undefined);
  if (def === undefined) return undefined;
  const isStub = (parsed.stubs ?? []).some((s) => s.qualname === qualname && s.defLine === def.range.start);
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  // The body starts below the line of its `{` (the signature's last line, or a later one).
  let open = def.range.start + def.signature.split('\n').length - 2;
  while (open < def.range.end - 1 && !(lines[open] ?? '').includes('{')) open += 1;
  const from = open + 1;
  const last = (lines[def.range.end - 1] ?? '').trim().startsWith('}') ? def.range.end - 1 : def.range.end;
  return { body: lines.slice(from, last).join('\n'), isStub };
}
