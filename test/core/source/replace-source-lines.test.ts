/**
 * Line edits on bytes (the pure half of `implement --write`): what is outside the edited lines
 * is the original byte for byte, new text takes the file's encoding and line ending, and what
 * cannot be written exactly is refused with the reason.
 */
import { describe, expect, it } from 'vitest';
import { replaceProblemText, replaceSourceLines } from '../../../src/core/source/replace-source-lines.js';
import { decodeInFormat, encodeInFormat, sourceFormatOf } from '../../../src/core/source/source-encoding.js';

const bytes = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
const text = (b: Uint8Array): string => String.fromCharCode(...b);

describe('replaceSourceLines', () => {
  it('replaces, inserts and keeps each line ending as it was', () => {
    const r = replaceSourceLines(bytes('a\r\nb\nc\r\nd'), [
      { start: 2, end: 2, text: 'x\ny' },
      { start: 4, end: 3, text: 'ins' },
    ]);
    expect(r.ok && text(r.bytes)).toBe('a\r\nx\ny\nc\r\nins\r\nd');
  });

  it('appends after a last line without a newline and keeps its absence', () => {
    const r = replaceSourceLines(bytes('a\nb'), [{ start: 3, end: 2, text: 'c' }]);
    expect(r.ok && text(r.bytes)).toBe('a\nb\nc');
  });

  it('counts lines after a UTF-8 BOM and keeps it', () => {
    const r = replaceSourceLines(Uint8Array.of(0xef, 0xbb, 0xbf, ...bytes('x = 1\ny = 2\n')), [{ start: 2, end: 2, text: 'y = "\u00e9"' }]);
    expect(r.ok && [...r.bytes]).toEqual([0xef, 0xbb, 0xbf, ...bytes('x = 1\ny = "'), 0xc3, 0xa9, ...bytes('"\n')]);
  });

  it('encodes in a declared single-byte codec other than latin-1 (koi8-r)', () => {
    const r = replaceSourceLines(bytes('# coding: koi8-r\nx = 1\n'), [{ start: 2, end: 2, text: 'x = "\u0436"' }]);
    expect(r.ok && [...r.bytes].slice(-3)).toEqual([0xd6, 0x22, 0x0a]);
    expect(r.ok && decodeInFormat(r.format, r.bytes)).toBe('# coding: koi8-r\nx = "\u0436"\n');
  });

  it('writes only ASCII into a multi-byte legacy codec, and nothing into a stateful one', () => {
    expect(replaceSourceLines(bytes('# coding: shift_jis\nx = 1\n'), [{ start: 2, end: 2, text: 'x = 2' }]).ok).toBe(true);
    const sjis = replaceSourceLines(bytes('# coding: shift_jis\nx = 1\n'), [{ start: 2, end: 2, text: 'x = "\u3042"' }]);
    expect(sjis.ok).toBe(false);
    const stateful = sourceFormatOf(bytes('# coding: iso-2022-jp\n'));
    expect(stateful.ok && encodeInFormat(stateful.format, 'x').ok).toBe(false);
  });

  it('refuses lone CR line endings, UTF-16, a lone surrogate and an edit past the end, each with a reason', () => {
    const cr = replaceSourceLines(bytes('a\rb\r'), [{ start: 1, end: 1, text: 'x' }]);
    expect(!cr.ok && replaceProblemText(cr.problem)).toMatch(/lone CR/);
    const wide = replaceSourceLines(Uint8Array.of(0xff, 0xfe, 0x61, 0x00), [{ start: 1, end: 1, text: 'x' }]);
    expect(!wide.ok && replaceProblemText(wide.problem)).toMatch(/UTF-16/);
    const lone = replaceSourceLines(bytes('a\n'), [{ start: 1, end: 1, text: 'x = "\ud800"' }]);
    expect(!lone.ok && replaceProblemText(lone.problem)).toMatch(/U\+D800.*UTF-8 cannot represent/);
    const past = replaceSourceLines(bytes('a\n'), [{ start: 3, end: 3, text: 'x' }]);
    expect(!past.ok && replaceProblemText(past.problem)).toBe('the edit reaches line 3 but the file has 1 line');
  });

  it('cp1252 refuses the bytes Python leaves undefined (0x81) on read and the characters it lacks on write', () => {
    const format = sourceFormatOf(bytes('# coding: cp1252\n'));
    expect(format.ok && decodeInFormat(format.format, Uint8Array.of(0x81))).toBeUndefined();
    expect(format.ok && encodeInFormat(format.format, '\u2192').ok).toBe(false);
    expect(format.ok && encodeInFormat(format.format, '\u20ac\u201c')).toEqual({ ok: true, bytes: Uint8Array.of(0x80, 0x93) });
  });
});
