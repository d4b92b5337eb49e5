/**
 * Which Debian packages the retrieval benchmark runs on, and in which role (DESIGN.md §5).
 * Rules and weights are tuned on TUNING only; HELD_OUT packages are never looked at while
 * tuning and are the only ones whose numbers count as quality claims.
 */

/** The six packages the benchmark started with (also part of the tuning set). */
export const ORIGINAL = ['requests', 'flask', 'click', 'jinja2', 'werkzeug', 'rich'] as const;

/** Tuning set: the six plus fifteen more, as listed in issue 9 (`_pytest` is python3-pytest). */
export const TUNING = [
  ...ORIGINAL,
  'pygments', 'docutils', 'yaml', 'babel', 'sqlalchemy', 'urllib3', 'dateutil', 'pyparsing',
  'packaging', '_pytest', 'markdown', 'bs4', 'paramiko', 'jsonschema', 'tomlkit',
] as const;

/**
 * Held out: varied code nobody here tuned on — a large duck-typed scientific package
 * (networkx), a typed HTTP client (httpx), a serialisation library (marshmallow), a SQL parser
 * (sqlparse), an AST library with big class hierarchies (astroid), an office-file library with
 * many small classes (openpyxl) and a documentation tool (sphinx).
 */
export const HELD_OUT = ['networkx', 'httpx', 'marshmallow', 'sqlparse', 'astroid', 'openpyxl', 'sphinx'] as const;

export type PackageSet = 'default' | 'original' | 'tuning' | 'heldout' | 'all';

export function packagesOf(set: PackageSet): string[] {
  switch (set) {
    case 'original':
      return [...ORIGINAL];
    case 'tuning':
      return [...TUNING];
    case 'heldout':
      return [...HELD_OUT];
    case 'all':
      return [...TUNING, ...HELD_OUT];
    case 'default':
      return [...ORIGINAL, ...HELD_OUT];
  }
}

export function roleOf(pkg: string): 'held-out' | 'tuning' {
  return (HELD_OUT as readonly string[]).includes(pkg) ? 'held-out' : 'tuning';
}
