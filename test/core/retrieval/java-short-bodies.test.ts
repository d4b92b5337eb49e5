import { describe, expect, it } from 'vitest';
import { indexModule } from '../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../src/core/languages/index.js';
import { JAVA_SHORT_BODIES } from '../../../src/core/languages/java/language.js';
import { buildTargetContext } from '../../../src/core/retrieval/target-context.js';
import { classOutline, summaryText } from '../../../src/core/retrieval/snippets.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';
import { readJdk } from '../languages/java/real-code.js';

// jdk.dynalink's AbstractJavaLinker.java (Debian openjdk-17-source): the nested ComponentLinkRequest's
// `getDescriptor()` is one statement, `return linkRequest.getCallSiteDescriptor();`, which a stubbed
// `getUnnamedPropertySetter` calls. Its own-file outline showed it as `// … body elided …`, a marker of
// about the same tokens, so the model saw the accessor's name but not what it returns.
const FILE = 'jdk.dynalink/jdk/dynalink/beans/AbstractJavaLinker.java';
const text = readJdk(FILE);
const plain = indexModule(FILE, text, parseSource(text, FILE));
// The rule is Java's, not yet on in the product (java/language.ts): the module as a language with it set sees.
const mod = { ...plain, language: { ...plain.language, retrieval: { ...plain.language.retrieval, shortBodies: JAVA_SHORT_BODIES } } };
const def = (qualname: string) => {
  const d = mod.parsed.definitions.find((x) => x.qualname === qualname);
  if (d === undefined) throw new Error(`fixture missing: ${qualname}`);
  return d;
};

describe('Java: one-statement bodies are shown, not elided (retrieval.shortBodies)', () => {
  it("the target's own-file outline shows a nested class's one-line accessor and elides its longer method", () => {
    const ctx = buildTargetContext(mod, def('AbstractJavaLinker.getUnnamedPropertySetter'), countTokens, 6000);
    expect(ctx.text).toMatch(/CallSiteDescriptor getDescriptor\(\) \{\n\s+return linkRequest\.getCallSiteDescriptor\(\);\n\s+\}/);
    // popNamespace's one statement spans three lines: still elided.
    expect(ctx.text).toMatch(/ComponentLinkRequest popNamespace\(\) \{\n\s+\/\/ … body elided …\n\s+\}/);
  });

  it('a header of a one-line method is the whole method; a constructor of six assignments keeps its marker', () => {
    const getter = def('AbstractJavaLinker.ComponentLinkRequest.getDescriptor');
    expect(summaryText(mod, getter)).toBe(mod.lines.slice(getter.fullRange.start - 1, getter.fullRange.end).join('\n'));
    const outline = classOutline(mod, def('AbstractJavaLinker.ComponentLinkRequest'));
    expect(outline).toContain('return linkRequest.getCallSiteDescriptor();');
    expect(outline).not.toContain('this.linkRequest = linkRequest;');
  });

  it('without the rule (Java as the product has it now) the accessor is elided', () => {
    expect(classOutline(plain, def('AbstractJavaLinker.ComponentLinkRequest'))).not.toContain('return linkRequest.getCallSiteDescriptor();');
  });

  it('a language without the rule still elides a one-line body (TypeScript)', () => {
    const ts = 'export class A {\n  private x = 1;\n  get(): number {\n    return this.x;\n  }\n}\n';
    const tsMod = indexModule('a.ts', ts, parseSource(ts, 'a.ts'));
    const cls = tsMod.parsed.definitions.find((d) => d.qualname === 'A');
    if (cls === undefined) throw new Error('fixture missing: A');
    const outline = classOutline(tsMod, cls);
    expect(outline).not.toContain('return this.x;');
    expect(outline).toContain('body elided');
  });
});
