import { describe, expect, it } from 'vitest';
import { memoryGraph, py } from '../graph/memory-source.js';

// A Go package as pion/webrtc lays one out: one directory of many files, each type in a file named after
// it in lower case without separators (rtptransceiver.go for RTPTransceiver). Looking a package-level name
// up reads that file first, though its name shares no word with the name's words (RTP, Transceiver).
const files: Record<string, string> = { 'go.mod': 'module example.com/webrtc\n\ngo 1.19\n' };
for (let i = 0; i < 30; i += 1) {
  files[`a${String(i).padStart(2, '0')}filler.go`] = `package webrtc\n\n// Filler${i} is another type of the package.\ntype Filler${i} struct {\n\tn int\n}\n`;
}
files['rtptransceiver.go'] = py(`
  package webrtc

  // RTPTransceiver pairs a sender and a receiver.
  type RTPTransceiver struct {
  	mid string
  }
`);
files['peerconnection.go'] = py(`
  package webrtc

  func findByMid(mid string, list []*RTPTransceiver) *RTPTransceiver {
  	panic("not implemented")
  }
`);

describe('Go: a package-level name is looked for first in the file named after it', () => {
  it('reads rtptransceiver.go for RTPTransceiver before the other files of the package', async () => {
    const { source, resolver } = await memoryGraph(files);
    const sym = await resolver.lookupInModule('peerconnection.go', 'RTPTransceiver');
    expect(sym?.kind === 'definition' ? `${sym.file}:${sym.def.qualname}` : undefined).toBe('rtptransceiver.go:RTPTransceiver');
    expect(source.read.filter((f) => f.endsWith('.go'))).toEqual(['peerconnection.go', 'rtptransceiver.go']);
  });
});
