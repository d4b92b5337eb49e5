/**
 * A glob `use crate::ascii::*;` brings what the module declares through item-level macros as well as its plain items
 * (Rust held out 13's two false rejections, read after the blind run: NOT blind). encoding_rs's ascii.rs declares
 * `MAX_STRIDE_SIZE` inside `cfg_if! { .. }` and `ascii_to_ascii` through its own `ascii_simd_unalign!(ascii_to_ascii, ..)`;
 * handles.rs and mem.rs use both through the glob, and rustc builds the crate. The glob's names were only the module's
 * parsed items, so both originals were rejected. Real crate from Debian (librust-encoding-rs-dev, scripts/setup-test-deps.sh).
 */
import { describe, expect, it } from 'vitest';
import { crateChecker, registryFile } from './helpers.js';

const same = (t: string): string => t;

describe('Rust answer checks: a glob brings the names its module declares through macros', () => {
  const encoding = crateChecker('encoding_rs-0.8.31');

  it("accepts encoding_rs's `copy_ascii_to_check_space_one` (ascii_to_ascii) and `convert_latin1_to_str_partial` (MAX_STRIDE_SIZE) clean", () => {
    expect(encoding('src/handles.rs', 'Utf8Source.copy_ascii_to_check_space_one', 1528, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const latin1 = encoding('src/mem.rs', 'convert_latin1_to_str_partial', lineOf('src/mem.rs', 'pub fn convert_latin1_to_str_partial'), same);
    expect(latin1).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('still rejects a name neither the module nor its macros declare', () => {
    const bad = encoding('src/handles.rs', 'Utf8Source.copy_ascii_to_check_space_one', 1528, (t) => t.replace('ascii_to_ascii(', 'ascii_to_ascii_checked('));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`ascii_to_ascii_checked` is not bound/);
  });
});

function lineOf(file: string, text: string): number {
  const source = registryFile(`encoding_rs-0.8.31/${file}`);
  return source.split('\n').findIndex((l) => l.includes(text)) + 1;
}
