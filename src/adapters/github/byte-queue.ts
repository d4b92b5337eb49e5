/** A byte queue that hands out exact-length slices across chunk boundaries (tar-extract.ts). */
export class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;
  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
  take(n: number): Buffer {
    const out = Buffer.allocUnsafe(n);
    let filled = 0;
    while (filled < n) {
      const head = this.chunks[0];
      if (!head) throw new Error('ByteQueue underflow');
      const used = Math.min(head.length, n - filled);
      head.copy(out, filled, 0, used);
      filled += used;
      if (used === head.length) this.chunks.shift();
      else this.chunks[0] = head.subarray(used);
    }
    this.length -= n;
    return out;
  }
  /** Discards `n` bytes without copying them (skipped entries can be large); `seen` gets each slice first. */
  drop(n: number, seen?: (slice: Buffer) => void): void {
    let left = n;
    while (left > 0) {
      const head = this.chunks[0];
      if (!head) throw new Error('ByteQueue underflow');
      if (left >= head.length) {
        seen?.(head);
        this.chunks.shift();
        left -= head.length;
      } else {
        seen?.(head.subarray(0, left));
        this.chunks[0] = head.subarray(left);
        left = 0;
      }
    }
    this.length -= n;
  }
}
