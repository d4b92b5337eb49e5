/**
 * Programs may name parameters and locals after Object's members. Type inference once read
 * `constructor` from Object.prototype (a function, not a hint) and crashed; a `__proto__` parameter
 * could replace a hint table's prototype. Each language must follow the declared type instead.
 */
import { describe, expect, it } from 'vitest';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { memorySource, py } from '../graph/memory-source.js';

const options = { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 } as const;

const CASES: { lang: string; files: Record<string, string>; target: { file: string; qualname: string }; needs: string }[] = [
  {
    lang: 'Python',
    files: {
      'pkg/__init__.py': '',
      'pkg/builder.py': py(`
        class Builder:
            def build(self):
                return 1
      `),
      'pkg/mod.py': py(`
        from .builder import Builder

        def make(b: Builder, toString, __proto__: Builder):
            """Build with all of them.

            :param toString: the second builder
            :type toString: Builder
            """
            constructor = b
            return constructor.build() + toString.build() + __proto__.build()
      `),
    },
    target: { file: 'pkg/mod.py', qualname: 'make' },
    needs: 'Builder.build',
  },
  {
    lang: 'Go',
    files: {
      'go.mod': 'module example.com/pkg\n\ngo 1.19\n',
      'builder.go': 'package pkg\n\ntype Builder struct{}\n\nfunc (b Builder) Build() int { return 1 }\n',
      'make.go': 'package pkg\n\nfunc Make(constructor Builder, toString Builder, __proto__ Builder) int {\n\tvalueOf := constructor\n\treturn valueOf.Build() + toString.Build() + __proto__.Build()\n}\n',
    },
    target: { file: 'make.go', qualname: 'Make' },
    needs: 'Builder.Build',
  },
  {
    lang: 'Rust',
    files: {
      'Cargo.toml': '[package]\nname = "pkg"\nversion = "0.1.0"\n',
      'src/lib.rs': 'mod builder;\nmod make;\n',
      'src/builder.rs': 'pub struct Builder;\n\nimpl Builder {\n    pub fn build(&self) -> i32 {\n        1\n    }\n}\n',
      'src/make.rs': 'use crate::builder::Builder;\n\npub fn make(constructor: Builder, __proto__: Builder) -> i32 {\n    let toString = constructor;\n    toString.build() + __proto__.build()\n}\n',
    },
    target: { file: 'src/make.rs', qualname: 'make' },
    needs: 'Builder.build',
  },
];

describe('parameters and locals named after Object members', () => {
  for (const c of CASES) {
    it(`${c.lang}: \`constructor\`, \`toString\` and \`__proto__\` follow their declared type`, async () => {
      const result = await retrieve(memorySource(c.files), c.target, options);
      const names = result.items.map((i) => i.name);
      expect(names).toContain(c.needs);
    });
  }
});
