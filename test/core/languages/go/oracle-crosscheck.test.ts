/**
 * The Go front end against Go's own parser (go/parser + go/ast, Debian's golang-go, installed by
 * scripts/setup-test-deps.sh) on real files: every definition (kind, qualname, first and last
 * line), struct field and import agrees, and no file the oracle parses has a syntax error.
 * The whole corpus is measured by `npm run bench:parse-go`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithGoOracle } from '../../../support/go-compare.js';
import { goOracle, goOracleAvailable } from '../../../support/go-oracle.js';
import { GOCODE } from './real-code.js';

const FILES = [
  'github.com/pkg/errors/errors.go',
  'github.com/pkg/errors/stack.go',
  'github.com/spf13/cobra/command.go',
  'github.com/spf13/cobra/completions.go',
  'gopkg.in/yaml.v3/decode.go',
  'gopkg.in/yaml.v3/yaml.go',
  'gopkg.in/yaml.v3/yamlh.go',
].map((f) => join(GOCODE, f));

describe('Go front end vs go/parser', () => {
  it('the oracle is installed (golang-go)', () => {
    expect(goOracleAvailable()).toBe(true);
  });

  it('agrees on every definition, field and import of real files', { timeout: 120_000 }, () => {
    const results = goOracle(FILES);
    expect(results.map((r) => r.file)).toEqual(FILES);
    let definitions = 0;
    for (const r of results) {
      expect(r.error).toBe('');
      const c = compareWithGoOracle(readFileSync(r.file, 'utf8'), r);
      expect({ file: r.file, missing: c.missing, extra: c.extra, fields: [...c.fieldsMissing, ...c.fieldsExtra], imports: [...c.importsMissing, ...c.importsExtra], errors: c.errorLines })
        .toEqual({ file: r.file, missing: [], extra: [], fields: [], imports: [], errors: [] });
      definitions += c.oracleDefs;
    }
    expect(definitions).toBeGreaterThan(400);
  });

  it('a definition the front end gets wrong shows as a disagreement', () => {
    const [r] = goOracle([FILES[0]!]);
    const source = readFileSync(FILES[0]!, 'utf8').replace('func New(message string) error {', 'func New(message string) error {\n');
    const c = compareWithGoOracle(source, r!);
    expect(c.missing.some((d) => d.startsWith('function|New|'))).toBe(true);
  });
});
