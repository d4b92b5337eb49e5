import { describe, expect, it } from 'vitest';
import { decodeSourceFile, DEFAULT_MAX_BYTES } from '../../../src/core/source/file-content.js';

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('decodeSourceFile', () => {
  it('decodes UTF-8 text, multi-byte characters included', () => {
    expect(decodeSourceFile(utf8('x = "é😀"\n'))).toEqual({ ok: true, text: 'x = "é😀"\n' });
    expect(decodeSourceFile(new Uint8Array())).toEqual({ ok: true, text: '' });
  });

  it('drops a UTF-8 byte order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('import os\n')]);
    expect(decodeSourceFile(bytes)).toEqual({ ok: true, text: 'import os\n' });
  });

  it('rejects binary content (NUL bytes)', () => {
    expect(decodeSourceFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toEqual({ ok: false, reason: 'binary' });
    expect(decodeSourceFile(utf8('x = 1\n\0'))).toEqual({ ok: false, reason: 'binary' });
  });

  it('rejects latin-1 encoded text', () => {
    // "café" in latin-1: 0xe9 alone is not valid UTF-8.
    expect(decodeSourceFile(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]))).toEqual({ ok: false, reason: 'not-utf8' });
  });

  it('rejects files over the size cap (default 1 MiB, configurable)', () => {
    expect(decodeSourceFile(new Uint8Array(DEFAULT_MAX_BYTES + 1).fill(0x20))).toEqual({ ok: false, reason: 'too-large' });
    expect(decodeSourceFile(new Uint8Array(DEFAULT_MAX_BYTES).fill(0x20)).ok).toBe(true);
    expect(decodeSourceFile(utf8('0123456789'), { maxBytes: 9 })).toEqual({ ok: false, reason: 'too-large' });
    expect(decodeSourceFile(utf8('0123456789'), { maxBytes: 10 }).ok).toBe(true);
  });
});
