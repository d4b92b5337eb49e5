/**
 * An answer whose body registers, at its own top level, a decorated def of the target's own name (issue 22, session 28;
 * found by the originals sweep of Python held out 20, NOT blind: seaborn's choose_diverging_palette, whose body is
 * `pal = []`, an `@interact def choose_diverging_palette(h_neg=..., ...)`, then `return pal`). The answer reader took
 * the nested def for "the model wrote the whole definition" and kept its body, so `h_neg` (its parameter) read as
 * unbound. A `return` at the snippet's top level makes it a function body: its defs are the body's own. Real Debian
 * source: python3-seaborn.
 */
import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../../src/core/languages/python/index.js';
import { parseModelAnswer } from '../../../../src/core/generate/parse-output.js';
import { stubbedDebianSource } from './debian-stub.js';

const FILE = 'seaborn/widgets.py';

describe("Python answers: a body defining a function of the target's name at its top level", () => {
  it("keeps seaborn's whole choose_diverging_palette body, and the check accepts it", () => {
    const { body, check } = stubbedDebianSource(FILE, 'choose_diverging_palette');
    expect(body).toMatch(/^pal = \[\]\n[\s\S]*^@interact\ndef choose_diverging_palette\([\s\S]*^return pal$/m);
    const target = parsePython('def choose_diverging_palette(as_cmap=False):\n    pass\n').definitions.find((d) => d.name === 'choose_diverging_palette')!;
    const parsed = parseModelAnswer('```python\n' + body + '\n```', target, FILE);
    expect(parsed).toMatchObject({ ok: true, fromDef: false });
    if (!parsed.ok) throw new Error('unparsed');
    expect(parsed.body.trim().split('\n').length).toBe(body.trim().split('\n').length);
    expect(check(parsed.body)).toMatchObject({ ok: true, errors: [] });
  });

  it('still takes the body of a whole definition the model wrote, imports and helpers beside it', () => {
    const target = parsePython('def run(x):\n    pass\n').definitions.find((d) => d.name === 'run')!;
    const whole = parseModelAnswer('```python\nimport os\n\ndef helper(y):\n    return y\n\ndef run(x):\n    return helper(os.path.join(x))\n```', target, 'm.py');
    expect(whole).toMatchObject({ ok: true, fromDef: true, body: 'return helper(os.path.join(x))' });
  });
});
