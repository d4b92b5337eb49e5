import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeSourceFile, DEFAULT_MAX_BYTES, skipReasonText } from '../../../src/core/source/file-content.js';
import { findStubs } from '../../../src/core/languages/python/index.js';

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
  it('decodes a PEP 263 latin-1 file as CPython does, and finds its stubs', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    // 0xe9 is é; 0x93 is a C1 control in latin-1 but a curly quote in windows-1252.
    const bytes = new Uint8Array([
      ...enc('#!/usr/bin/env python\n# -*- coding: latin-1 -*-\ndef caf'), 0xe9,
      ...enc('(x):\n    """Price note: '), 0x93, ...enc('."""\n    pass\n'),
    ]);
    const decoded = decodeSourceFile(bytes);
    expect(decoded.ok).toBe(true);
    const text = decoded.ok ? decoded.text : '';
    // CPython is the oracle: its tokenizer decodes the same bytes to the same text.
    const dir = mkdtempSync(join(tmpdir(), 'dycoder-pep263-'));
    writeFileSync(join(dir, 'm.py'), bytes);
    const cpython = execFileSync('python3', ['-c', 'import sys,tokenize; print(ascii(tokenize.open(sys.argv[1]).read()))', join(dir, 'm.py')]).toString().trim();
    const ours = execFileSync('python3', ['-c', 'import sys; print(ascii(sys.stdin.buffer.read().decode("utf-8")))'], { input: Buffer.from(text, 'utf8') }).toString().trim();
    expect(ours).toBe(cpython);
    expect(findStubs(text).map((s) => s.qualname)).toEqual(['caf\u00e9']);
  });

  it('reads the declaration on line 2 only after a comment or blank line 1, and other codecs too', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    // Only a comment line declares: code before the comment does not count (as in CPython).
    expect(decodeSourceFile(new Uint8Array([...enc('x = 1  # coding: latin-1\ny = "'), 0xe9, ...enc('"\n')]))).toEqual({ ok: false, reason: 'not-utf8' });
    expect(decodeSourceFile(new Uint8Array([...enc('\n# coding: latin-1\ny = "'), 0xe9, ...enc('"\n')]))).toEqual({ ok: true, text: '\n# coding: latin-1\ny = "\u00e9"\n' });
    expect(decodeSourceFile(new Uint8Array([...enc('import os\n# coding: latin-1\n'), 0xe9]))).toEqual({ ok: false, reason: 'not-utf8' });
    expect(decodeSourceFile(new Uint8Array([...enc('# vim: set fileencoding=cp1252 :\ns = "'), 0x93, ...enc('"\n')]))).toEqual({ ok: true, text: '# vim: set fileencoding=cp1252 :\ns = "\u201c"\n' });
    expect(decodeSourceFile(enc('# -*- coding: utf-8 -*-\ns = "\u00e9"\n'))).toEqual({ ok: true, text: '# -*- coding: utf-8 -*-\ns = "\u00e9"\n' });
    expect(decodeSourceFile(enc('# coding: klingon-9\nx = 1\n'))).toEqual({ ok: false, reason: 'unknown-encoding' });
    expect(decodeSourceFile(new Uint8Array([...enc('# coding: ascii\n'), 0xe9]))).toEqual({ ok: false, reason: 'unknown-encoding' });
  });

  it('explains each skip reason in words, with the size limit', () => {
    expect(skipReasonText('too-large')).toBe('larger than 1 MB, the limit for a file DyCoder reads');
    expect(skipReasonText('not-utf8')).toMatch(/UTF-8/);
  });
});
