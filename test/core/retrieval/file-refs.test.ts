import { describe, expect, it } from 'vitest';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { memorySource, py } from '../graph/memory-source.js';

const long = Array.from({ length: 40 }, (_, i) => `    x += ${i}  # line ${i}`).join('\n');
const REPO: Record<string, string> = {
  'p/__init__.py': '',
  'p/util.py': `def helper(x):\n${long}\n    return x\n\n\ndef run():\n    return 1\n`,
  'p/a.py': 'def run():\n    return 2\n',
  'p/b.py': 'def run():\n    return 3\n',
  'p/c.py': 'def run():\n    return 4\n',
  'p/main.py': py(`
    from .util import helper

    def use(v):
        return helper(v) + run()

    def target(v):
        """Do it."""
        pass
  `),
};

describe('file-refs baseline', () => {
  it('shows a window of the target file, then referenced definitions cut to 25 lines, skipping names defined more than three times', async () => {
    const result = await retrieve(memorySource(REPO), { file: 'p/main.py', qualname: 'target' }, { retriever: 'file-refs', budgetTokens: 2000, maxHops: 10 });
    expect(result.retriever).toBe('file-refs');
    expect(result.context.startsWith('# file: p/main.py\n')).toBe(true);
    expect(result.context).toContain('def target(v):');
    expect(result.context).toContain('# file: p/util.py\ndef helper(x):');
    expect(result.context).toContain('# line 23');
    expect(result.context).not.toContain('# line 24');
    // `run` has four definitions: skipped.
    expect(result.items.map((i) => `${i.file}:${i.name}`)).not.toContain('p/a.py:run');
    expect(result.tokens).toBeLessThanOrEqual(2000);
  });
});

// lodash-es' layout (one function per module, default exports): once the target's body is
// stubbed, its file refers to its helpers only through default imports, whose imported name is
// `default` (defined by every module). The baseline must look up the local names they bind.
const LODASH: Record<string, string> = {
  '_arrayMap.js': 'function arrayMap(array, iteratee) {\n  var index = -1, length = array == null ? 0 : array.length, result = Array(length);\n  while (++index < length) {\n    result[index] = iteratee(array[index], index, array);\n  }\n  return result;\n}\n\nexport default arrayMap;\n',
  '_baseMap.js': "import baseEach from './_baseEach.js';\n\nfunction baseMap(collection, iteratee) {\n  var result = [];\n  baseEach(collection, function(value, key, collection) {\n    result.push(iteratee(value, key, collection));\n  });\n  return result;\n}\n\nexport default baseMap;\n",
  '_baseEach.js': 'function baseEach(collection, iteratee) {\n  for (var key in collection) iteratee(collection[key], key, collection);\n  return collection;\n}\n\nexport default baseEach;\n',
  'isArray.js': 'var isArray = Array.isArray;\n\nexport default isArray;\n',
  'map.js': "import arrayMap from './_arrayMap.js';\nimport { default as baseMap } from './_baseMap.js';\nimport isArray from './isArray.js';\n\n/**\n * Creates an array of values by running each element in `collection` thru `iteratee`.\n */\nfunction map(collection, iteratee) {\n  throw new Error('not implemented');\n}\n\nexport default map;\n",
};

describe('file-refs baseline on default imports', () => {
  it("finds a default import's definition by the local name it binds (`import arrayMap from`, `import { default as baseMap }`)", async () => {
    const result = await retrieve(memorySource(LODASH), { file: 'map.js', qualname: 'map' }, { retriever: 'file-refs', budgetTokens: 2000, maxHops: 10 });
    const found = result.items.map((i) => `${i.file}:${i.name}`);
    expect(found).toContain('_arrayMap.js:arrayMap');
    expect(found).toContain('_baseMap.js:baseMap');
    expect(result.context).toContain('# file: _arrayMap.js\nfunction arrayMap(array, iteratee) {');
    // Only names the target's file refers to: baseEach is used by baseMap, not by map.js.
    expect(found).not.toContain('_baseEach.js:baseEach');
  });
});

// pino-pretty's layout (CommonJS, one function per module: `module.exports = isObject`): once the
// target's body is stubbed, its file refers to its helpers only through `const f = require('./f')`,
// an import binding with no imported name. The baseline must look up the local name it binds, as
// it already does for `const { a } = require('./x')`.
const COMMONJS: Record<string, string> = {
  'lib/utils/is-object.js': "'use strict'\n\nmodule.exports = isObject\n\nfunction isObject (input) {\n  return Object.prototype.toString.apply(input) === '[object Object]'\n}\n",
  'lib/utils/join-lines.js': "'use strict'\n\nmodule.exports = joinLinesWithIndentation\n\nfunction joinLinesWithIndentation ({ input, ident = '    ', eol = '\\n' }) {\n  const lines = input.split(/\\r?\\n/)\n  for (let i = 1; i < lines.length; i += 1) lines[i] = ident + lines[i]\n  return lines.join(eol)\n}\n",
  'lib/utils/noop.js': "'use strict'\n\nmodule.exports = function noop () {}\n",
  'lib/utils/index.js': "'use strict'\n\nfunction buildSafeSonicBoom (opts) {\n  return opts\n}\n\nmodule.exports = { buildSafeSonicBoom }\n",
  'lib/pretty.js': "'use strict'\n\nconst isObject = require('./utils/is-object')\nconst joinLines = require('./utils/join-lines')\nconst { buildSafeSonicBoom } = require('./utils/index')\n\n/**\n * Formats one log line.\n */\nfunction pretty (log, opts) {\n  throw new Error('not implemented')\n}\n\nmodule.exports = pretty\n",
};

describe('file-refs baseline on CommonJS require bindings', () => {
  it("finds a required module's definition by the local name `const f = require('./f')` binds, beside `const { a } = require('./x')`", async () => {
    const result = await retrieve(memorySource(COMMONJS), { file: 'lib/pretty.js', qualname: 'pretty' }, { retriever: 'file-refs', budgetTokens: 2000, maxHops: 10 });
    const found = result.items.map((i) => `${i.file}:${i.name}`);
    expect(found).toContain('lib/utils/is-object.js:isObject');
    expect(found).toContain('lib/utils/index.js:buildSafeSonicBoom');
    expect(result.context).toContain("# file: lib/utils/is-object.js\nfunction isObject (input) {");
    // Only names the target's file refers to: noop is never required by lib/pretty.js. (By name, as
    // for default imports: `joinLines` does not name joinLinesWithIndentation.)
    expect(found).not.toContain('lib/utils/noop.js:noop');
  });
});
