/**
 * Keeps the phone's screen on while a game runs. The Screen Wake Lock API where the page may use
 * it (a secure context: https or localhost); elsewhere — the host serves the phones over plain
 * http on the local network, where Wake Lock does not exist — the usual muted looping video
 * technique: a playing, muted, inline video keeps the screen awake on Android and iOS. A video may
 * only start from a tap, so it starts at the first tap once the game has begun, and again at any
 * tap after the page was hidden. The video is drawn from a tiny canvas, so no media file ships.
 */
type Sentinel = { release(): Promise<void>; addEventListener(type: 'release', cb: () => void): void };
type WakeLockApi = { request(type: 'screen'): Promise<Sentinel> };

export type KeepAwakeMode = 'wakeLock' | 'video' | 'none';

export class ScreenKeeper {
  private wanted = false;
  private sentinel: Sentinel | null = null;
  private video: HTMLVideoElement | null = null;
  private painter: ReturnType<typeof setInterval> | null = null;
  private readonly api: WakeLockApi | null;

  constructor(private readonly win: Window = window) {
    const nav = win.navigator as Navigator & { wakeLock?: WakeLockApi };
    this.api = win.isSecureContext && nav.wakeLock ? nav.wakeLock : null;
    win.document.addEventListener('visibilitychange', () => {
      // The browser drops a wake lock when the page is hidden: take it again on the way back.
      if (win.document.visibilityState === 'visible' && this.wanted) void this.acquire();
    });
    // A video can only start from a user gesture.
    win.addEventListener('pointerdown', () => {
      if (this.wanted && this.mode() === 'video' && this.video?.paused !== false) void this.playVideo();
    }, { capture: true, passive: true });
  }

  mode(): KeepAwakeMode {
    if (this.api) return 'wakeLock';
    const canvas = this.win.document.createElement('canvas') as HTMLCanvasElement & { captureStream?: unknown };
    return typeof canvas.captureStream === 'function' ? 'video' : 'none';
  }

  /** On during a game, off otherwise. */
  set(on: boolean): void {
    if (on === this.wanted) return;
    this.wanted = on;
    if (on) void this.acquire();
    else this.release();
  }

  /** Whether something holds the screen on right now (tests and the lobby's words). */
  holding(): boolean {
    return !!this.sentinel || (!!this.video && !this.video.paused);
  }

  private async acquire(): Promise<void> {
    if (this.api) {
      if (this.sentinel) return;
      try {
        const s = await this.api.request('screen');
        if (!this.wanted) return void s.release();
        this.sentinel = s;
        s.addEventListener('release', () => { if (this.sentinel === s) this.sentinel = null; });
      } catch {
        // Refused (battery saver, hidden page): the next visibility change or tap tries again.
      }
      return;
    }
    await this.playVideo();
  }

  private async playVideo(): Promise<void> {
    if (this.mode() !== 'video') return;
    if (!this.video) this.video = this.makeVideo();
    try {
      await this.video.play();
    } catch {
      // Not from a tap yet: the next tap starts it.
    }
  }

  private makeVideo(): HTMLVideoElement {
    const doc = this.win.document;
    const canvas = doc.createElement('canvas') as HTMLCanvasElement & { captureStream(fps: number): MediaStream };
    canvas.width = 2;
    canvas.height = 2;
    const ctx = canvas.getContext('2d');
    let tick = 0;
    // A stream only moves when the canvas changes: repaint a pixel once a second.
    this.painter = setInterval(() => {
      if (!ctx) return;
      tick = 1 - tick;
      ctx.fillStyle = tick ? '#000001' : '#000000';
      ctx.fillRect(0, 0, 2, 2);
    }, 1000);
    const video = doc.createElement('video');
    video.muted = true;
    video.loop = true;
    video.setAttribute('playsinline', '');
    video.setAttribute('muted', '');
    video.setAttribute('aria-hidden', 'true');
    video.dataset.testid = 'keep-awake-video';
    video.style.cssText = 'position:fixed;left:0;bottom:0;width:1px;height:1px;opacity:0.01;pointer-events:none;';
    video.srcObject = canvas.captureStream(1);
    doc.body.appendChild(video);
    return video;
  }

  private release(): void {
    const s = this.sentinel;
    this.sentinel = null;
    if (s) void s.release().catch(() => {});
    if (this.video) {
      this.video.pause();
      this.video.remove();
      this.video = null;
    }
    if (this.painter) clearInterval(this.painter);
    this.painter = null;
  }
}
