/**
 * Members past the read cap (issue 22, session 23), through the whole pipeline: a copy of encoding_rs 0.8.31 (Debian's
 * librust-encoding-rs-dev), whose src/data.rs is 2.5 MB of tables, over the 1 MB a source reads. Its stubbed
 * `Utf8Source::copy_ascii_to_check_space_one` is answered by the scripted OpenAI-compatible server with `self.slices`, a field
 * `Utf8Source` lacks (rustc: E0609). Without an outline the crate is not wholly read and the finding is only a warning (an
 * `impl` in data.rs may define it); with the file-system source's outline of data.rs (its item headers: no `impl`, no trait,
 * no item macro) the crate counts as read for members, the answer is rejected and the repair (the original body) suggested.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsRepoSource } from '../../../../src/adapters/local/fs-repo-source.js';
import { createOpenAIChatModel } from '../../../../src/adapters/openai/chat-model.js';
import type { RepoSource } from '../../../../src/core/ports.js';
import { retrieve } from '../../../../src/core/retrieval/index.js';
import { implementStubs } from '../../../../src/pipeline/implement-stubs.js';
import { reply, startOpenAIServer, type OpenAIServer } from '../../../support/openai-server.js';
import { stubbedCrateCopy } from './helpers.js';

const TARGET = 'src/handles.rs';
const QUALNAME = 'Utf8Source.copy_ascii_to_check_space_one';

let root: string;
let body: string;
let server: OpenAIServer;

beforeAll(async () => {
  ({ root, body } = stubbedCrateCopy('encoding_rs-0.8.31', TARGET, QUALNAME));
  server = await startOpenAIServer();
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function run(outlines: boolean) {
  const wrong = body.replace('&self.slice[self.pos..]', '&self.slices[self.pos..]');
  expect(wrong).not.toBe(body);
  server.respondWith((req) => reply.content(`\`\`\`rust\n${req.messages.length > 2 ? body : wrong}\n\`\`\``));
  const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-test', baseURL: server.baseURL, model: 'scripted', timeoutMs: 20_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
  const fs = createFsRepoSource(root, { git: false });
  // The same source without the optional method: what every source was before it.
  const source: RepoSource = outlines ? fs : { listFiles: () => fs.listFiles(), readFile: (p) => fs.readFile(p), stats: fs.stats };
  const result = await implementStubs({
    source, model, retrieve, headSha: 'test', temperature: 0,
    selection: { kind: 'targets', targets: [{ file: TARGET, qualname: QUALNAME }] },
  });
  return result.targets[0]!;
}

describe('Rust members past the read cap: the outline of a crate file too large to read', () => {
  it('rejects a field the type lacks once data.rs is outlined (no impl there), and only warns without the outline', async () => {
    const without = await run(false);
    expect(without.attempts[0]!.problems).toEqual([]);
    expect(without.attempts[0]!.warnings.join(' ')).toMatch(/`self\.slices`.*`src\/data\.rs` of the crate was not read/);
    const withOutline = await run(true);
    expect(withOutline.attempts[0]!.problems).toEqual(["`self.slices`: `Utf8Source` has no field or method `slices` in this crate's code."]);
    expect(withOutline.status).toBe('suggested');
    expect(withOutline.attempts[1]).toMatchObject({ problems: [], warnings: [] });
  }, 180_000);
});
