/**
 * Night padding: at night, a listener on the Wi-Fi must not tell roles (or who acted) from the
 * size of each phone's frames. Every seat's frame of one broadcast (of one kind: patch or whole
 * view) is padded with spaces (a `pad` field the clients ignore) to one common size: the largest
 * of them rounded up to a bucket, so the size says neither whose frame was largest nor by how much.
 */

/** `,"pad":""` — what an empty pad field adds to a frame. */
export const PAD_OVERHEAD = 9;

/** The smallest bucket: night patches fit in it nearly always. */
export const MIN_BUCKET = 1024;

/** The common size for frames of at most `bytes` bytes: 1, 2, 3, 4 KiB, then powers of two. */
export function bucket(bytes: number): number {
  const need = bytes + PAD_OVERHEAD;
  if (need <= MIN_BUCKET) return MIN_BUCKET;
  if (need <= 4 * MIN_BUCKET) return Math.ceil(need / MIN_BUCKET) * MIN_BUCKET;
  let b = 8 * MIN_BUCKET;
  while (b < need) b *= 2;
  return b;
}

/** `frame` (a JSON object's UTF-8 bytes) grown to exactly `target` bytes with a pad field. */
export function padTo(frame: Buffer, target: number): Buffer {
  const spaces = target - frame.length - PAD_OVERHEAD;
  if (spaces < 0) throw new Error(`frame of ${frame.length} bytes does not fit ${target}`);
  if (frame[frame.length - 1] !== 0x7d) throw new Error('not a JSON object');
  const out = Buffer.allocUnsafe(target);
  frame.copy(out, 0, 0, frame.length - 1);
  out.write(`,"pad":"${' '.repeat(spaces)}"}`, frame.length - 1, 'latin1');
  return out;
}

/** Pads every frame to the common bucket of the largest; returns the padded frames in order. */
export function padAll(frames: Buffer[]): Buffer[] {
  if (frames.length === 0) return frames;
  let largest = 0;
  for (const f of frames) largest = Math.max(largest, f.length);
  const target = bucket(largest);
  return frames.map((f) => padTo(f, target));
}
