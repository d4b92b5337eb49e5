/**
 * The grammar-gap mask (source-mask.ts) is built from slices of the source between the spans it
 * blanks; this holds it to the mask's definition, one code unit at a time (every code unit of a
 * comment, of JSX text and inside a string, template or regex literal becomes a space, line breaks
 * kept), on every TypeScript file of the installed zod package (332 files, among them tests with
 * characters outside the BMP, CRLF-free and broken-grammar files alike) and on hand-made edge cases.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiteParser, type LiteTree, type LNode } from '../../../../src/core/languages/lite-tree.js';
import { maskedSource } from '../../../../src/core/languages/typescript/source-mask.js';

const require = createRequire(import.meta.url);
const grammars = require('tree-sitter-typescript') as { typescript: unknown; tsx: unknown };
const parse = createLiteParser(grammars.typescript, 'program');

/** The mask by its definition: each code unit of a blanked span that is not a line break becomes a space. */
function maskByDefinition(tree: LiteTree): string {
  const chars = tree.source.split('');
  const blank = (start: number, end: number): void => {
    for (let i = start; i < end; i += 1) if (chars[i] !== '\n' && chars[i] !== '\r') chars[i] = ' ';
  };
  const visit = (node: LNode): void => {
    if (node.type === 'comment' || node.type === 'html_comment' || node.type === 'jsx_text') blank(node.start, node.end);
    else if (node.type === 'string' || node.type === 'template_string' || node.type === 'regex') blank(node.start + 1, node.end - 1);
    else node.children.forEach(visit);
  };
  visit(tree.root);
  return chars.join('');
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

describe('maskedSource', () => {
  it('blanks exactly what the definition blanks on every file of zod', () => {
    const files = tsFiles(join(require.resolve('zod/package.json'), '..', 'src'));
    expect(files.length).toBeGreaterThan(300);
    let astral = 0;
    for (const file of files) {
      const tree = parse(readFileSync(file, 'utf8'));
      if (/[\uD800-\uDBFF]/.test(tree.source)) astral += 1;
      const masked = maskedSource(tree);
      expect(masked.length, file).toBe(tree.source.length);
      expect(masked === maskByDefinition(tree), file).toBe(true);
    }
    expect(astral).toBeGreaterThan(0);
  });

  it('keeps delimiters and line breaks, blanks astral characters unit by unit, and leaves a file without literals as it is', () => {
    const source = "const a = 'x😀y'; // note\r\nconst b = `t${a}\n`; /* c\r\n d */ const r = /[a-z]+/g;\nconst s = '';\n";
    const masked = maskedSource(parse(source));
    expect(masked).toBe(maskByDefinition(parse(source)));
    // The regex node takes its flags: its inside runs to the code unit before the last, as it always has.
    expect(masked).toBe("const a = '    ';        \r\nconst b = `     \n`;     \r\n      const r = /       g;\nconst s = '';\n");
    const plain = 'let x = 1;\nx += 2;\n';
    expect(maskedSource(parse(plain))).toBe(plain);
  });
});
