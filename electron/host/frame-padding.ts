/**
 * Frame padding: through a game, night and day, a listener on the Wi-Fi must not tell roles (or
 * who acted, or who holds a day power) from the size of each phone's frames. Every seat's frame of
 * one broadcast (of one kind: patch or whole view) is padded with spaces (a `pad` field the
 * clients ignore) to one common size: the largest of them rounded up to a bucket, so the size says
 * neither whose frame was largest nor by how much.
 */

/** `,"pad":""` — what an empty pad field adds to a frame. */
export const PAD_OVERHEAD = 9;

/** The smallest bucket: patches fit in it nearly always. */
export const MIN_BUCKET = 1024;

/** Up to this size buckets grow by MIN_BUCKET; past it, by doubling. */
export const LINEAR_BUCKETS_UP_TO = 16 * MIN_BUCKET;

/**
 * The common size for frames of at most `bytes` bytes: whole KiB up to 16 KiB (a nightfall's
 * patch, with the day's 24 ballots, is 4–5 KiB for every seat: rounding it to 8 would double
 * it), then powers of two. Every seat of a group gets the same size, so a finer step tells a
 * listener only a little more about the largest frame, never whose it is.
 */
export function bucket(bytes: number): number {
  const need = bytes + PAD_OVERHEAD;
  if (need <= MIN_BUCKET) return MIN_BUCKET;
  if (need <= LINEAR_BUCKETS_UP_TO) return Math.ceil(need / MIN_BUCKET) * MIN_BUCKET;
  let b = 2 * LINEAR_BUCKETS_UP_TO;
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
