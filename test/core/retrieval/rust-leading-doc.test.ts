import { describe, expect, it } from 'vitest';
import { indexModule } from '../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../src/core/languages/index.js';
import { fullText, summaryText } from '../../../src/core/retrieval/snippets.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';
import { registryFile } from '../languages/rust/helpers.js';

// anyhow's `Error` (src/lib.rs) carries ~100 lines of `///` docs above `pub struct Error`, and
// `Error::msg` (src/error.rs) several paragraphs: real crates from Debian's librust-anyhow-dev.
const load = (path: string) => {
  const text = registryFile(`anyhow-1.0.69/${path}`);
  return indexModule(path, text, parseSource(text, path));
};

describe('Rust doc comments above a definition, when it is shown shortened', () => {
  const lib = load('src/lib.rs');
  const error = lib.parsed.definitions.find((d) => d.qualname === 'Error' && d.kind === 'class');
  const errors = load('src/error.rs');
  const msg = errors.parsed.definitions.find((d) => d.qualname === 'Error.msg');
  if (error === undefined || msg === undefined) throw new Error('fixture missing');

  it('a head keeps the first doc line, the attributes, the header and the first field', () => {
    const head = summaryText(lib, error, 2, true).split('\n');
    expect(head.slice(0, 4)).toEqual(['/// The `Error` type, a wrapper around a dynamic error type.', '/// …', '#[cfg_attr(not(doc), repr(transparent))]', 'pub struct Error {']);
    expect(head).toContain('    inner: Own<ErrorImpl>,');
    expect(head.join('\n')).not.toContain('# Display representations');
    expect(countTokens(head.join('\n'))).toBeLessThan(60);
  });

  it('a full text keeps the summary paragraph of the doc and the whole code', () => {
    const full = fullText(errors, msg).split('\n');
    expect(full[0]).toBe('    /// Create a new error object from a printable error message.');
    expect(full[1]).toBe('    /// …');
    expect(full).toContain('    pub fn msg<M>(message: M) -> Self');
    expect(full.join('\n')).not.toContain('prefer `Error::new`');
    const code = errors.lines.slice(msg.range.start - 1, msg.range.end);
    expect(full.slice(-code.length)).toEqual(code);
  });

  it('keeps the whole doc when asked to (the target names the definition)', () => {
    expect(fullText(errors, msg, true)).toContain('prefer `Error::new`');
  });
});
