/** Edits of a stub's lines every language's validation shares. */
import type { Definition, Stub } from '../languages/types.js';

/**
 * The stub with its body starting after the header: a comment after the header's colon
 * (`def f(x):  # noqa`) can make a stub's range begin on the header line itself, and
 * replacing that line would delete the `def`. Inline stubs (`def f(): pass`) are left alone.
 */
export function normaliseStub(stub: Stub, target: Definition): Stub {
  const headerEnd = target.range.start + (target.signature.match(/\n/g)?.length ?? 0);
  if (stub.inline === true || stub.bodyRange.start > headerEnd || stub.bodyRange.end <= headerEnd) return stub;
  return { ...stub, bodyRange: { start: headerEnd + 1, end: stub.bodyRange.end } };
}

/** The file with the stub's body lines replaced by `newBody`. */
export function replaceBody(source: string, stub: Stub, newBody: string): string {
  const lines = source.split('\n');
  return [...lines.slice(0, stub.bodyRange.start - 1), ...newBody.split('\n'), ...lines.slice(stub.bodyRange.end)].join('\n');
}
