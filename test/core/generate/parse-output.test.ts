import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { answerTooLarge, MAX_ANSWER_CHARS, parseModelAnswer } from '../../../src/core/generate/parse-output.js';
import type { Definition } from '../../../src/core/languages/types.js';

const SOURCE = `class Cart:
    def total(self, tax: float = 0.0) -> float:
        """Sum of line prices plus tax."""
        pass
`;
const target: Definition = parsePython(SOURCE).definitions.find((d) => d.qualname === 'Cart.total')!;

function body(content: string): string {
  const r = parseModelAnswer(content, target);
  if (!r.ok) throw new Error(r.problem);
  return r.body;
}

describe('parseModelAnswer', () => {
  it('reads a structured JSON answer', () => {
    const r = parseModelAnswer(JSON.stringify({ body: 'subtotal = sum(self.lines)\nreturn subtotal * (1 + tax)' }), target);
    expect(r).toEqual({ ok: true, format: 'json', fromDef: false, body: 'subtotal = sum(self.lines)\nreturn subtotal * (1 + tax)' });
  });

  it('rejects JSON without a string body', () => {
    expect(parseModelAnswer('{"code": "return 1"}', target)).toEqual({ ok: false, problem: 'The JSON answer has no string field `body`.' });
  });

  it('takes the code out of a fenced block with prose around it', () => {
    const answer = 'Sure! Here is the body:\n\n```python\n    subtotal = sum(self.lines)\n    return subtotal * (1 + tax)\n```\n\nThis uses the lines.';
    expect(body(answer)).toBe('subtotal = sum(self.lines)\nreturn subtotal * (1 + tax)');
  });

  it('takes the body of a whole def for the target, dropping a repeated docstring', () => {
    const answer = '```python\ndef total(self, tax: float = 0.0) -> float:\n    """Sum of line prices plus tax."""\n    return sum(self.lines) * (1 + tax)\n```';
    expect(body(answer)).toBe('return sum(self.lines) * (1 + tax)');
    const unfenced = 'Here you go:\ndef total(self, tax: float = 0.0) -> float:\n    return 0.0 + tax';
    expect(body(unfenced)).toBe('return 0.0 + tax');
  });

  it('takes the method out of a whole class', () => {
    const answer = '```python\nclass Cart:\n    def total(self, tax=0.0):\n        return 1.0 + tax\n```';
    expect(body(answer)).toBe('return 1.0 + tax');
  });

  it('reports code for a different function', () => {
    const r = parseModelAnswer('```python\ndef subtotal(self):\n    return sum(self.lines)\n```', target);
    expect(r).toEqual({ ok: false, problem: 'The answer defines `subtotal` instead of giving the body of `total`.' });
  });

  it('keeps a body that defines a nested helper and uses it', () => {
    expect(body('```python\ndef helper(x):\n    return x * 2\nreturn helper(tax)\n```')).toBe('def helper(x):\n    return x * 2\nreturn helper(tax)');
  });

  it('reports an empty answer and an answer without code', () => {
    expect(parseModelAnswer('  \n', target)).toEqual({ ok: false, problem: 'The answer was empty.' });
    expect(parseModelAnswer('```python\n```', target)).toMatchObject({ ok: false });
  });

  it('passes prose without code through as plain text (validation rejects it)', () => {
    expect(parseModelAnswer('I cannot implement this without more context.', target)).toMatchObject({ ok: true, format: 'plain' });
  });

  it('re-indents a first line the model left at column 0 when the rest is indented', () => {
    expect(body('```python\nsubtotal = sum(self.lines)\n        if tax:\n            subtotal *= 1 + tax\n        return subtotal\n```')).toBe(
      'subtotal = sum(self.lines)\nif tax:\n    subtotal *= 1 + tax\nreturn subtotal',
    );
    // A first line that opens a block, or continues into brackets, is left alone.
    expect(body('```python\nreturn (tax\n        + 1.0)\n```')).toBe('return (tax\n        + 1.0)');
    expect(body('```python\nif tax:\n    return 1.0\n```')).toBe('if tax:\n    return 1.0');
  });

  it('keeps a ``` inside a string of a JSON answer as code: no fence extraction, no line dropped', () => {
    const code = ['fence = "```"', 'lines = [fence + "python", str(tax), fence]', 'return "\\n".join(lines)'].join('\n');
    expect(parseModelAnswer(JSON.stringify({ body: code }), target)).toEqual({ ok: true, format: 'json', fromDef: false, body: code });
  });

  it('keeps a ``` inside a string of a fenced answer: only a fence line closes the block', () => {
    const answer = ['Here:', '```python', 'marker = "```python"', 'return float(len(marker)) + tax', '```', 'Done.'].join('\n');
    expect(body(answer)).toBe('marker = "```python"\nreturn float(len(marker)) + tax');
  });

  it('still unwraps a JSON body that is, as a whole, one fenced block', () => {
    const r = parseModelAnswer(JSON.stringify({ body: '```python\nreturn 1.0 + tax\n```' }), target);
    expect(r).toMatchObject({ ok: true, body: 'return 1.0 + tax' });
  });

  it('refuses an answer over the size cap before parsing it, as final', () => {
    const huge = JSON.stringify({ body: `return ${'1 + '.repeat(MAX_ANSWER_CHARS)}1` });
    const r = parseModelAnswer(huge, target);
    expect(r).toEqual({ ok: false, final: true, problem: answerTooLarge(huge.length) });
    expect(answerTooLarge(huge.length)).toMatch(/too large \(\d+ characters; the limit is 48000\)/);
  });
});
