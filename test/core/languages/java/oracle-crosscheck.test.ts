/**
 * The Java front end against javac's tree API (bench/java-oracle/JavaOracle.java, compiled into a
 * temporary folder; Debian's default-jdk-headless installed by scripts/setup-test-deps.sh) on real
 * files of the JDK: every definition (kind, qualname, first line with annotations, last line),
 * import and Javadoc agrees, and no file javac parses has a syntax error. The whole corpus is
 * measured by `npm run bench:parse-java`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareWithJavaOracle } from '../../../support/java-compare.js';
import { javaOracle, javaOracleAvailable } from '../../../support/java-oracle.js';
import { extractJdk } from './real-code.js';

const FILES = extractJdk([
  'java.base/java/util/ArrayList.java',
  'java.base/java/util/concurrent/TimeUnit.java',
  'java.base/java/lang/Record.java',
  'java.base/java/util/Optional.java',
  'java.sql/java/sql/Timestamp.java',
  'java.base/java/lang/annotation/Retention.java',
]);

describe('Java front end vs javac', () => {
  it('the oracle is installed (javac)', () => {
    expect(javaOracleAvailable()).toBe(true);
  });

  it('agrees on every definition, import and Javadoc of real files', { timeout: 120_000 }, () => {
    const results = javaOracle(FILES);
    expect(results.map((r) => r.file)).toEqual(FILES);
    let definitions = 0;
    for (const r of results) {
      expect(r.error).toBe('');
      const c = compareWithJavaOracle(readFileSync(r.file, 'utf8'), r);
      expect({ file: r.file, missing: c.missing, extra: c.extra, imports: [...c.importsMissing, ...c.importsExtra], docs: [...c.docsMissing, ...c.docsExtra], errors: c.errorLines })
        .toEqual({ file: r.file, missing: [], extra: [], imports: [], docs: [], errors: [] });
      definitions += c.oracleDefs;
    }
    expect(definitions).toBeGreaterThan(200);
  });

  it('a definition the front end gets wrong shows as a disagreement, and javac reports a broken file', () => {
    const [r] = javaOracle([FILES[2]!]);
    const source = readFileSync(FILES[2]!, 'utf8').replace('protected Record() {}', 'protected Record() {\n}');
    const c = compareWithJavaOracle(source, r!);
    expect(c.missing.some((d) => d.startsWith('method|Record.Record|'))).toBe(true);
  });
});
