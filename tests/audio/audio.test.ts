import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  LOOP_SECONDS,
  SAMPLE_RATE,
  encodeWav,
  renderSound,
  soxAvailable,
  writeSound,
} from '../../assets/audio/generate';
import { AUDIO_BASE_URL, SOUNDS, SOUND_IDS, soundUrl, type SoundEntry } from '../../renderer/common/audio/manifest';

const AUDIO_DIR = fileURLToPath(new URL('../../assets/audio/', import.meta.url));
const MAX_TOTAL_BYTES = 4 * 1024 * 1024;

/** Size budget per file: compressed OGG is small; the WAV fallback is bounded by duration. */
function budget(entry: SoundEntry, ext: string): number {
  const ambience = entry.kind === 'ambience';
  if (ext === 'ogg') return ambience ? 400 * 1024 : 120 * 1024;
  return 44 + (ambience ? 30 : 8) * SAMPLE_RATE * 2;
}

interface AudioInfo {
  channels: number;
  sampleRate: number;
  seconds: number;
}

function parseWav(buf: Buffer): AudioInfo {
  expect(buf.toString('ascii', 0, 4)).toBe('RIFF');
  expect(buf.readUInt32LE(4)).toBe(buf.length - 8);
  expect(buf.toString('ascii', 8, 12)).toBe('WAVE');
  expect(buf.toString('ascii', 12, 16)).toBe('fmt ');
  expect(buf.readUInt16LE(20)).toBe(1); // PCM
  const channels = buf.readUInt16LE(22);
  const sampleRate = buf.readUInt32LE(24);
  const bits = buf.readUInt16LE(34);
  expect(bits).toBe(16);
  expect(buf.readUInt32LE(28)).toBe(sampleRate * channels * 2);
  expect(buf.toString('ascii', 36, 40)).toBe('data');
  const dataBytes = buf.readUInt32LE(40);
  expect(dataBytes).toBe(buf.length - 44);
  return { channels, sampleRate, seconds: dataBytes / (2 * channels * sampleRate) };
}

/** Walk the Ogg pages, check framing, read the Vorbis identification header and last granule. */
function parseOgg(buf: Buffer): AudioInfo {
  let off = 0;
  let pages = 0;
  let lastGranule = 0n;
  let channels = 0;
  let sampleRate = 0;
  while (off < buf.length) {
    expect(buf.toString('ascii', off, off + 4)).toBe('OggS');
    expect(buf[off + 4]).toBe(0); // stream structure version
    const headerType = buf[off + 5];
    const granule = buf.readBigInt64LE(off + 6);
    const segments = buf[off + 26];
    let bodyLen = 0;
    for (let i = 0; i < segments; i++) bodyLen += buf[off + 27 + i];
    const body = off + 27 + segments;
    if (pages === 0) {
      expect(headerType & 0x02).toBe(0x02); // beginning of stream
      expect(buf[body]).toBe(1); // identification header packet
      expect(buf.toString('ascii', body + 1, body + 7)).toBe('vorbis');
      channels = buf[body + 11];
      sampleRate = buf.readUInt32LE(body + 12);
    }
    if (granule >= 0n) lastGranule = granule;
    pages++;
    off = body + bodyLen;
    if (off === buf.length) expect(headerType & 0x04).toBe(0x04); // end of stream
  }
  expect(off).toBe(buf.length);
  expect(pages).toBeGreaterThanOrEqual(3);
  return { channels, sampleRate, seconds: Number(lastGranule) / sampleRate };
}

function fileFor(entry: SoundEntry): string {
  return join(AUDIO_DIR, entry.file);
}

