/**
 * Rust answers, checks, prompts and outcomes, on a real method of anyhow (src/chain.rs's
 * `Chain::new`) turned into a `todo!()` stub: what a pull request with that stub would go through.
 */
import { describe, expect, it } from 'vitest';
import { buildImplementPrompt } from '../../../../src/core/generate/build-prompt.js';
import { parseModelAnswer } from '../../../../src/core/generate/parse-output.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';
import { languageFor } from '../../../../src/core/languages/index.js';
import { retrieve } from '../../../../src/core/retrieval/index.js';
import { memorySource } from '../../graph/memory-source.js';
import { crateFiles } from './helpers.js';

const FILE = 'src/chain.rs';
const real = crateFiles('anyhow-1.0.69');
const original = real[FILE]!;
const rust = languageFor(FILE);
const parsedOriginal = rust.parse(original, FILE);
const target = parsedOriginal.definitions.find((d) => d.qualname === 'Chain.new')!;
const lines = original.split('\n');
const bodyStart = target.bodyRange!.start;
const bodyEnd = target.range.end - 1;
const realBody = lines.slice(bodyStart - 1, bodyEnd).join('\n');
const stubbed = [...lines.slice(0, bodyStart - 1), '        todo!("walk the source chain")', ...lines.slice(bodyEnd)].join('\n');
const parsed = rust.parse(stubbed, FILE);
const def = parsed.definitions.find((d) => d.qualname === 'Chain.new')!;
const stub = rust.findStubs(stubbed, FILE, parsed).find((s) => s.qualname === 'Chain.new')!;

