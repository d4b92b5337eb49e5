/**
 * One job of the alternative, from the webhook's payload to the posted review: the commenter's
 * permission and the PR (head SHA) side by side, then the PR's changed files and the head's
 * tarball side by side, extract, parse every source file, the static graph, each stub's context
 * within the token budget, one model call per stub (side by side), one review with a
 * ```suggestion per answer.
 */
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { z } from 'zod';
import { buildStaticGraph, contextFor } from './graph.js';
import { fetchRetried, gitHubClient, type AppIdentity } from './github.js';
import { findStubs, type FoundStub } from './stubs.js';
import { grammarOf, parseFile, type ParsedFile } from './syntax.js';
import { extractTarball } from './tar.js';

export const payloadSchema = z.object({
  comment: z.object({ body: z.string(), user: z.object({ login: z.string() }) }),
  issue: z.object({ number: z.number() }),
  repository: z.object({ name: z.string(), owner: z.object({ login: z.string() }) }),
  installation: z.object({ id: z.number() }),
});

export interface AltConfig {
  api: string;
  appId: number;
  privateKey: string;
  modelURL: string;
  model: string;
  budgetTokens: number;
}

export interface AltResult {
  requests: number;
  suggestions: number;
  sourceFiles: number;
  definitions: number;
  edges: number;
  /** ms from the job's start: archive in hand, parsed, graph built, review posted. */
  marks: Record<string, number>;
}

const permissionSchema = z.object({ permission: z.string() });
const pullSchema = z.object({ head: z.object({ sha: z.string() }) });
const filesSchema = z.array(z.object({ filename: z.string(), status: z.string() }));
const chatSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })) });
const PLAIN = { disallowedSpecial: new Set<string>() };
const count = (text: string): number => (text === '' ? 0 : countTokens(text, PLAIN));

function prompt(stub: FoundStub, file: ParsedFile, context: ReturnType<typeof contextFor>): string {
  const code = file.text.split('\n').slice(stub.def.startRow - 1, stub.def.endRow).join('\n');
  return [
    'Repository context (definitions related to the target in the code graph):',
    ...context.map((p) => `\n# ${p.file} — ${p.qualname}\n\`\`\`${file.fence}\n${p.text}\n\`\`\``),
    '',
    `Implement the body of \`${stub.def.qualname}\` in \`${file.path}\` (line ${stub.def.startRow}). Its current code:`,
    '',
    `\`\`\`${file.fence}`,
    code,
    '```',
    'Answer with the body only, in one fenced code block.',
  ].join('\n');
}

async function complete(config: AltConfig, text: string): Promise<string> {
  const res = await fetchRetried(`${config.modelURL}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-alternative' },
    body: JSON.stringify({ model: config.model, messages: [{ role: 'system', content: 'You implement stubbed functions.' }, { role: 'user', content: text }] }),
  });
  if (!res.ok) throw new Error(`model: ${res.status}`);
  return chatSchema.parse(await res.json()).choices[0]?.message.content ?? '';
}

function suggestion(answer: string, stub: FoundStub): string | undefined {
  const body = /```[\w+-]*\n([\s\S]*?)```/.exec(answer)?.[1];
  if (body === undefined || body.trim() === '') return undefined;
  const lines = body.replace(/\n$/, '').split('\n');
  return lines.map((l) => (l.trim() === '' ? '' : `${stub.indent}${l}`)).join('\n');
}

export async function runJob(config: AltConfig, raw: unknown): Promise<AltResult> {
  const t0 = performance.now();
  const marks: Record<string, number> = {};
  const mark = (what: string): void => void (marks[what] = Math.round(performance.now() - t0));
  const payload = payloadSchema.parse(raw);
  if (!payload.comment.body.trim().startsWith('/dycoder implement')) throw new Error('not a command');
  const owner = payload.repository.owner.login;
  const repo = payload.repository.name;
  const identity: AppIdentity = { api: config.api, appId: config.appId, privateKey: config.privateKey, installationId: payload.installation.id };
  const gh = gitHubClient(identity);
  const base = `/repos/${owner}/${repo}/pulls/${payload.issue.number}`;
  // The commenter must be able to write (as any app acting on a command checks), read beside the PR.
  const [permission, pullJson] = await Promise.all([gh.json('GET', `/repos/${owner}/${repo}/collaborators/${encodeURIComponent(payload.comment.user.login)}/permission`), gh.json('GET', base)]);
  if (!['admin', 'maintain', 'write'].includes(permissionSchema.parse(permission).permission)) throw new Error('the commenter cannot write');
  const pull = pullSchema.parse(pullJson);
  const [changed, archive] = await Promise.all([
    gh.json('GET', `${base}/files?per_page=100`).then((j) => filesSchema.parse(j)),
    gh.tarball(owner, repo, pull.head.sha),
  ]);
  mark('archive');
  const files = extractTarball(archive);
  const parsed: ParsedFile[] = [];
  for (const [path, bytes] of files) {
    if (grammarOf(path) === undefined || bytes.includes(0)) continue;
    const p = parseFile(path, bytes.toString('utf8'));
    if (p !== undefined) parsed.push(p);
  }
  mark('parsed');
  const graph = buildStaticGraph(parsed);
  mark('graph');
  const changedPaths = new Set(changed.filter((f) => f.status !== 'removed').map((f) => f.filename));
  const stubs = parsed.filter((f) => changedPaths.has(f.path)).flatMap((f) => findStubs(f).map((s) => ({ s, f })));
  const answers = await Promise.all(
    stubs.map(async ({ s, f }) => {
      const context = contextFor(graph, s.def, config.budgetTokens, count);
      return { s, f, text: suggestion(await complete(config, prompt(s, f, context)), s) };
    }),
  );
  mark('model');
  const comments = answers
    .filter((a) => a.text !== undefined)
    .map(({ s, f, text }) => ({ path: f.path, line: s.to, side: 'RIGHT', ...(s.from < s.to ? { start_line: s.from, start_side: 'RIGHT' } : {}), body: `\`\`\`suggestion\n${text}\n\`\`\`` }));
  await gh.json('POST', `${base}/reviews`, { commit_id: pull.head.sha, event: 'COMMENT', body: `Implementations for ${comments.length} stub(s).`, comments });
  mark('review');
  return { requests: gh.requests, suggestions: comments.length, sourceFiles: parsed.length, definitions: graph.defs.length, edges: graph.edgeCount, marks };
}
