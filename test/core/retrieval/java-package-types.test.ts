import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JAVA_PACKAGE_TYPES } from '../../../src/core/languages/java/language.js';
import { packageTypeEntries } from '../../../src/core/retrieval/package-types.js';
import { terms } from '../../../src/core/retrieval/terms.js';
import { targetQuery } from '../../../src/core/retrieval/rank.js';
import { memoryGraph } from '../graph/memory-source.js';

// Bazel's skyframe package (Debian bazel-bootstrap-source, installed by scripts/setup-test-deps.sh): 230 `.java`
// files of one package. LocalDiffAwareness.Factory.maybeCreate constructs WatchServiceDiffAwareness or
// MacOSXFsEventsDiffAwareness, classes of the same package that its code never names outside that body and its doc.
const DIR = 'src/main/java/com/google/devtools/build/lib/skyframe';
const ROOT = join('/usr/src/bazel-bootstrap', DIR);
const files: Record<string, string> = Object.fromEntries(
  readdirSync(ROOT).filter((f) => f.endsWith('.java')).map((f) => [`${DIR}/${f}`, readFileSync(join(ROOT, f), 'utf8')]),
);

describe('Java: types of the target package that its file never names (packageTypes rule)', () => {
  it('opens the few package files whose names share words with the target, and enters their top-level types', async () => {
    const file = `${DIR}/LocalDiffAwareness.java`;
    const { loader, paths } = await memoryGraph(files);
    const mod = await loader.load(file, true);
    const target = mod?.parsed.definitions.find((d) => d.qualname === 'LocalDiffAwareness.Factory.maybeCreate');
    const cls = mod?.parsed.definitions.find((d) => d.qualname === 'LocalDiffAwareness.Factory');
    if (mod === undefined || target === undefined) throw new Error('fixture missing');
    const entries = await packageTypeEntries(loader, JAVA_PACKAGE_TYPES, { file, id: `${file}:${target.qualname}` }, paths, targetQuery(target, cls), terms, 600_000);
    const names = entries.map((e) => (e.symbol.kind === 'definition' ? e.symbol.def.qualname : ''));
    expect(names).toContain('WatchServiceDiffAwareness');
    // Ranked by the words of their names: each shares one with the target's name, class, signature or doc.
    const query = new Set(targetQuery(target, cls));
    expect(names.every((n) => terms(n).some((w) => query.has(w)))).toBe(true);
    // Top-level types only (their members are the walk's to reach), of at most `open` files besides the target's.
    expect(names.every((n) => !n.includes('.'))).toBe(true);
    expect(loader.opened().length).toBeLessThanOrEqual(1 + JAVA_PACKAGE_TYPES.open);
    expect(loader.opened()).not.toContain(`${DIR}/SkyframeExecutor.java`);
  });

  it('leaves files already opened (types the file names are reached by the walk) and other folders alone', () => {
    const files = ['a/b/C.java', 'a/b/D.java', 'a/b/sub/E.java', 'a/x/F.java', 'a/b/notes.txt'];
    expect(JAVA_PACKAGE_TYPES.files('a/b/C.java', files)).toEqual(['a/b/C.java', 'a/b/D.java']);
  });
});
