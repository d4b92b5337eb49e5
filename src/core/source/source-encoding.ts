/**
 * How a source file's bytes map to text and back: the encoding Python would use (PEP 263 coding
 * line, UTF-8 otherwise), whether a UTF-8 byte order mark leads it, and an encoder for the same
 * codec, so that an edit writes new text in the file's own encoding or refuses, never guesses.
 */

export interface SourceFormat {
  /** 'utf-8', 'ascii', 'iso-8859-1', 'cp1252', or another label TextDecoder knows (as declared). */
  encoding: string;
  /** A UTF-8 byte order mark leads the file (kept on write, hidden from the text). */
  bom: boolean;
  /** Where the encoding came from, for messages: the coding line's number, or undefined (UTF-8 default). */
  declaredOnLine?: 1 | 2;
}

export type FormatProblem = 'utf-16' | 'unknown-encoding';

// PEP 263: `# -*- coding: NAME -*-` or `# vim: set fileencoding=NAME :` on line 1, or on line 2
// when line 1 is blank or a comment.
const CODING = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/;

function declaredEncoding(bytes: Uint8Array): { name: string; line: 1 | 2 } | undefined {
  // The declaration is ASCII, so reading the first two lines byte for byte is exact.
  let text = '';
  let newlines = 0;
  for (let i = 0; i < bytes.length && i < 400 && newlines < 2; i++) {
    const b = bytes[i] ?? 0;
    if (b === 0x0a) newlines++;
    text += String.fromCharCode(b);
  }
  const [first = '', second = ''] = text.split(/\r?\n|\r/);
  const onFirst = CODING.exec(first)?.[1];
  if (onFirst !== undefined) return { name: onFirst, line: 1 };
  if (!/^[ \t\f]*(#.*)?$/.test(first)) return undefined;
  const onSecond = CODING.exec(second)?.[1];
  return onSecond === undefined ? undefined : { name: onSecond, line: 2 };
}

/** Python's own normalisation of the encodings its tokenizer special-cases. */
function normalise(name: string): string {
  const n = name.toLowerCase().replace(/_/g, '-');
  if (n === 'utf-8' || n.startsWith('utf-8-') || n === 'utf8') return 'utf-8';
  if (['latin-1', 'iso-8859-1', 'iso-latin-1', 'latin1', 'l1'].some((p) => n === p || n.startsWith(`${p}-`))) return 'iso-8859-1';
  if (n === 'ascii' || n === 'us-ascii') return 'ascii';
  if (n === 'cp1252' || n === 'windows-1252') return 'cp1252';
  return n;
}

const hasUtf16Bom = (b: Uint8Array): boolean => (b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff);

/** The format of a file, or why it cannot be one DyCoder reads (UTF-16/32 is refused outright). */
export function sourceFormatOf(bytes: Uint8Array): { ok: true; format: SourceFormat } | { ok: false; reason: FormatProblem } {
  if (hasUtf16Bom(bytes)) return { ok: false, reason: 'utf-16' };
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  // With a BOM, Python reads UTF-8 whatever the coding line says.
  const declared = bom ? undefined : declaredEncoding(bytes);
  if (declared === undefined) return { ok: true, format: { encoding: 'utf-8', bom } };
  const encoding = normalise(declared.name);
  if (!['utf-8', 'ascii', 'iso-8859-1', 'cp1252'].includes(encoding) && codecOf(encoding) === undefined) return { ok: false, reason: 'unknown-encoding' };
  return { ok: true, format: { encoding, bom, declaredOnLine: declared.line } };
}

// windows-1252 at 0x80–0x9F as Python's cp1252 codec has it ('\0' = undefined there, an error).
// Explicit because Node's TextDecoder decodes "windows-1252" as latin-1 there.
const CP1252_HIGH = '€\u0000‚ƒ„…†‡ˆ‰Š‹Œ\u0000Ž\u0000\u0000‘’“”•–—˜™š›œ\u0000žŸ';

// Multi-byte codecs whose trail bytes are never ASCII: ASCII text inserted at a line start stays ASCII.
const ASCII_SAFE_MULTIBYTE = new Set(['shift_jis', 'euc-jp', 'euc-kr', 'gbk', 'gb18030', 'big5']);

/** The WHATWG name of a codec TextDecoder supports, with whether it is single-byte; undefined if unknown. */
function codecOf(label: string): { name: string; singleByte: boolean } | undefined {
  let name: string;
  try {
    name = new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
  if (name.startsWith('utf-16') || name === 'replacement') return undefined;
  const singleByte = /^(iso-8859-\d+|windows-125\d|windows-874|koi8-[ru]|ibm866|macintosh|x-mac-cyrillic)$/.test(name);
  return { name, singleByte };
}

/** Decodes the bytes (BOM included or not) in the format; undefined when they are not valid in it. */
export function decodeInFormat(format: SourceFormat, bytes: Uint8Array): string | undefined {
  const body = format.bom ? bytes.subarray(3) : bytes;
  switch (format.encoding) {
    case 'cp1252': {
      let out = '';
      for (const b of body) {
        const ch = b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? '\u0000') : String.fromCharCode(b);
        if (ch === '\u0000' && b !== 0) return undefined;
        out += ch;
      }
      return out;
    }
    case 'iso-8859-1': {
      // Not TextDecoder: WHATWG maps "latin1" to windows-1252, which differs from Python's latin-1 in 0x80–0x9F.
      let out = '';
      for (let i = 0; i < body.length; i += 8192) out += String.fromCharCode(...body.subarray(i, i + 8192));
      return out;
    }
    case 'ascii':
      return body.every((b) => b < 0x80) ? new TextDecoder('utf-8').decode(body) : undefined;
    default:
      try {
        // ignoreBOM: the BOM was handled above; a second one is text.
        return new TextDecoder(format.encoding === 'utf-8' ? 'utf-8' : format.encoding, { fatal: true, ignoreBOM: true }).decode(body);
      } catch {
        return undefined;
      }
  }
}

export type EncodeResult = { ok: true; bytes: Uint8Array } | { ok: false; char: string; index: number };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function encodeSingleByte(text: string, byteOf: (code: number) => number | undefined): EncodeResult {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const b = byteOf(text.charCodeAt(i));
    if (b === undefined) return { ok: false, char: String.fromCodePoint(text.codePointAt(i) ?? 0), index: i };
    out[i] = b;
  }
  return { ok: true, bytes: out };
}

const reverseTables = new Map<string, Map<number, number>>();

/** char code -> byte for a single-byte WHATWG codec, built once by decoding each byte alone. */
function reverseTable(name: string): Map<number, number> {
  let table = reverseTables.get(name);
  if (!table) {
    table = new Map();
    for (let b = 0; b < 256; b++) {
      try {
        const ch = new TextDecoder(name, { fatal: true }).decode(new Uint8Array([b]));
        if (ch.length === 1 && !table.has(ch.charCodeAt(0))) table.set(ch.charCodeAt(0), b);
      } catch {
        // undefined byte in this codec
      }
    }
    reverseTables.set(name, table);
  }
  return table;
}

/** Encodes text (no BOM) in the format's encoding, or names the first character it cannot represent. */
export function encodeInFormat(format: SourceFormat, text: string): EncodeResult {
  let result: EncodeResult;
  switch (format.encoding) {
    case 'utf-8': {
      const lone = LONE_SURROGATE.exec(text);
      result = lone ? { ok: false, char: lone[0], index: lone.index } : { ok: true, bytes: new TextEncoder().encode(text) };
      break;
    }
    case 'ascii':
      result = encodeSingleByte(text, (c) => (c < 0x80 ? c : undefined));
      break;
    case 'iso-8859-1':
      result = encodeSingleByte(text, (c) => (c < 0x100 ? c : undefined));
      break;
    case 'cp1252':
      result = encodeSingleByte(text, (c) => {
        if (c < 0x80 || (c >= 0xa0 && c < 0x100)) return c;
        const at = CP1252_HIGH.indexOf(String.fromCharCode(c));
        return at >= 0 && c !== 0 ? 0x80 + at : undefined;
      });
      break;
    default: {
      const codec = codecOf(format.encoding);
      if (codec?.singleByte === true) {
        const table = reverseTable(codec.name);
        result = encodeSingleByte(text, (c) => table.get(c));
      } else if (codec !== undefined && ASCII_SAFE_MULTIBYTE.has(codec.name)) {
        result = encodeSingleByte(text, (c) => (c < 0x80 ? c : undefined));
      } else {
        // A stateful codec (ISO-2022-*): inserting bytes could change how what follows decodes.
        result = text.length === 0 ? { ok: true, bytes: new Uint8Array() } : { ok: false, char: text[0] ?? '', index: 0 };
      }
    }
  }
  // Belt and braces: what is written must read back as exactly the text.
  if (result.ok && decodeInFormat({ ...format, bom: false }, result.bytes) !== text) {
    return { ok: false, char: text[0] ?? '', index: 0 };
  }
  return result;
}
