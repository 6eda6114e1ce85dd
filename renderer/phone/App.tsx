import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { aheadOf } from './game/ahead.js';
import { LangProvider, useT } from './i18n.js';
import { Fatal } from './screens/Fatal.js';
import { Join } from './screens/Join.js';
import { Lobby } from './screens/Lobby.js';
import { ConnectionBanner, NoticeToast, Splash } from './screens/Status.js';
import type { PhoneStore, Snapshot } from './store.js';
import { StoreContext } from './storeContext.js';
import { ScreenKeeper } from './wakeLock.js';
import { whenIdle } from '../common/whenIdle.js';
import { lazyWithRetry } from '../common/lazyWithRetry.js';
import { ScreenErrorBoundary } from '../common/ScreenErrorBoundary.js';

/** One per page: keeps the screen on while a game runs (wakeLock.ts). */
const keeper = typeof window !== 'undefined' ? new ScreenKeeper() : null;

// A chunk that fails is tried again, then the page reloads once (the seat token survives it).
const GameScreen = lazyWithRetry(() => import('./game/GameScreen.js'), 'GameScreen');

/** Prefetch the game screen while the player is in the lobby, so the deal shows at once. */
function prefetchGame(): void {
  whenIdle(() => void GameScreen.preload(), 1500);
}

export function App({ store }: { store: PhoneStore }) {
  const snap = useSyncExternalStore(store.subscribe, store.get);
  // A phone past a held night step (game/ahead.ts) stays dark like the rest of the table; a dead
  // player's phone is dark all game long, since the dead stay at the table (issue 27).
  const dead = snap.game?.me?.alive === false && snap.game.phase !== 'over';
  const night = snap.room?.phase === 'game' && (snap.game?.phase === 'night' || aheadOf(snap) !== null || dead);

  useEffect(prefetchGame, []);
  const inGame = snap.room?.phase === 'game' && !!snap.you?.playerId;
  useEffect(() => keeper?.set(inGame), [inGame]);
  useEffect(() => {
    // Back from a locked screen or another app during a game: a gentle reminder (the screen keeper
    // tries to hold the screen on, but a phone may still lock).
    const onVisible = () => {
      const s = store.get();
      if (document.visibilityState === 'visible' && s.room?.phase === 'game' && s.game?.me?.alive) store.notify('SCREEN');
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [store]);
  // A new screen opens at its top: the game's face-down card sits there, and the VIP who tapped
  // "Start" at the foot of a long lobby (twelve seats) would otherwise land below it.
  const screen = screenName(snap);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [screen]);
  useEffect(() => {
    const color = night ? '#000000' : '#05080a';
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
    document.body.style.background = color;
  }, [night]);

  return (
    <StoreContext.Provider value={store}>
      <LangProvider lang={snap.lang}>
        <div className={`app${night ? ' is-night' : ' is-day'}`} data-screen={screenName(snap)}>
          <ConnectionBanner snap={snap} />
          {/* Whatever fails inside shows "Reconnecting…", never a white page (a new screen starts afresh). */}
          <ScreenErrorBoundary key={screenName(snap)} lang={snap.lang} where={screenName(snap)}>
            <Screen snap={snap} store={store} />
          </ScreenErrorBoundary>
          <NoticeToast snap={snap} onDismiss={() => store.dismissNotice()} />
        </div>
      </LangProvider>
    </StoreContext.Provider>
  );
}

export function screenName(snap: Snapshot): string {
  if (snap.fatal) return `fatal-${snap.fatal}`;
  if (!snap.synced || !snap.room) return 'connecting';
  const joined = !!snap.you?.playerId;
  if (!joined) return snap.room.phase === 'lobby' ? 'join' : 'running';
  if (snap.room.phase === 'lobby' || !snap.game) return 'lobby';
  return 'game';
}

function Screen({ snap, store }: { snap: Snapshot; store: PhoneStore }) {
  const t = useT();
  const screen = screenName(snap);
  switch (screen) {
    case 'fatal-kicked':
    case 'fatal-version':
    case 'fatal-replaced':
    case 'fatal-handedOver':
      return <Fatal kind={snap.fatal!} />;
    case 'connecting':
      return <Splash status={snap.status} />;
    case 'join':
      return <Join snap={snap} store={store} />;
    case 'running':
      return <Join snap={snap} store={store} running />;
    case 'lobby':
      return <Lobby snap={snap} store={store} />;
    default:
      return (
        <Suspense fallback={<div className="splash"><p className="muted">{t('phone.loading')}</p></div>}>
          <GameScreen snap={snap} store={store} />
        </Suspense>
      );
  }
}
