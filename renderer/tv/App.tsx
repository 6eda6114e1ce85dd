/**
 * The TV page: a dark forest that narrates the game. Wires the host feed to the store, the
 * narrator (captions + speech), the sound director, overlays, host keys and the screens.
 */
import { MotionConfig, useReducedMotion } from 'framer-motion';
import { Howler } from 'howler';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ScenePhase } from '../common/art/index.js';
import type { SoundPlayer } from '../common/audio/sounds.js';
import { createI18n, detectLang } from '../common/i18n/index.js';
import type { Lang } from '../../protocol/protocol.js';
import { SPOKEN, type T } from './captions.js';
import { narrateBatch } from './captionFlow.js';
import { Ctx, type TvContext } from './ctx.js';
import { ambienceFor, cuesFor, Ticker } from './director.js';
import type { Feed } from './feed.js';
import { Narrator } from './narrator.js';
import { loadPrefs, savePrefs, type TvPrefs } from './prefs.js';
import { speak, stopSpeaking } from './speech.js';
import type { Batch, TvStore } from './store.js';
import { Caption } from './components/Caption.js';
import { EndScreen } from './components/EndScreen.js';
import { CoveredScreen } from './components/CoveredScreen.js';
import { Lobby } from './components/Lobby.js';
import { StorageBanner } from './components/StorageBanner.js';
import { DawnOverlay, EventOverlay, type Overlay } from './components/Overlays.js';
import { VoteReveal } from './components/VoteReveal.js';
import { SelfDestructOverlay } from './components/SelfDestruct.js';
import { DuelOverlay } from './components/Duel.js';
import { TakenOverlay } from './components/Taken.js';
import { SettingsPanel } from './components/Settings.js';
import { Forest, useForestStill } from './components/Forest.js';
import { ScreenErrorBoundary } from '../common/ScreenErrorBoundary.js';

const translators = new Map<Lang, T>();
/** How long the shortcut bar stays after the page opens or a key is pressed. */
const HINTS_MS = 6000;

/** One i18n instance per language, made once. */
function tFor(lang: Lang): T {
  let t = translators.get(lang);
  if (!t) {
    const i18n = createI18n(lang);
    t = (key, opts) => String(i18n.t(key as string, opts as never));
    translators.set(lang, t);
  }
  return t;
}

