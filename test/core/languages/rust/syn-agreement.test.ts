/**
 * The Rust front end against syn on real files: the definitions syn lists (committed from
 * bench/rust-oracle, syn 1.0.107 of Debian's librust-syn-dev: building the oracle takes minutes,
 * so the suite reads its output) must be exactly the front end's, and the files parse without
 * errors (ensure.rs needs the grammar-gap rewrites). The whole corpus: npm run bench:parse-rust.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseRust, rustSyntaxErrors } from '../../../../src/core/languages/rust/index.js';
import { compareWithRustOracle, RustOracleFile } from '../../../support/rust-compare.js';
import { registryFile } from './helpers.js';

const fixture = z
  .object({ oracle: z.string(), files: z.array(RustOracleFile) })
  .parse(JSON.parse(readFileSync(new URL('../../../fixtures/rust/syn-definitions.json', import.meta.url), 'utf8')));

describe('Rust definitions agree with syn on real crates', () => {
  it('has a fixture for several files', () => {
    expect(fixture.files.length).toBeGreaterThanOrEqual(8);
  });
  it.each(fixture.files.map((f) => [f.file, f] as const))('%s', (file, oracle) => {
    if ('error' in oracle) throw new Error(`syn rejected ${file}: ${oracle.error}`);
    const source = registryFile(file);
    expect(rustSyntaxErrors(source)).toEqual([]);
    const parsed = parseRust(source);
    const c = compareWithRustOracle(parsed, oracle.definitions);
    expect({ onlyOurs: c.onlyOurs, onlyOracle: c.onlyOracle }).toEqual({ onlyOurs: [], onlyOracle: [] });
    expect(c.agreed).toBe(oracle.definitions.length);
  });
});
