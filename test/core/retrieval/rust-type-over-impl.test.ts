/**
 * Rust retrieval of the struct an impl method belongs to, on h2 (Debian's librust-h2-dev): a stubbed
 * `Reset::encode` reads `self.stream_id` and `self.error_code`, the fields of `struct Reset`. The impl block
 * and the struct share the name `Reset` in the graph, so the enclosing impl (whose methods the target's outline
 * already shows) used to stand in for the struct, and the fields were never shown (Language.retrieval.typeOverImpl).
 */
import { describe, expect, it } from 'vitest';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { memorySource } from '../graph/memory-source.js';
import { crateFiles } from '../languages/rust/helpers.js';

describe('Rust: an impl stands for its type', () => {
  it("shows h2's struct Reset with its fields for a stubbed Reset::encode", async () => {
    const files = crateFiles('h2-0.3.13');
    const path = 'src/frame/reset.rs';
    const start = files[path]!.indexOf('        tracing::trace!(\n            "encoding RESET');
    const end = files[path]!.indexOf('        dst.put_u32(self.error_code.into());\n') + '        dst.put_u32(self.error_code.into());\n'.length;
    expect(start).toBeGreaterThan(0);
    files[path] = `${files[path]!.slice(0, start)}        todo!()\n${files[path]!.slice(end)}`;
    for (const budgetTokens of [2000, 6000]) {
      const result = await retrieve(memorySource(files), { file: path, qualname: 'Reset.encode' }, { retriever: 'dycoder', budgetTokens, maxHops: 10 });
      expect(result.context).toContain('pub struct Reset {\n    stream_id: StreamId,\n    error_code: Reason,\n}');
      expect(result.items.some((i) => i.file === path && i.name === 'Reset' && i.kind === 'class')).toBe(true);
    }
  });
});
