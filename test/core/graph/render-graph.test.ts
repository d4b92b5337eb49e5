import { describe, expect, it } from 'vitest';
import { PartialGraph } from '../../../src/core/graph/partial-graph.js';
import { renderGraphText, renderMermaid } from '../../../src/core/graph/render-graph.js';

function sample(): PartialGraph {
  const g = new PartialGraph();
  g.addNode({ id: 'a.py:f', file: 'a.py', qualname: 'f', kind: 'function', hop: 0, reason: 'target' });
  g.addNode({ id: 'b.py:G', file: 'b.py', qualname: 'G', kind: 'class', hop: 1, reason: 'call' });
  g.addNode({ id: 'b.py:G.m', file: 'b.py', qualname: 'G.m', kind: 'method', hop: 2, reason: 'member' });
  g.addEdge('a.py:f', 'b.py:G', 'call');
  g.addEdge('a.py:f', 'b.py:G', 'call');
  g.addEdge('b.py:G', 'b.py:G.m', 'member');
  return g;
}

describe('graph rendering', () => {
  it('draws nodes with shapes by role and labelled, de-duplicated edges', () => {
    const text = renderMermaid(sample());
    expect(text.split('\n')[0]).toBe('graph LR');
    expect(text).toContain('n0(["f<br/>a.py"])');
    expect(text).toContain('n1[["G<br/>b.py"]]');
    expect(text).toContain('n0 -->|call| n1');
    expect(text.match(/-->\|call\|/g)).toHaveLength(1);
  });

  it('keeps only the chosen nodes (and the target) when asked', () => {
    const text = renderMermaid(sample(), new Set(['b.py:G']));
    expect(text).not.toContain('G.m');
    expect(text).toContain('n0 -->|call| n1');
  });

  it('shows a hostile file name in a label without Mermaid rendering it as HTML or Markdown', () => {
    const g = new PartialGraph();
    const file = 'd/`x` <img src=x onerror=alert(1)> "q" #1.py';
    g.addNode({ id: `${file}:f`, file, qualname: 'f', kind: 'function', hop: 0, reason: 'target' });
    const label = renderMermaid(g).split('\n')[1]!;
    expect(label).toBe('  n0(["f<br/>#96;x#96; #60;img src=x onerror=alert(1)#62; #34;q#34; #35;1.py"])');
  });

  it('lists edges as text', () => {
    expect(renderGraphText(sample())).toBe('a.py:f --call--> b.py:G\nb.py:G --member--> b.py:G.m');
  });

  it('keeps the smallest hop when a node is reached twice', () => {
    const g = sample();
    g.addNode({ id: 'b.py:G.m', file: 'b.py', qualname: 'G.m', kind: 'method', hop: 1, reason: 'call' });
    expect(g.nodes.get('b.py:G.m')?.hop).toBe(1);
    expect(g.maxHop()).toBe(1);
  });
});
