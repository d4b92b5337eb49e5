import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../src/core/languages/index.js';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { memorySource } from '../graph/memory-source.js';
import { readJdk, SRC_ZIP } from '../languages/java/real-code.js';

// The JDK's java.smartcardio module (Debian openjdk-17-source): CardException has three constructors
// and CommandAPDU nine, which delegate to one another, as Java overloads do.
const MODULE = 'java.smartcardio';
const paths = execFileSync('unzip', ['-Z1', SRC_ZIP, `${MODULE}/*`], { timeout: 60_000 })
  .toString('utf8')
  .split('\n')
  .filter((p) => p.endsWith('.java') && !p.endsWith('module-info.java'));
const files: Record<string, string> = Object.fromEntries(paths.map((p) => [p, readJdk(p)]));

/** The module with the body of `qualname`'s overload whose header starts with `header` stubbed, as a developer leaves it. */
function stubbed(file: string, qualname: string, header: string): { repo: Record<string, string>; line: number } {
  const text = files[file] ?? '';
  const def = parseSource(text, file).definitions.find((d) => d.qualname === qualname && text.split('\n')[d.range.start - 1]?.trim().startsWith(header));
  if (def?.bodyRange === undefined) throw new Error(`fixture missing: ${qualname}`);
  const lines = text.split('\n');
  lines.splice(def.bodyRange.start - 1, def.range.end - def.bodyRange.start, '        throw new UnsupportedOperationException();');
  return { repo: { ...files, [file]: lines.join('\n') }, line: def.range.start };
}

/** Whether `header` is in the context with `firstBody` within the next three lines (shown whole, not as a signature). */
function shownWhole(context: string, header: string, firstBody: string): boolean {
  const lines = context.split('\n').map((l) => l.trim());
  return lines.some((l, i) => l === header && lines.slice(i + 1, i + 4).includes(firstBody));
}

describe('Java overloads in retrieval', () => {
  it('shows every overload of a called constructor with its body, not one for all', async () => {
    const file = `${MODULE}/sun/security/smartcardio/CardImpl.java`;
    const { repo } = stubbed(file, 'CardImpl.openLogicalChannel', 'public CardChannel openLogicalChannel()');
    const r = await retrieve(memorySource(repo), { file, qualname: 'CardImpl.openLogicalChannel' }, { retriever: 'dycoder', budgetTokens: 12000, maxHops: 10 });
    expect(shownWhole(r.context, 'public CardException(String message, Throwable cause) {', 'super(message, cause);')).toBe(true);
    expect(shownWhole(r.context, 'public CardException(String message) {', 'super(message);')).toBe(true);
  });

  it('takes the stubbed overload as the target and shows the overloads it delegates to', async () => {
    const file = `${MODULE}/javax/smartcardio/CommandAPDU.java`;
    const { repo, line } = stubbed(file, 'CommandAPDU.CommandAPDU', 'public CommandAPDU(int cla, int ins, int p1, int p2, byte[] data, int ne)');
    const r = await retrieve(memorySource(repo), { file, qualname: 'CommandAPDU.CommandAPDU' }, { retriever: 'dycoder', budgetTokens: 12000, maxHops: 10 });
    expect(r.target.line).toBe(line);
    expect(r.context).toContain('throw new UnsupportedOperationException();');
    // The eight-argument constructor every other one calls, with its body.
    expect(shownWhole(r.context, 'int dataOffset, int dataLength, int ne) {', 'checkArrayBounds(data, dataOffset, dataLength);')).toBe(true);
  });
});
