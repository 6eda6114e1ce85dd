/**
 * The narrator's lines: public game events → caption text in the game's language. Only public
 * events are ever read, so a fake night step (role absent, dead or powerless) produces exactly the
 * same words as a real one (the engine emits the same events for both).
 */
import type { GameEvent, GameView, RoleId, VoteOutcome } from '../../engine/index.js';

export type T = (key: string | string[], opts?: Record<string, unknown>) => string;
export type NameOf = (seat: number) => string;

export function nameBook(game: GameView | null): NameOf {
  const names = new Map<number, string>();
  for (const p of game?.players ?? []) names.set(p.seat, p.name);
  return (seat) => names.get(seat) ?? `#${seat}`;
}

/** "A, B and C" / "A、B和C". */
export function joinNames(t: T, names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(t('tv.comma'))}${t('tv.and')}${names[names.length - 1]}`;
}

/** Role names: the shared game strings (`role.*`), else the TV's own. */
export function roleName(t: T, role: RoleId | string): string {
  return t([`role.${role}`, `tv.role.${role}`]);
}

/** Seat-valued and seat-list params (engine and New Moon cards), shown as names. */
const SEAT_PARAMS = ['seat', 'target', 'victim', 'from', 'to', 'medium', 'ghost', 'voucher', 'accuser', 'chooser', 'voter', 'last', 'dead', 'replaces'];
const LIST_PARAMS = ['candidates', 'seats', 'deaths', 'lovers', 'voters', 'standing', 'eliminated', 'winners'];

function seatsList(t: T, nameOf: NameOf, v: unknown): string {
  return Array.isArray(v) ? joinNames(t, v.filter((x): x is number => typeof x === 'number').map(nameOf)) : '';
}

/** The params of an event, with seats turned into names. */
export function paramsOf(e: GameEvent, t: T, nameOf: NameOf): Record<string, unknown> {
  const raw: Record<string, unknown> = { ...e, ...(e.params ?? {}) };
  const out: Record<string, unknown> = { ...raw };
  for (const k of SEAT_PARAMS) if (typeof raw[k] === 'number') out[k] = nameOf(raw[k] as number);
  for (const k of LIST_PARAMS) {
    if (Array.isArray(raw[k]) && (raw[k] as unknown[]).every((x) => typeof x === 'number')) {
      out[k] = seatsList(t, nameOf, raw[k]);
      out.list = out[k];
    }
  }
  if (typeof raw.seat === 'number') out.name = nameOf(raw.seat);
  if (typeof raw.to === 'number') out.target = nameOf(raw.to);
  if (typeof raw.role === 'string') out.role = roleName(t, raw.role);
  return out;
}

export function outcomeText(o: VoteOutcome, t: T, nameOf: NameOf): string | null {
  switch (o.type) {
    case 'eliminated':
      return t(o.by === 'sheriff' ? 'vote.outcome.eliminatedBySheriff' : 'vote.outcome.eliminated', { name: nameOf(o.seat) });
    case 'idiotRevealed':
      return t('vote.outcome.idiotRevealed', { name: nameOf(o.seat) });
    case 'scapegoat':
      return t('vote.outcome.scapegoat', { name: nameOf(o.seat) });
    case 'tie':
      return t(o.next === 'revote' ? 'vote.outcome.tieRevote' : 'vote.outcome.tieNone', { list: seatsList(t, nameOf, o.seats) });
    case 'noVotes':
      return t('vote.outcome.noVotes');
    case 'elected':
      return t(o.by === 'random' ? 'vote.outcome.electedRandom' : 'vote.outcome.elected', { name: nameOf(o.seat) });
    case 'noCandidates':
      return t('vote.outcome.noCandidates');
    case 'badgeLost':
      return t('vote.outcome.badgeLost', { list: seatsList(t, nameOf, o.seats) });
    default:
      return null;
  }
}

/** Lines whose spoken version is longer than the caption (a New Moon card is read in full). */
export const SPOKEN = new Map<string, string>();

/** The caption for one event, or null when the event is not narrated. */
export function captionFor(e: GameEvent, t: T, nameOf: NameOf): string | null {
  if (e.audience !== 'public') return null;
  const p = paramsOf(e, t, nameOf);
  switch (e.type) {
    case 'narration':
    case 'gameStarted':
    case 'gameOver':
    case 'sheriffElected':
    case 'sheriffNone':
    case 'elderCurse':
    case 'idiotRevealed':
      return e.key ? t(e.key, p) : null;
    case 'nightFell':
      return e.key ? t(e.key, p) : null;
    case 'dawn':
      return t(e.key ?? 'narration.dawn.noDeaths', p);
    case 'death': {
      if (e.cause === 'vote' || e.cause === 'scapegoat') return null; // the vote's outcome says it
      if (e.cause === 'selfDestruct') return null; // the self-destruct's own line says it
      // A night death the table is not told the cause of: the dawn's line names it, and that is all
      // a host says (docs/rules.md §11).
      if (e.cause === 'untold' && e.phase === 'night') return null;
      return typeof e.role === 'string' ? t(`death.role.${String(e.cause)}`, p) : t(e.key ?? `death.${String(e.cause)}`, p);
    }
    case 'hunterShot':
      return t(e.target === null || e.target === undefined ? 'narration.hunter.noShot' : 'narration.hunter.shot', p);
    case 'sheriffPassed':
      return t(e.random ? 'narration.sheriff.passedRandom' : 'narration.sheriff.passed', p);
    case 'eventDrawn':
    case 'eventInPlay': {
      const id = String(e.event);
      const title = t(`event.${id}.title`, { defaultValue: id });
      const text = t(`event.${id}.text`, { defaultValue: '' });
      const caption = text ? t('tv.eventCaption', { title, text }) : title;
      const read = t(`event.${id}.read`, { defaultValue: '' });
      if (read) SPOKEN.set(caption, t('tv.eventSpoken', { title, read }));
      return caption;
    }
    case 'sheriffLost':
      return t('narration.sheriff.lostIdiot', p);
    case 'voteOutcome': {
      const o = e.outcome as VoteOutcome;
      if (o.type === 'elected' && o.by !== 'random') return null; // 'sheriffElected' follows
      if (o.type === 'idiotRevealed') return null; // 'idiotRevealed' came first and says it
      return outcomeText(o, t, nameOf);
    }
    default:
      if (e.key) {
        const text = t(e.key, { ...p, defaultValue: '' });
        return text && text !== e.key ? text : null;
      }
      return null;
  }
}

/**
 * One line for the narrator. `call`: the id of the day step this line opens ("Hunter, take your
 * last shot", "Ann, your last words") — a call that is only reached once its step is over is not
 * said (the narrator was still busy with a reveal): the caption follows the step on screen. Night
 * calls are never marked: skipping one would depend on how fast a real role acted.
 */
export interface CaptionItem {
  text: string;
  call?: number;
  /**
   * A running count ("3 of 8 ready"): a newer line of the same kind replaces it on screen at
   * once and in the queue, so a table tapping Ready together sees the count keep up with them.
   */
  live?: string;
  /**
   * What happened (a dawn, a death, a shot, an outcome, a card), not a call to wake, sleep or
   * speak: when the narrator is behind, calls are shortened and news is still said in full.
   */
  news?: boolean;
}

/** Events whose line is a call or a count, not news (see `CaptionItem.news`). */
const NOT_NEWS = new Set(['narration', 'nightFell', 'playerReady', 'gameStarted']);

/** Events whose line is a running count, by the kind of count. */
const LIVE_COUNTS: Record<string, string> = { playerReady: 'ready' };

/** Steps whose opening line is a call to act in the open (not the night's roles, not instant steps). */
const CALL_TIMINGS = new Set(['decision', 'discussion', 'speech', 'vote']);

/**
 * Captions for a batch of events, in order. A step that starts without any narrated line gets
 * the step's generic line, so every step is called.
 */
export function captionLinesFor(events: readonly GameEvent[], t: T, nameOf: NameOf): CaptionItem[] {
  const out: CaptionItem[] = [];
  let pending: { step: string; call?: number } | null = null;
  const push = (text: string, call: number | undefined, live?: string, news?: boolean) => {
    if (out[out.length - 1]?.text === text) return;
    const item: CaptionItem = call === undefined ? { text } : { text, call };
    if (live) item.live = live;
    if (news) item.news = true;
    out.push(item);
  };
  const flush = () => {
    if (pending) push(t(`tv.step.${pending.step}`), pending.call);
    pending = null;
  };
  for (const e of events) {
    if (e.audience !== 'public') continue;
    if (e.type === 'stepStarted') {
      flush();
      const call = typeof e.id === 'number' && CALL_TIMINGS.has(String(e.timing)) ? e.id : undefined;
      pending = typeof e.step === 'string' ? { step: e.step, call } : null;
      continue;
    }
    const c = captionFor(e, t, nameOf);
    if (c) {
      const call = pending?.call;
      pending = null;
      push(c, call, LIVE_COUNTS[e.type], !NOT_NEWS.has(e.type));
    }
  }
  flush();
  return out;
}

/** The caption texts for a batch of events, in order. */
export function captionsFor(events: readonly GameEvent[], t: T, nameOf: NameOf): string[] {
  return captionLinesFor(events, t, nameOf).map((l) => l.text);
}

/** The last line the narrator said, for a TV that (re)connects mid-game. */
export function lastCaption(log: readonly GameEvent[], t: T, nameOf: NameOf): string | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e.type === 'stepStarted') return captionsFor(log.slice(i), t, nameOf).pop() ?? null;
    const c = captionFor(e, t, nameOf);
    if (c) return c;
  }
  return null;
}

export interface DeathTime { kind: 'night' | 'day'; n: number }

/**
 * When each player died, from the public log: deaths announced at dawn (and their chain) belong
 * to the night before; every other death to the day (or night) it happened in.
 */
export function deathTimes(log: readonly GameEvent[]): Map<number, DeathTime> {
  const out = new Map<number, DeathTime>();
  let atDawn = false;
  for (const e of log) {
    if (e.type === 'dawn') atDawn = true;
    else if (e.type === 'stepStarted' && e.step !== 'dawn') atDawn = false;
    else if (e.type === 'death' && typeof e.seat === 'number') {
      const day = Number(e.day) || 1;
      out.set(e.seat, { kind: atDawn || e.phase === 'night' ? 'night' : 'day', n: day });
    }
  }
  return out;
}
