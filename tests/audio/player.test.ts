import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SoundPlayer, type HowlInit, type HowlLike } from '../../renderer/common/audio/sounds';

type Call = [string, ...unknown[]];

class FakeHowl implements HowlLike {
  calls: Call[] = [];
  private nextId = 1;
  playListeners = new Map<number, (id: number) => void>();
  constructor(readonly init: HowlInit) {}
  play(): number {
    const id = this.nextId++;
    this.calls.push(['play', id]);
    return id;
  }
  stop(id?: number): this {
    this.calls.push(['stop', id]);
    return this;
  }
  volume(v: number, id?: number): this {
    this.calls.push(['volume', v, id]);
    return this;
  }
  fade(from: number, to: number, ms: number, id?: number): this {
    this.calls.push(['fade', from, to, ms, id]);
    return this;
  }
  once(_event: 'play', cb: (id: number) => void, id?: number): this {
    this.playListeners.set(id ?? 0, cb);
    return this;
  }
  unload(): void {
    this.calls.push(['unload']);
  }
  started(id: number): void {
    this.playListeners.get(id)?.(id);
  }
}

function setup(opts: ConstructorParameters<typeof SoundPlayer>[0] = {}) {
  const howls: FakeHowl[] = [];
  const player = new SoundPlayer({
    crossFadeMs: 1000,
    ...opts,
    createHowl: (init) => {
      const h = new FakeHowl(init);
      howls.push(h);
      return h;
    },
  });
  const bySrc = (file: string): FakeHowl => {
    const h = howls.find((x) => x.init.src[0].endsWith(file));
    if (!h) throw new Error(`no howl for ${file}`);
    return h;
  };
  return { player, howls, bySrc };
}

describe('SoundPlayer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays a cue from /audio/ at master × effects × trim', () => {
    const { player, bySrc } = setup({ master: 0.5, effects: 0.8 });
    expect(player.playCue('death')).toBe(true);
    const h = bySrc('/audio/death.ogg');
    expect(h.init.loop).toBe(false);
    expect(h.calls).toContainEqual(['volume', 0.4, undefined]);
    expect(h.calls).toContainEqual(['play', 1]);
    // the tick carries its own trim from the manifest
    player.playCue('tick');
    const tick = bySrc('/audio/tick.ogg');
    expect(tick.calls[0][1]).toBeCloseTo(0.4 * 0.55, 6);
  });

  it('does nothing when muted', () => {
    const { player, howls } = setup({ muted: true });
    expect(player.playCue('reveal')).toBe(false);
    expect(howls.length).toBe(0);
  });

  it('drops a cue that only starts long after it was requested (autoplay locked)', () => {
    let now = 0;
    const { player, bySrc } = setup({ now: () => now, maxCueDelayMs: 1500 });
    player.playCue('vote-open');
    const h = bySrc('vote-open.ogg');
    now = 5000; // the user finally clicked; Howler flushes its queue
    h.started(1);
    expect(h.calls).toContainEqual(['stop', 1]);

    player.playCue('vote-open');
    now = 5100;
    h.started(2);
    expect(h.calls).not.toContainEqual(['stop', 2]);
  });

  it('cross-fades between ambiences and stops the old loop after the fade', () => {
    const { player, bySrc } = setup({ music: 0.5 });
    player.setAmbience('night');
    const night = bySrc('night-ambience.ogg');
    expect(night.init.loop).toBe(true);
    const target = 0.5 * 0.6; // music × manifest trim
    expect(night.calls).toContainEqual(['fade', 0, target, 1000, 1]);
    expect(player.ambience).toBe('night');

    player.setAmbience('night'); // same bed: no restart
    expect(night.calls.filter((c) => c[0] === 'play').length).toBe(1);

    player.setAmbience('day');
    const day = bySrc('day-ambience.ogg');
    expect(day.calls).toContainEqual(['fade', 0, target, 1000, 1]);
    expect(night.calls).toContainEqual(['fade', target, 0, 1000, 1]);
    expect(night.calls).not.toContainEqual(['stop', 1]);
    vi.advanceTimersByTime(1100);
    expect(night.calls).toContainEqual(['stop', 1]);

    player.setAmbience(null);
    expect(player.ambience).toBeNull();
    expect(day.calls).toContainEqual(['fade', target, 0, 1000, 1]);
  });

  it('applies volume changes to the running ambience', () => {
    const { player, bySrc } = setup({ music: 1 });
    player.setAmbience('day');
    player.setMusicVolume(0.25);
    expect(bySrc('day-ambience.ogg').calls).toContainEqual(['volume', 0.25 * 0.6, 1]);
    player.setMuted(true);
    expect(bySrc('day-ambience.ogg').calls).toContainEqual(['volume', 0, 1]);
    expect(player.volumes).toEqual({ master: 1, music: 0.25, effects: 1, muted: true });
  });

  it('never throws when Howler cannot play', () => {
    const player = new SoundPlayer({
      createHowl: () => {
        throw new Error('no audio');
      },
    });
    expect(player.playCue('dawn')).toBe(false);
    expect(() => player.setAmbience('night')).not.toThrow();
    expect(player.ambience).toBeNull();
    expect(() => player.dispose()).not.toThrow();
  });

  it('constructs real Howler instances outside a browser without throwing', () => {
    vi.useRealTimers();
    const player = new SoundPlayer();
    expect(() => player.playCue('tick')).not.toThrow();
    expect(() => player.setAmbience('night')).not.toThrow();
    player.dispose();
  });
});