describe('audio manifest and committed files', () => {
  it('lists every sound id once with a /audio/ URL', () => {
    expect(Object.keys(SOUNDS).sort()).toEqual([...SOUND_IDS].sort());
    expect(AUDIO_BASE_URL).toBe('/audio/');
    for (const id of SOUND_IDS) {
      expect(SOUNDS[id].id).toBe(id);
      expect(soundUrl(id)).toBe(`/audio/${SOUNDS[id].file}`);
      expect(SOUNDS[id].volume).toBeGreaterThan(0);
      expect(SOUNDS[id].volume).toBeLessThanOrEqual(1);
    }
  });

  it.each(SOUND_IDS.map((id) => [id, SOUNDS[id]] as const))('%s: file exists, is non-empty, within budget, valid header', (_id, entry) => {
    const path = fileFor(entry);
    expect(existsSync(path), `${entry.file} missing — run npm run audio`).toBe(true);
    const buf = readFileSync(path);
    const ext = entry.file.split('.').pop() ?? '';
    expect(buf.length).toBeGreaterThan(0);
    expect(buf.length).toBeLessThanOrEqual(budget(entry, ext));
    const info = ext === 'ogg' ? parseOgg(buf) : ext === 'wav' ? parseWav(buf) : null;
    expect(info, `unsupported extension ${ext}`).not.toBeNull();
    expect(info!.channels).toBe(1);
    expect(info!.sampleRate).toBeGreaterThanOrEqual(22050);
    expect(info!.sampleRate).toBeLessThanOrEqual(32000);
    if (entry.kind === 'ambience') {
      expect(info!.seconds).toBeCloseTo(LOOP_SECONDS, 2);
    } else {
      expect(info!.seconds).toBeGreaterThan(0.05);
      expect(info!.seconds).toBeLessThan(8);
    }
  });

  it('keeps the whole folder under 4 MB and contains nothing unexpected', () => {
    const expected = new Set([...SOUND_IDS.map((id) => SOUNDS[id].file), 'generate.ts', 'README.md']);
    const files = readdirSync(AUDIO_DIR);
    for (const f of files) expect(expected.has(f), `unexpected file assets/audio/${f}`).toBe(true);
    const total = files.reduce((sum, f) => sum + statSync(join(AUDIO_DIR, f)).size, 0);
    expect(total).toBeLessThan(MAX_TOTAL_BYTES);
  });
});

describe('generator', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'nightfall-audio-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('renders the same samples twice', () => {
    const a = renderSound('vote-open');
    const b = renderSound('vote-open');
    expect(a.length).toBeGreaterThan(0);
    expect(Buffer.from(a.buffer).equals(Buffer.from(b.buffer))).toBe(true);
  });

  it('writes byte-identical files on two runs (WAV, and OGG when SoX is present)', () => {
    const formats = soxAvailable() ? (['wav', 'ogg'] as const) : (['wav'] as const);
    for (const format of formats) {
      const one = writeSound('tick', join(tmp, `${format}-1`), { format });
      const two = writeSound('tick', join(tmp, `${format}-2`), { format });
      expect(one.format).toBe(format);
      const bytesOne = readFileSync(one.path);
      expect(bytesOne.length).toBeGreaterThan(44);
      expect(bytesOne.equals(readFileSync(two.path))).toBe(true);
      if (format === 'wav') parseWav(bytesOne);
      else parseOgg(bytesOne);
    }
  });

  it('normalises to about -3 dBFS without clipping', () => {
    const x = renderSound('tick');
    let peak = 0;
    for (const v of x) peak = Math.max(peak, Math.abs(v));
    expect(20 * Math.log10(peak)).toBeCloseTo(-3, 1);
    const wav = encodeWav(x);
    expect(parseWav(wav).seconds).toBeCloseTo(x.length / SAMPLE_RATE, 6);
  });

  it.each(['night-ambience', 'day-ambience'] as const)('%s loops seamlessly', (id) => {
    const x = renderSound(id);
    expect(x.length).toBe(LOOP_SECONDS * SAMPLE_RATE);
    const steps: number[] = [];
    for (let i = 1; i < x.length; i++) steps.push(Math.abs(x[i] - x[i - 1]));
    steps.sort((p, q) => p - q);
    const p999 = steps[Math.floor(steps.length * 0.999)];
    // The jump from the last sample back to the first is no bigger than an ordinary step.
    expect(Math.abs(x[0] - x[x.length - 1])).toBeLessThanOrEqual(p999);
    // And the loudness either side of the seam matches.
    const win = Math.round(0.25 * SAMPLE_RATE);
    const rms = (from: number, to: number): number => {
      let s = 0;
      for (let i = from; i < to; i++) s += x[i] * x[i];
      return Math.sqrt(s / (to - from));
    };
    const head = rms(0, win);
    const tail = rms(x.length - win, x.length);
    expect(Math.abs(20 * Math.log10(head / tail))).toBeLessThan(6);
  });
});