/** The stage's scale: the 1920×1080 design fitted to the window, below the storage band (`bandPx` tall). */
function useStageScale(bandPx: number): number {
  const get = () => Math.min(window.innerWidth / 1920, Math.max(1, window.innerHeight - bandPx) / 1080) || 1;
  const [s, setS] = useState(get);
  useEffect(() => {
    const on = () => setS(get());
    on();
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, [bandPx]);
  return s;
}

function toggleFullscreen(): void {
  try {
    if (window.nightfall?.toggleFullscreen) {
      void window.nightfall.toggleFullscreen();
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.();
  } catch {
    /* not allowed here */
  }
}

function audioRunning(): boolean {
  try {
    return Howler.ctx?.state === 'running';
  } catch {
    return false;
  }
}

export interface AppProps {
  store: TvStore;
  feed: Feed;
  sound: SoundPlayer | null;
  /** Screenshots: no ambient animation, no audio hint. */
  still?: boolean;
  /** Overrides the saved forest setting (benchmarks). */
  forestMode?: 'auto' | 'on' | 'off';
}

export function App({ store, feed, sound, still = false, forestMode }: AppProps) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const lang: Lang = state.room?.settings.lang ?? detectLang();
  const t = tFor(lang);
  const reducedPref = useReducedMotion() ?? false;
  const reduced = reducedPref;
  const [bandPx, setBandPx] = useState(0);
  const scale = useStageScale(bandPx);
  const [prefs, setPrefsState] = useState<TvPrefs>(loadPrefs);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirm, setConfirm] = useState<'undo' | 'end' | null>(null);
  const [toast, setToast] = useState<{ text: string; at: number } | null>(null);
  const [overlays, setOverlays] = useState<Overlay[]>([]);
  const [hold, setHold] = useState<{ phase: ScenePhase; until: number } | null>(null);
  const [unlocked, setUnlocked] = useState(() => still || audioRunning());
  // The shortcut bar shows for a few seconds, and again after each key press.
  const [keyPokes, setKeyPokes] = useState(0);
  const [hintsAwake, setHintsAwake] = useState(true);
  useEffect(() => {
    setHintsAwake(true);
    const id = setTimeout(() => setHintsAwake(false), HINTS_MS);
    return () => clearTimeout(id);
  }, [keyPokes]);

  const prefsRef = useRef(prefs);
  prefsRef.current = prefs;
  const unlockedRef = useRef(unlocked);
  unlockedRef.current = unlocked;
  const langRef = useRef(lang);
  langRef.current = lang;
  const forcedResync = useRef(false);
  const shownPhase = useRef<ScenePhase>('dusk');
  const frozenPhase = useRef<ScenePhase | null>(null);
  const tRef = useRef(t);
  tRef.current = t;

  const narrator = useMemo(() => new Narrator({
    speak: (text) => {
      const p = prefsRef.current;
      if (!p.speech || p.muted || !unlockedRef.current) return Promise.resolve();
      return speak(SPOKEN.get(text) ?? text, { lang: langRef.current, voiceURI: p.voice[langRef.current], volume: p.voiceVolume * p.master });
    },
    stop: stopSpeaking,
  }), []);

  const setPrefs = useCallback((p: TvPrefs) => {
    setPrefsState(p);
    savePrefs(p);
    if (p.muted || !p.speech) stopSpeaking();
  }, []);

  // Volumes.
  useEffect(() => {
    if (!sound) return;
    sound.setMasterVolume(prefs.master);
    sound.setMusicVolume(prefs.music);
    sound.setEffectsVolume(prefs.effects);
    sound.setMuted(prefs.muted);
  }, [sound, prefs]);

  // Ambience follows the phase.
  const ambience = ambienceFor(state.game, state.room?.phase);
  useEffect(() => {
    sound?.setAmbience(state.status === 'open' || state.room ? ambience : null);
  }, [sound, ambience, state.status, state.room]);

  // Events → narration, cues, overlays, scene.
  useEffect(() => store.onBatch((b: Batch) => {
    // The batch may bring a new language before React re-renders: read it from the batch.
    const tt = tFor(b.state.room?.settings.lang ?? langRef.current);
    if (!b.live && !b.rewound && forcedResync.current) {
      forcedResync.current = false;
      return;
    }
    const fresh = narrateBatch(narrator, b, tt, Date.now());
    if (b.rewound || !b.live) {
      setOverlays([]);
      setHold(null);
      return;
    }
    if (sound && unlockedRef.current) for (const cue of cuesFor(b.events)) sound.playCue(cue);
    if (fresh.length) setOverlays((o) => [...o, ...fresh].slice(-2));
    const now = Date.now();
    if (b.events.some((e) => e.type === 'nightFell')) setHold({ phase: 'dusk', until: now + 6000 });
    if (b.events.some((e) => e.type === 'dawn')) setHold({ phase: 'dawn', until: now + 11000 });
    if (!b.state.game) setOverlays([]);
    // Once the game is over every event becomes public; fetch the whole history for the recap
    // if the host only sent the new ones.
    if (b.events.some((e) => e.type === 'gameOver') && !b.state.log.some((e) => e.type === 'roleDealt')) {
      setTimeout(() => {
        forcedResync.current = true;
        feed.resync();
      }, 800);
    }
  }), [store, narrator, sound, feed]);

  // Overlay lifetime.
  const current = overlays[0] ?? null;
  useEffect(() => {
    if (!current) return;
    const id = setTimeout(() => setOverlays((o) => o.slice(1)), current.ms);
    return () => clearTimeout(id);
  }, [current]);

  // Scene hold expiry.
  useEffect(() => {
    if (!hold) return;
    const id = setTimeout(() => setHold(null), Math.max(0, hold.until - Date.now()));
    return () => clearTimeout(id);
  }, [hold]);

  // Ticks in the last ten seconds of a day timer.
  useEffect(() => {
    if (!sound) return;
    const ticker = new Ticker((id) => { if (unlockedRef.current) sound.playCue(id); });
    const id = setInterval(() => ticker.update(store.state.timer, store.state.game, feed.now()), 200);
    return () => clearInterval(id);
  }, [sound, store, feed]);

  // Toast on host errors.
  useEffect(() => {
    if (state.lastError) setToast({ text: t('tv.host.failed', { code: state.lastError.code }), at: state.lastError.at });
  }, [state.lastError, t]);
  useEffect(() => {
    if (!toast) return;
    const id = setTimeout(() => setToast(null), 3500);
    return () => clearTimeout(id);
  }, [toast]);

  const isHost = state.you?.device === 'tv' && state.you.host;
  const room = state.room;
  const game = state.game;

  // Keyboard: audio unlock for everyone; host controls when this TV holds the host secret.
  useEffect(() => {
    const unlock = () => {
      if (unlockedRef.current) return;
      try { void Howler.ctx?.resume(); } catch { /* no audio */ }
      setUnlocked(true);
    };
    const onPointer = () => unlock();
    const onKey = (e: KeyboardEvent) => {
      unlock();
      setKeyPokes((k) => k + 1);
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const k = e.key;
      if (confirm) {
        if (k === 'Enter' || k === 'y' || k === 'Y') {
          feed.host({ cmd: confirm });
          setConfirm(null);
        } else if (k === 'Escape' || k === 'n' || k === 'N') setConfirm(null);
        e.preventDefault();
        return;
      }
      if (k === 's' || k === 'S') { setSettingsOpen((o) => !o); e.preventDefault(); return; }
      if (settingsOpen) { if (k === 'Escape') setSettingsOpen(false); return; }
      if (k === 'm' || k === 'M') { setPrefs({ ...prefsRef.current, muted: !prefsRef.current.muted }); return; }
      if (k === 'f' || k === 'F') { toggleFullscreen(); return; }
      if (!isHost || !room) return;
      if (room.phase === 'lobby') {
        if (k === 'Enter' && !room.setupProblem) feed.host({ cmd: 'start' });
        const digit = Number(k);
        if (room.addresses && Number.isInteger(digit) && digit >= 1 && digit <= Math.min(9, room.addresses.length)) {
          feed.host({ cmd: 'selectAddress', address: room.addresses[digit - 1].address });
        }
        return;
      }
      if (k === ' ' || k === 'Spacebar') {
        feed.host({ cmd: room.paused ? 'resume' : 'pause' });
        e.preventDefault();
      } else if (k === 'n' || k === 'N') {
        feed.host({ cmd: 'skip' });
        setToast({ text: tRef.current('tv.host.skipped'), at: Date.now() });
      } else if (k === '+' || k === '=') {
        feed.host({ cmd: 'extend', seconds: 30 });
        setToast({ text: tRef.current('tv.host.extended'), at: Date.now() });
      } else if (k === 'u' || k === 'U') setConfirm('undo');
      else if (k === 'e' || k === 'E') setConfirm('end');
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [confirm, settingsOpen, isHost, room, feed, setPrefs]);

  const forestStill = useForestStill(forestMode ?? prefs.forest, still);
  // One object while nothing in it changes: the covered game screen re-renders only on a change.
  const ctx = useMemo<TvContext>(() => ({ t, lang, state, feed, isHost: !!isHost, reduced }), [t, lang, state, feed, isHost, reduced]);

  let phase: ScenePhase = 'dusk';
  if (game && room?.phase !== 'lobby') {
    if (game.phase === 'over') phase = game.outcome?.winner === 'village' ? 'dawn' : game.outcome?.winner === 'wolves' ? 'night' : 'dusk';
    else if (hold) phase = hold.phase;
    else phase = game.phase === 'night' ? 'night' : game.step.name === 'dawn' ? 'dawn' : 'day';
  }
  // The forest holds still while a vote reveal animates (arrows and a sky turning at once are too
  // much for a machine without a GPU); it turns to the new phase once the reveal is over.
  if (current?.kind === 'reveal') {
    if (frozenPhase.current === null) frozenPhase.current = shownPhase.current;
    phase = frozenPhase.current;
  } else frozenPhase.current = null;
  shownPhase.current = phase;

  const inLobby = !game || room?.phase === 'lobby';
  const over = !!game && game.phase === 'over';
  let screen: React.ReactNode = null;
  if (!room) screen = <div className="tv-status">{t('tv.connecting')}</div>;
  else if (inLobby) screen = <Lobby />;
  else if (over && !current) screen = <EndScreen />;
  else if (!over) screen = <CoveredScreen covered={!!current} />;

  const top = room && !inLobby && !current && !over ? (
    <div className="tv-top">
      <div className="tv-phase" data-testid="phase">
        {game!.phase === 'over' ? t('tv.phase.over') : t(game!.phase === 'night' ? 'tv.phase.night' : 'tv.phase.day', { n: game!.day })}
      </div>
      {room.paused ? <div className="tv-paused-pill" data-testid="paused">{t('tv.host.paused')}</div> : null}
      {/* Every undo shows to the whole table: a host power must not work unseen (threat model). */}
      {room.undos ? <div className="tv-paused-pill" data-testid="undone">{t('tv.host.undone', { n: room.undos })}</div> : null}
      <div className="tv-spacer" />
      {/* Hidden while the sound hint asks for a key (they would overlap), and faded when idle. */}
      {isHost ? <div className={`tv-hints${hintsAwake && unlocked ? '' : ' faded'}`} data-testid="host-hints">{t('tv.host.hints')}</div> : null}
    </div>
  ) : null;

  return (
    <Ctx.Provider value={ctx}>
      <MotionConfig reducedMotion="user">
        <div className={`tv-stage${still ? ' tv-still' : ''}`} lang={lang} style={{ ['--tv-scale' as string]: scale, ['--tv-band' as string]: `${bandPx}px` }} data-testid="stage" data-lang={lang} data-scene={phase}>
          <Forest phase={phase} still={forestStill} instant={still} intensity={inLobby ? 0.8 : 1} stageScale={scale} quiet={!current} />
          {/* The Blood Moon's sleeping night (RULES.md §12): the forest under a red moon until dawn. */}
          {state.game?.bloodMoon?.risen ? <div className="tv-blood-moon" data-testid="blood-moon" /> : null}
          {/* A screen that throws shows "Reconnecting…" over the forest and is drawn again (ScreenErrorBoundary). */}
          <ScreenErrorBoundary key={inLobby ? 'lobby' : over ? 'end' : 'game'} lang={lang} where={inLobby ? 'tv-lobby' : over ? 'tv-end' : 'tv-game'} size="tv">
            {screen}
          </ScreenErrorBoundary>
          {top}
          {current?.kind === 'dawn' ? <DawnOverlay key={current.id} o={current} /> : null}
          {current?.kind === 'reveal' ? <VoteReveal key={current.id} o={current} /> : null}
          {current?.kind === 'event' ? <EventOverlay key={current.id} o={current} /> : null}
          {current?.kind === 'selfDestruct' ? <SelfDestructOverlay key={current.id} o={current} /> : null}
          {current?.kind === 'duel' ? <DuelOverlay key={current.id} o={current} /> : null}
          {current?.kind === 'taken' ? <TakenOverlay key={current.id} o={current} /> : null}
          {room && !inLobby ? <Caption narrator={narrator} /> : null}
          {inLobby && isHost ? <div className={`tv-hint-bottom${hintsAwake && unlocked ? '' : ' faded'}`} data-testid="host-hints">{t('tv.host.lobbyHints')}</div> : null}
          {!unlocked ? <div className="tv-audio-hint" data-testid="audio-hint">🔊 {t('tv.audio.unlock')}</div> : null}
          {state.status !== 'open' && room ? <div className="tv-status-bar">{t('tv.reconnecting')}</div> : null}
          {toast ? <div className="tv-toast" data-testid="toast">{toast.text}</div> : null}
          {confirm ? (
            <div className="tv-modal-back" data-testid="confirm">
              <div className="tv-panel tv-modal">
                <h2>{t(confirm === 'undo' ? 'tv.host.confirmUndo' : 'tv.host.confirmEnd')}</h2>
                <p>{t('tv.host.confirmKeys')}</p>
              </div>
            </div>
          ) : null}
          {settingsOpen ? <SettingsPanel prefs={prefs} onChange={setPrefs} onClose={() => setSettingsOpen(false)} /> : null}
        </div>
        {room ? <StorageBanner room={room} lang={lang} onHeight={setBandPx} /> : null}
      </MotionConfig>
    </Ctx.Provider>
  );
}