describe('a real method made a stub', () => {
  it('is found as a todo stub over the lines inside its braces', () => {
    expect(stub).toMatchObject({ kind: 'todo', bodyRange: { start: bodyStart, end: bodyStart } });
    expect(rust.bodyAt(stubbed, FILE, 'Chain.new')?.isStub).toBe(true);
  });

  it('accepts the real body as the answer, in every shape a model gives it, and restores the file', () => {
    for (const answer of [
      `\`\`\`rust\n${realBody}\n\`\`\``,
      `\`\`\`rust\n${target.signature} {\n${realBody}\n}\n\`\`\``,
      `Here it is:\n\`\`\`rs\nimpl Chain<'_> {\n    ${target.signature} {\n${realBody}\n    }\n}\n\`\`\``,
      JSON.stringify({ body: realBody }),
    ]) {
      const read = parseModelAnswer(answer, def, FILE);
      if (!read.ok) throw new Error(read.problem);
      const result = validateImplementation({ source: stubbed, parsed, target: def, stub, body: read.body, file: FILE });
      expect(result.errors).toEqual([]);
      expect(result.newSource).toBe(original);
    }
  });

  it('rejects a body that does not parse, one that is still a stub, and one that breaks the braces', () => {
    const check = (body: string) => validateImplementation({ source: stubbed, parsed, target: def, stub, body, file: FILE });
    expect(check('let x = ;').errors[0]).toMatch(/does not parse/);
    expect(check('unimplemented!()').errors).toEqual(['The body is still a stub (only `todo!()` or `unimplemented!()`).']);
    expect(check('Chain { state: x }\n}\nfn extra() {').ok).toBe(false);
  });

  it('rejects names nothing in the file binds, whether or not the rest of the crate was read (the module scope is the file, not the crate); a glob `use` of a local enum binds only its variants', () => {
    // chain.rs has `use self::ChainState::*;`: it binds `Linked` and `Buffered`, not `make_state`.
    const here = validateImplementation({ source: stubbed, parsed, target: def, stub, body: 'Chain { state: make_state(head) }', file: FILE });
    expect(here.ok).toBe(false);
    expect(here.errors.join(' ')).toMatch(/`make_state` is not bound/);
    expect(validateImplementation({ source: stubbed, parsed, target: def, stub, body: 'Chain { state: Linked { next: Some(head) } }', file: FILE })).toMatchObject({ ok: true, warnings: [] });
    const plain = 'pub struct Meters(f64);\n\nimpl Meters {\n    pub fn double(&self) -> Meters {\n        todo!()\n    }\n}\n';
    const p = rust.parse(plain, 'src/units.rs');
    const d = p.definitions.find((x) => x.qualname === 'Meters.double')!;
    const s = rust.findStubs(plain, 'src/units.rs', p)[0]!;
    const result = validateImplementation({ source: plain, parsed: p, target: d, stub: s, body: 'let twice = scale(self.0, 2.0);\nMeters(twice)', file: 'src/units.rs' });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(["`scale` is not bound in this function, this file's items and `use` declarations, or Rust's prelude (an item of a crate file the job did not read needs a `use` line too)."]);
    // With the path list and every file of the crate read, the message drops the note.
    const whole = validateImplementation({ source: plain, parsed: p, target: d, stub: s, body: 'let twice = scale(self.0, 2.0);\nMeters(twice)', file: 'src/units.rs', readFiles: new Map([['src/lib.rs', 'mod units;\n'], ['src/units.rs', plain]]), repoFiles: ['src/lib.rs', 'src/units.rs'] });
    expect(whole.ok).toBe(false);
    expect(whole.errors).toEqual(["`scale` is not bound in this function, this file's items and `use` declarations, or Rust's prelude."]);
    // A name an item-level macro invocation spells may be declared by it (rustix's `weak!(fn getauxval(...))`); an `include!` may declare anything.
    const weak = plain.replace('pub struct Meters(f64);', 'weak!(fn scale(f64, f64) -> f64);\npub struct Meters(f64);');
    const pw = rust.parse(weak, 'src/units.rs');
    const sw = rust.findStubs(weak, 'src/units.rs', pw)[0]!;
    const dw = pw.definitions.find((x) => x.qualname === 'Meters.double')!;
    expect(validateImplementation({ source: weak, parsed: pw, target: dw, stub: sw, body: 'let twice = scale(self.0, 2.0);\nMeters(twice)', file: 'src/units.rs' })).toMatchObject({ ok: true, warnings: [] });
    expect(validateImplementation({ source: weak, parsed: pw, target: dw, stub: sw, body: 'let twice = scale_checked(self.0, 2.0);\nMeters(twice)', file: 'src/units.rs' }).ok).toBe(false);
    const inc = plain.replace('pub struct Meters(f64);', 'include!(concat!(env!("OUT_DIR"), "/gen.rs"));\npub struct Meters(f64);');
    const pi = rust.parse(inc, 'src/units.rs');
    const si = rust.findStubs(inc, 'src/units.rs', pi)[0]!;
    const di = pi.definitions.find((x) => x.qualname === 'Meters.double')!;
    const included = validateImplementation({ source: inc, parsed: pi, target: di, stub: si, body: 'let twice = scale(self.0, 2.0);\nMeters(twice)', file: 'src/units.rs' });
    expect(included.ok).toBe(true);
    expect(included.warnings.join(' ')).toMatch(/`scale` is not bound/);
  });

  it('binds a use of an inline module only inside it, and checks Type::f against the type\'s impls', () => {
    const src = 'pub struct Meters(f64);\n\nimpl Meters {\n    pub fn from_feet(f: f64) -> Meters {\n        Meters(f * 0.3048)\n    }\n\n    pub fn double(&self) -> Meters {\n        todo!()\n    }\n}\n\n#[cfg(test)]\nmod tests {\n    use std::f64::consts::PI;\n}\n';
    const p = rust.parse(src, 'src/units.rs');
    const d = p.definitions.find((x) => x.qualname === 'Meters.double')!;
    const s = rust.findStubs(src, 'src/units.rs', p)[0]!;
    // The whole crate read (lib.rs and this file): impls elsewhere are ruled out.
    const run = (body: string) => validateImplementation({ source: src, parsed: p, target: d, stub: s, body, file: 'src/units.rs', readFiles: new Map([['src/lib.rs', 'mod units;\n'], ['src/units.rs', src]]), repoFiles: ['src/lib.rs', 'src/units.rs'] });
    expect(run('Meters::from_feet(self.0 * 2.0 / 0.3048)')).toMatchObject({ ok: true, warnings: [] });
    // `PI` is imported by `mod tests` only: rustc reports it unresolved in Meters.double.
    expect(run('Meters(self.0 * PI)').errors.join(' ')).toMatch(/`PI` is not bound/);
    const wrong = run('Meters::from_feet_checked(self.0 * 2.0 / 0.3048)');
    expect(wrong.ok).toBe(false);
    expect(wrong.errors.join(' ')).toMatch(/`Meters::from_feet_checked`: `Meters` has no associated function `from_feet_checked`/);
  });

  it('refuses an answer that only defines another item', () => {
    const read = parseModelAnswer('```rust\nfn helper() -> u8 {\n    1\n}\n```', def, FILE);
    expect(read).toMatchObject({ ok: false });
  });

  it('retrieves the crate context and builds a Rust prompt with the impl outline', async () => {
    const files = { ...real, [FILE]: stubbed };
    const retrieval = await retrieve(memorySource(files), { file: FILE, qualname: 'Chain.new' }, { retriever: 'dycoder', budgetTokens: 3000, maxHops: 3 });
    expect(retrieval.items.map((i) => `${i.file}:${i.name}`)).toContain('src/chain.rs:ChainState');
    const prompt = buildImplementPrompt({ file: FILE, source: stubbed, parsed, target: def, stub, retrieval, budgetTokens: 6000 });
    const text = prompt.messages.map((m) => m.content).join('\n');
    expect(text).toContain('expert Rust engineer');
    expect(text).toContain('```rust');
    expect(text).toContain("impl<'a> Chain<'a> {");
  });
});
