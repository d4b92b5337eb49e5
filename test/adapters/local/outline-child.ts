/**
 * Child of fs-repo-source-outline.test.ts: the outline of one file of a directory through the file-system RepoSource, then
 * the process's peak resident memory before and after it (one JSON line on stdout), so the test can hold it under a ceiling.
 */
import { createFsRepoSource } from '../../../src/adapters/local/fs-repo-source.js';
import { RUST_SCOPE_OUTLINE } from '../../../src/core/languages/rust/answer/crate-view.js';

const [root, path, scan] = process.argv.slice(2);
const source = createFsRepoSource(root!, { git: false });
await source.listFiles();
const whole = await source.readFile(path!);
const before = process.resourceUsage().maxRSS;
const outline = await source.readOutline(path!, RUST_SCOPE_OUTLINE, { maxScanBytes: Number(scan), maxKeptBytes: 256 * 1024 });
const after = process.resourceUsage().maxRSS;
process.stdout.write(`${JSON.stringify({ whole: whole === undefined ? null : whole.length, outline: outline ?? null, beforeKb: before, afterKb: after })}\n`);
