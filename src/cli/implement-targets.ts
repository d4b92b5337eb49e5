/** `--target FILE:QUALNAME` for `dycoder implement`: parsed, then checked against the directory. */
import type { FsRepoSource } from '../adapters/local/fs-repo-source.js';
import { languageFor } from '../core/languages/index.js';
import type { RetrievalTarget } from '../core/retrieval/types.js';
import { skipReasonText } from '../core/source/file-content.js';
import { parseTargetName } from '../core/target.js';
import { UsageError } from './io.js';

export function parseTarget(spec: string): RetrievalTarget {
  const parsed = parseTargetName(spec);
  if (!parsed.ok || parsed.target.file === undefined) throw new UsageError(`--target must look like FILE:QUALNAME (e.g. pkg/mod.py:Class.method), got "${spec}".`);
  return { file: parsed.target.file, qualname: parsed.target.qualname };
}

/** A target naming a missing file or function is a usage error (exit 2), not "nothing to do". */
export async function checkTargets(source: FsRepoSource, repo: string, targets: RetrievalTarget[]): Promise<void> {
  for (const t of targets) {
    const text = await source.readFile(t.file);
    if (text === undefined) {
      const reason = await source.skipReason(t.file);
      if (reason === undefined || reason === 'missing') throw new UsageError(`--target ${t.file}:${t.qualname}: there is no file ${t.file} in ${repo}.`);
      throw new UsageError(`--target ${t.file}:${t.qualname}: ${t.file} was not read: it is ${skipReasonText(reason)}.`);
    }
    const defined = languageFor(t.file).parse(text, t.file).definitions.some((d) => d.qualname === t.qualname && d.kind !== 'variable' && d.kind !== 'class');
    if (!defined) throw new UsageError(`--target ${t.file}:${t.qualname}: no function \`${t.qualname}\` is defined in ${t.file}.`);
  }
}
