/**
 * Go: a helper's uses counted over the package's files (Language.retrieval.packageFiles, retrieval/package-usage.ts).
 * A Go package is a folder, so `isURLCharRune` in lex.go that nothing but the stub calls is "there for the stub" even
 * when the stub is in dataurl.go; before, a helper outside the target's file had no usage evidence at all
 * (Go held out 5's dataurl at 2,000 tokens: `EscapeString` in rfc2396.go, called only by the stubbed `MediaType.String`).
 */
import { describe, expect, it } from 'vitest';
import { createModuleLoader } from '../../../src/core/graph/module-loader.js';
import { languageFor, parseSource } from '../../../src/core/languages/index.js';
import { goPackageFiles } from '../../../src/core/languages/go/resolve/package-files.js';
import { packageUsage } from '../../../src/core/retrieval/package-usage.js';
import { memorySource } from '../graph/memory-source.js';

const FILES: Record<string, string> = {
  'm/p/a.go': 'package p\n\nfunc Target(s string) string {\n\tpanic("not implemented")\n}\n\nfunc used() int { return helper2() }\n',
  'm/p/b.go': 'package p\n\nfunc escapeString(s string) string { return s }\n\nfunc helper2() int { return 2 }\n\nfunc other() int { return helper2() + used() }\n',
  'm/p/b_test.go': 'package p\n\nfunc testHelper() { _ = escapeString("x") }\n',
  'm/p/sub/c.go': 'package sub\n\nfunc escapeString(s string) string { return s }\n',
};

describe('Go: uses over the package', () => {
  it('names the folder\'s non-test .go files as the package, not a subfolder or a test file', () => {
    expect(goPackageFiles('m/p/a.go', Object.keys(FILES))).toEqual(['m/p/a.go', 'm/p/b.go']);
    expect(languageFor('x.go').retrieval.packageFiles).toBe(goPackageFiles);
    expect(languageFor('x.py').retrieval.packageFiles).toBeUndefined();
  });

  it('counts uses in the other files of the package once all are opened, and says nothing before', async () => {
    const loader = createModuleLoader(memorySource(FILES), parseSource);
    const a = await loader.load('m/p/a.go');
    const target = a?.parsed.definitions.find((d) => d.qualname === 'Target');
    if (a === undefined || target === undefined) throw new Error('fixture');
    const pkg = goPackageFiles('m/p/a.go', Object.keys(FILES));
    // b.go not opened yet: an unread file could call the helper, so no claim is made.
    expect(await packageUsage(loader, 'm/p/a.go', target, pkg)).toBeUndefined();
    await loader.load('m/p/b.go');
    const usage = await packageUsage(loader, 'm/p/a.go', target, pkg);
    expect([...(usage?.files ?? [])]).toEqual(['m/p/b.go']);
    // escapeString: called only from a test file, so unused in the package; helper2 called by other(); used() by other().
    expect(usage?.names.get('escapeString') ?? 0).toBe(0);
    expect(usage?.names.get('helper2')).toBe(1);
    expect(usage?.names.get('used')).toBe(1);
  });
});
