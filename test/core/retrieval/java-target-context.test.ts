import { describe, expect, it } from 'vitest';
import { indexModule } from '../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../src/core/languages/index.js';
import { buildTargetContext } from '../../../src/core/retrieval/target-context.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';
import { readJdk } from '../languages/java/real-code.js';

// jshell's JShellTool.java (Debian openjdk-17-source): one class of ~3,900 lines with ~80 fields and
// 20 nested classes; even with every method left out, its outline was ~3,700 tokens, three times a
// 6,000-token budget's share for the target's file, and the dependencies got what was left.
const FILE = 'jdk.jshell/jdk/internal/jshell/tool/JShellTool.java';
const text = readJdk(FILE);
const mod = indexModule(FILE, text, parseSource(text, FILE));
const def = (qualname: string) => {
  const d = mod.parsed.definitions.find((x) => x.qualname === qualname);
  if (d === undefined) throw new Error(`fixture missing: ${qualname}`);
  return d;
};
const own = (qualname: string): string => {
  const d = def(qualname);
  return mod.lines.slice(d.fullRange.start - 1, d.fullRange.end).join('\n');
};

describe("a huge Java class's own-file context", () => {
  it('stays within its share: fields and nested classes go when leaving out methods is not enough', () => {
    const ctx = buildTargetContext(mod, def('JShellTool.cmdHelp'), countTokens, 1200);
    expect(ctx.tokens).toBeLessThanOrEqual(1200);
    expect(ctx.text).toContain('public class JShellTool implements MessageHandler {');
    expect(ctx.text).toContain(own('JShellTool.cmdHelp'));
    // A nested class far from the target is among what went.
    expect(ctx.text).not.toContain('static class ArgSuggestion implements Suggestion {');
  });

  it('keeps the nested class that holds the target', () => {
    const ctx = buildTargetContext(mod, def('JShellTool.OptionParserReload.restore'), countTokens, 1200);
    expect(ctx.tokens).toBeLessThanOrEqual(1200);
    expect(ctx.text).toContain('private class OptionParserReload extends OptionParserBase {');
    expect(ctx.text).toContain(own('JShellTool.OptionParserReload.restore'));
  });
});
