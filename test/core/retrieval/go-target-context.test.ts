import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexModule } from '../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../src/core/languages/index.js';
import { buildTargetContext } from '../../../src/core/retrieval/target-context.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';

// cobra's command.go (Debian golang-github-spf13-cobra-dev): `type Command struct` near the top and ~100
// methods on *Command declared after it, outside the struct's text, as Go writes them.
const FILE = 'github.com/spf13/cobra/command.go';
const text = readFileSync(`/usr/share/gocode/src/${FILE}`, 'utf8');
const mod = indexModule(FILE, text, parseSource(text, FILE));

describe("a Go method's own-file context", () => {
  const find = mod.parsed.definitions.find((d) => d.qualname === 'Command.Find');
  const traverse = mod.parsed.definitions.find((d) => d.qualname === 'Command.Traverse');
  if (find === undefined || traverse === undefined) throw new Error('fixture missing');

  it('holds the type and the target within its share, not the file between the methods', () => {
    const ctx = buildTargetContext(mod, find, countTokens, 1200);
    expect(ctx.tokens).toBeLessThanOrEqual(1200);
    expect(ctx.text).toContain('type Command struct {');
    expect(ctx.text).toContain(mod.lines.slice(find.fullRange.start - 1, find.fullRange.end).join('\n'));
    // Another method's body is not shown (its signature may be).
    const body = mod.lines.slice((traverse.bodyRange?.start ?? traverse.range.start) - 1, traverse.range.end - 1).join('\n');
    expect(ctx.text).not.toContain(body);
  });
});
