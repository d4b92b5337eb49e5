/**
 * Names that are also Object.prototype's keys (`constructor`, `toString`, `hasOwnProperty`) as
 * Python locals and parameters: type inference must not take the prototype's function for a type
 * hint (bumps has `constructor.method()` in a function with annotated parameters; it crashed the walk).
 */
import { describe, expect, it } from 'vitest';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { memorySource, py } from './memory-source.js';

const REPO: Record<string, string> = {
  'pkg/__init__.py': '',
  'pkg/build.py': py(`
    from .parts import Part

    def assemble(part: Part, constructor, toString, hasOwnProperty):
        constructor.make(part)
        toString.render(part)
        return hasOwnProperty.check(part)

    def rebuild(part: Part, constructor):
        """Rebuild a part."""
        pass
  `),
  'pkg/parts.py': py(`
    class Part:
        def make(self, part):
            return part
  `),
};

describe('prototype key names as Python locals', () => {
  it('walks through a function whose untyped parameters are named constructor, toString, hasOwnProperty', async () => {
    const result = await retrieve(memorySource(REPO), { file: 'pkg/build.py', qualname: 'rebuild' }, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 10 });
    expect(result.context).toContain('def assemble(part: Part, constructor, toString, hasOwnProperty):');
    expect(result.context).toContain('class Part:');
  });
});
