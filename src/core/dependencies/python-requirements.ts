/**
 * The Python distributions a repository names, with the version it pins (`name==1.2.3`), from its requirements files
 * (`requirements*.txt`), pyproject.toml's `[project] dependencies` and setup.cfg's `install_requires`: which
 * distributions the remote dependency adapter may open, and at which version (else the newest). Pure: texts in.
 */
import type { RepoSource } from '../ports.js';

export interface PythonRequirement {
  /** The distribution's normalized name (PEP 503: lower case, runs of `-_.` as `-`). */
  name: string;
  /** The pinned version (`==`), when the line pins one. */
  version?: string;
}

export const normalizeDistribution = (name: string): string => name.toLowerCase().replace(/[-_.]+/g, '-');

/** `name[extras] (==|>=|...) version ; marker` at the start of a line; a bounded pattern (no nested quantifiers). */
const REQUIREMENT = /^\s*([A-Za-z0-9][A-Za-z0-9._-]{0,200})\s*(?:\[[^\]]{0,200}\])?\s*(?:===?\s*([A-Za-z0-9.+!_-]{1,64}))?/;

function requirementOf(line: string): PythonRequirement | undefined {
  const text = line.replace(/#.*$/, '').trim();
  if (text === '' || text.startsWith('-') || /^[a-z+]+:\/\//i.test(text)) return undefined;
  const m = REQUIREMENT.exec(text);
  if (!m) return undefined;
  const pinned = m[2];
  return { name: normalizeDistribution(m[1]!), ...(pinned !== undefined && !pinned.includes('*') ? { version: pinned } : {}) };
}

/** The quoted strings of pyproject.toml's `[project]` table's `dependencies = [...]`. */
function pyprojectLines(text: string): string[] {
  const project = /^\[project\]\s*$/m.exec(text);
  if (!project) return [];
  const rest = text.slice(project.index + project[0].length);
  const end = /^\[/m.exec(rest);
  const table = end ? rest.slice(0, end.index) : rest;
  const deps = /^dependencies\s*=\s*\[([^\]]*)\]/m.exec(table);
  return deps ? [...deps[1]!.matchAll(/["']([^"'\n]{1,300})["']/g)].map((q) => q[1]!) : [];
}

/** setup.cfg's `install_requires =` value lines (the indented lines that follow it). */
function setupCfgLines(text: string): string[] {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => /^install_requires\s*=/.test(l));
  if (at < 0) return [];
  const out = [lines[at]!.replace(/^install_requires\s*=/, '')];
  for (const l of lines.slice(at + 1)) {
    if (!/^\s+\S/.test(l)) break;
    out.push(l);
  }
  return out;
}

/** The files whose requirements are read, by repository path. */
export function isRequirementsFile(path: string): boolean {
  return /(^|\/)requirements[\w.-]*\.txt$/.test(path) || path === 'pyproject.toml' || path === 'setup.cfg';
}

/** Every requirement the files name (a pin wins over an unpinned mention of the same distribution). */
export function pythonRequirements(files: ReadonlyMap<string, string>): PythonRequirement[] {
  const out = new Map<string, PythonRequirement>();
  for (const [path, text] of files) {
    const lines = path.endsWith('pyproject.toml') ? pyprojectLines(text) : path.endsWith('setup.cfg') ? setupCfgLines(text) : text.split('\n');
    for (const line of lines) {
      const r = requirementOf(line);
      if (r !== undefined && (out.get(r.name)?.version === undefined)) out.set(r.name, r);
    }
  }
  return [...out.values()];
}

/** Requirements files read per repository at most (a monorepo's many `requirements-*.txt`). */
const MAX_REQUIREMENTS_FILES = 12;

/** The repository's requirements, read through its source (the root's files and `requirements*.txt` anywhere). */
export async function readPythonRequirements(source: RepoSource): Promise<PythonRequirement[]> {
  const paths = (await source.listFiles()).filter(isRequirementsFile).sort((a, b) => a.split('/').length - b.split('/').length).slice(0, MAX_REQUIREMENTS_FILES);
  const texts = await Promise.all(paths.map(async (p) => [p, await source.readFile(p).catch(() => undefined)] as const));
  return pythonRequirements(new Map(texts.filter((t): t is readonly [string, string] => t[1] !== undefined)));
}
