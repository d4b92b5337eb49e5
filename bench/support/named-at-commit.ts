/**
 * What the repository had named at a commit (the held-out sets' "never used before" rule): the text of every file tracked
 * under bench/, test/, src/, docs/ and scripts/ at that commit, *.log and *.json left out (run logs and frozen populations),
 * read with `git grep` (one call; no working tree needed).
 */
import { execFileSync } from 'node:child_process';

/** Lines of the tracked files at `commit` that match the extended regex `pattern` (`exclude`: more paths left out). */
export function linesAtCommit(commit: string, pattern: string, exclude: readonly string[] = []): string[] {
  let out = '';
  try {
    out = execFileSync('git', ['grep', '-I', '-h', '-E', pattern, commit, '--', 'bench', 'test', 'src', 'docs', 'scripts', ':!*.log', ':!*.json', ...exclude.map((p) => `:!${p}`)], { maxBuffer: 1 << 28, timeout: 120_000 }).toString('utf8');
  } catch (e) {
    // git grep exits 1 when nothing matches.
    if ((e as { status?: number }).status !== 1) throw e;
  }
  return out.split('\n').filter((l) => l !== '');
}
