import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { ELIDED_BODY, elidedBodyLine } from '../../../src/core/languages/stubs-elided.js';

describe('elidedBodyLine', () => {
  it('marks an implemented body as elided and keeps a stub recognisable as a stub', () => {
    const parsed = parsePython('def done(x):\n    return x * 2\n\n\ndef todo(x):\n    """Later."""\n    ...\n');
    const def = (name: string) => parsed.definitions.find((d) => d.qualname === name)!;
    expect(elidedBodyLine(parsed, def('done'))).toBe(ELIDED_BODY);
    expect(elidedBodyLine(parsed, def('todo'))).toBe('...');
    expect(ELIDED_BODY).not.toBe('...');
  });
});
