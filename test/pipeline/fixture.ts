/** A small Python repository on disk for pipeline and CLI tests, plus a hand-built retriever. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RepoSource } from '../../src/core/ports.js';
import type { RetrievalOptions, RetrievalResult, RetrievalTarget } from '../../src/core/retrieval/types.js';

export const GEOMETRY = `"""Shapes."""
import math

from .units import to_metres


def circle_area(radius: float) -> float:
    """Area of a circle."""
    return math.pi * radius ** 2


def ring_area(outer: float, inner: float) -> float:
    """Area between two circles, in square metres."""
    pass


class Square:
    def __init__(self, side: float):
        self.side = side

    def area(self) -> float:
        """Area in square metres."""
        ...
`;

export const UNITS = `def to_metres(value: float, unit: str = "m") -> float:
    """Converts a length to metres."""
    return value / 100 if unit == "cm" else value
`;

export function makeRepo(files: Record<string, string> = { 'geo/shapes.py': GEOMETRY, 'geo/units.py': UNITS, 'geo/__init__.py': '' }): string {
  const root = mkdtempSync(join(tmpdir(), 'dycoder-impl-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

export interface RecordingRetrieve {
  (source: RepoSource, target: RetrievalTarget, options: RetrievalOptions): Promise<RetrievalResult>;
  calls: { target: RetrievalTarget; options: RetrievalOptions; fileText: string | undefined }[];
}

/** Returns the target's file (as the source holds it at call time) and units.py as context. */
export function handRetrieve(): RecordingRetrieve {
  const calls: RecordingRetrieve['calls'] = [];
  const fn = async (source: RepoSource, target: RetrievalTarget, options: RetrievalOptions): Promise<RetrievalResult> => {
    const fileText = await source.readFile(target.file);
    const units = (await source.readFile('geo/units.py')) ?? '';
    calls.push({ target, options, fileText });
    return {
      target: { file: target.file, name: target.qualname, line: 1 },
      retriever: options.retriever,
      items: [{ file: 'geo/units.py', name: 'to_metres', kind: 'function', reason: 'import', hop: 1, tokens: 30 }],
      context: `# geo/units.py\n${units}`,
      tokens: 30,
      graph: { nodes: 2, edges: 1, hops: 1, mermaid: 'graph LR\n  a --> b' },
      stats: { filesRead: 2, bytesRead: 100, ms: 1 },
    };
  };
  return Object.assign(fn, { calls });
}
