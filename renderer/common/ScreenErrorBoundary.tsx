/**
 * Around each screen of the phone and the TV: whatever goes wrong inside (a chunk that would not
 * load, a screen that threw while drawing), the player sees a calm "Reconnecting…" panel in his
 * language, never a white page. The error goes to the host's log (errorReport.ts); the boundary
 * loads the failed chunks again and redraws the screen, with back-off, until it works, and after
 * a few failures reloads the page once (lazyWithRetry.ts guards the reload against a loop).
 */
import { Component, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { errorReports } from './errorReport.js';
import { RECOVER_STRINGS } from './i18n/recover.js';
import { isChunkError, reloadOnce, retryFailedChunks } from './lazyWithRetry.js';
import type { Lang } from '../../protocol/protocol.js';

/** Waits before each new try (the last one repeats). */
export const BOUNDARY_RETRY_MS = [1500, 4000, 8000, 15000] as const;
/** Failed tries before the page is reloaded (once: see reloadOnce). */
const RELOAD_AFTER = 2;

interface Props {
  lang: Lang;
  /** Which screen this is, for the report ("game", "lobby", "tv"). */
  where: string;
  /** The TV's panel has a room-sized type. */
  size?: 'phone' | 'tv';
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };
  private tries = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private mounted = false;

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidMount(): void {
    this.mounted = true;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const e = error instanceof Error ? error : new Error(String(error));
    // The component stack says which part of the screen threw; the JS stack often only React's.
    if (!isChunkError(e) && info.componentStack && e.stack && !e.stack.includes(info.componentStack)) {
      e.stack = `${e.stack}\n${info.componentStack.trim()}`;
    }
    errorReports.report(this.props.where, isChunkError(error) ? 'chunk' : 'render', e);
    this.schedule();
  }

  override componentWillUnmount(): void {
    this.mounted = false;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    const ms = BOUNDARY_RETRY_MS[Math.min(this.tries, BOUNDARY_RETRY_MS.length - 1)];
    this.timer = setTimeout(() => void this.retry(), ms);
  }

  private async retry(): Promise<void> {
    this.timer = null;
    this.tries += 1;
    let ok = true;
    try {
      await retryFailedChunks();
    } catch {
      ok = false;
    }
    if (!this.mounted) return;
    if (this.tries >= RELOAD_AFTER && (!ok || this.tries > RELOAD_AFTER) && reloadOnce()) return;
    if (!ok) {
      this.schedule();
      return;
    }
    // The chunks are here (or it was the drawing that failed): draw the screen again. Should it
    // throw again, componentDidCatch schedules the next try.
    this.setState({ error: null });
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return <RecoverPanel lang={this.props.lang} size={this.props.size} />;
  }
}

const FONT = 'system-ui, -apple-system, "PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Microsoft YaHei", "Segoe UI", Roboto, sans-serif';

/**
 * The panel itself: dark like the game, big type, a moon like the phone's splash. Styled inline so
 * it shows even when a stylesheet did not arrive.
 */
export function RecoverPanel({ lang, size = 'phone' }: { lang: Lang; size?: 'phone' | 'tv' }) {
  const s = RECOVER_STRINGS[lang] ?? RECOVER_STRINGS.en;
  const tv = size === 'tv';
  const box: CSSProperties = {
    position: 'fixed', inset: 0, zIndex: 1000, display: 'flex', flexDirection: 'column', alignItems: 'center',
    justifyContent: 'center', gap: tv ? '2.4vh' : 16, padding: tv ? '6vh 8vw' : '32px 28px', textAlign: 'center',
    background: '#05080a', color: '#d9e3e8', fontFamily: FONT, lineHeight: 1.45,
  };
  const moon: CSSProperties = {
    width: tv ? '11vh' : 76, height: tv ? '11vh' : 76, borderRadius: '50%', opacity: 0.75, marginBottom: tv ? '2vh' : 10,
    boxShadow: `inset ${tv ? '-2.6vh -0.9vh' : '-18px -6px'} 0 0 #d9e3e8`, transform: 'rotate(-20deg)',
  };
  return (
    <div style={box} role="alert" aria-live="assertive" lang={lang} data-testid="screen-recover">
      <div style={moon} aria-hidden="true" />
      <h1 style={{ margin: 0, fontSize: tv ? '7vh' : 32, fontWeight: 700, letterSpacing: lang === 'zh-CN' ? '0.06em' : 0 }}>{s.title}</h1>
      <p style={{ margin: 0, maxWidth: tv ? '60vw' : 340, fontSize: tv ? '3.4vh' : 19, color: '#8b9ea8' }}>
        {s.body.map((sentence, i) => (
          <span key={i} style={{ display: 'inline-block' }}>{i > 0 && lang === 'en' ? '\u00a0' : ''}{sentence}</span>
        ))}
      </p>
      <button
        type="button"
        data-testid="recover-reload"
        onClick={() => location.reload()}
        style={{
          marginTop: tv ? '3vh' : 18, minHeight: tv ? '8vh' : 56, padding: tv ? '0 4vh' : '0 28px', borderRadius: 14,
          fontSize: tv ? '3.4vh' : 19, fontFamily: FONT, fontWeight: 600, color: '#f2a541', background: '#0d161b',
          border: '1px solid #f2a541', cursor: 'pointer',
        }}
      >
        {s.reload}
      </button>
    </div>
  );
}
