/**
 * Rust retrieval of an associated function called through the type a stub returns, on gimli
 * (Debian's librust-gimli-dev): `DebugAbbrev::abbreviations(..) -> Result<Abbreviations>` is
 * `Abbreviations::parse(input)` once written. Its crate's files are large enough that the entry
 * points spend the walk's byte limit, so the walk goes on through the open files
 * (expandOpenPastLimit), and the associated functions of a type the signature names rank
 * among the likely calls (signatureTypeConstructors).
 */
import { describe, expect, it } from 'vitest';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { memorySource } from '../graph/memory-source.js';
import { crateFiles } from '../languages/rust/helpers.js';

describe('Rust: associated functions of the type a stub returns', () => {
  it("puts gimli's Abbreviations::parse in the context of a stubbed DebugAbbrev::abbreviations", async () => {
    const files = crateFiles('gimli-0.27.0');
    const path = 'src/read/abbrev.rs';
    const body = '        let input = &mut self.debug_abbrev_section.clone();\n        input.skip(debug_abbrev_offset.0)?;\n        Abbreviations::parse(input)\n';
    expect(files[path]).toContain(body);
    files[path] = files[path]!.replace(body, '        todo!()\n');
    const result = await retrieve(memorySource(files), { file: path, qualname: 'DebugAbbrev.abbreviations' }, { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 });
    expect(result.context).toContain('fn parse<R: Reader>(input: &mut R) -> Result<Abbreviations> {');
    expect(result.context).toContain('let mut abbrevs = Abbreviations::empty();');
    expect(result.stats.filesRead).toBeLessThanOrEqual(30);
  });
});
