/**
 * The game on the big screen: the table, the day's timer, the ballot box, the speaking order and
 * the graveyard. At night nothing is highlighted: the screen shows only what everyone may know.
 */
import type { GameEvent, GameView } from '../../../engine/index.js';
import { BADGE_ART } from '../../common/art/index.js';
import { useTv } from '../ctx.js';
import { isTimedDayStep } from '../director.js';
import { stepLabel } from '../../common/stepLabels.js';
import { Graveyard } from './Graveyard.js';
import { SeatRing, type RingGeometry, type RingSeat } from './SeatRing.js';
import { DayTimer } from './Timer.js';

export const GAME_RING: RingGeometry = { x: 40, y: 88, width: 1250, height: 790, rx: 500, ry: 284 };
/** From 13 seats: the long table, a little wider and reaching the caption's edge. */
export const GAME_TABLE: RingGeometry = { x: 14, y: 92, width: 1292, height: 788, rx: 0, ry: 0 };

export function gameRing(n: number): RingGeometry {
  return n > 12 ? GAME_TABLE : GAME_RING;
}

/** The free middle of the table (timer, ballot box, candidates), in stage pixels. */
export function centreBox(n: number): { left: number; top: number; width: number; height: number } {
  const g = gameRing(n);
  if (n <= 12) return { left: g.x + g.width / 2 - 380, top: g.y + g.height / 2 - 200, width: 760, height: 400 };
  return { left: g.x + 330, top: g.y + 150, width: g.width - 660, height: g.height - 330 };
}

export function ringSeats(game: GameView, extra?: (seat: number) => Partial<RingSeat>): RingSeat[] {
  return game.players.map((p) => ({
    key: String(p.seat), seat: p.seat, name: p.name, alive: p.alive, role: p.revealed ? p.role : null,
    sheriff: p.sheriff, ...(extra?.(p.seat) ?? {}),
  }));
}

function lastEvent(log: readonly GameEvent[], pred: (e: GameEvent) => boolean): GameEvent | undefined {
  for (let i = log.length - 1; i >= 0; i--) if (pred(log[i])) return log[i];
  return undefined;
}

/** Candidates of the Sheriff vote now open (from the narrator's public line). */
export function sheriffCandidates(log: readonly GameEvent[]): number[] {
  const e = lastEvent(log, (x) => x.type === 'narration' && (x.key === 'narration.sheriff.vote' || x.key === 'narration.sheriff.revote'));
  const c = e?.params?.candidates;
  return Array.isArray(c) ? (c as number[]) : [];
}

/** The full round-robin order of today (the view holds only the speeches still to come). */
export function speakingOrder(game: GameView, log: readonly GameEvent[]): number[] | null {
  if (!game.speakingOrder) return null;
  const e = lastEvent(log, (x) => x.type === 'speakingOrder');
  const order = e?.type === 'speakingOrder' ? e.order : game.speakingOrder;
  return order.length ? order : null;
}

function BallotBox({ voted, total }: { voted: number; total: number }) {
  const { t } = useTv();
  return (
    <div className="tv-ballot" data-testid="ballot-box" data-voted={voted} data-total={total}>
      <div className="tv-ballot-slots">
        {Array.from({ length: total }, (_, i) => <div key={i} className={`tv-ballot-slot${i < voted ? ' in' : ''}`}><i /></div>)}
      </div>
      <div className="tv-ballot-count">{voted}<small> / {total}</small></div>
    </div>
  );
}

function Centre({ game }: { game: GameView }) {
  const { t, state } = useTv();
  const step = game.step.name;
  if (!isTimedDayStep(game)) return null;
  const nameOf = (seat: number | null) => game.players.find((p) => p.seat === seat)?.name ?? '';
  const n = game.players.length;
  const style = centreBox(n);
  let label: string = t(`tv.step.${stepLabel(game.deck, step)}`);
  let extra: React.ReactNode = null;
  if (step === 'speech') {
    label = t('tv.speaking.now');
    extra = <div className="tv-speaker" data-testid="speaker">{nameOf(game.step.actor)}</div>;
  } else if (step === 'vote' || step === 'sheriffVote') {
    const v = game.voting;
    extra = v ? <BallotBox voted={v.voted.length} total={v.voters.length} /> : null;
    label = step === 'vote' ? t('tv.ballot.title') : t('tv.sheriff.candidates');
  }
  const candidates = step === 'sheriffVote' ? sheriffCandidates(state.log) : [];
  // 11–12 seats: the oval's top names reach into the middle; a tighter centre keeps clear of them.
  const size = n > 12 ? ' big' : n >= 11 ? ' tight' : '';
  return (
    <div className={`tv-centre${size}`} style={style} data-testid="centre">
      <div className="tv-centre-label">{label}</div>
      {step === 'speech' ? extra : null}
      {candidates.length ? (
        <div className="tv-candidates" data-testid="candidates">
          {/* Many candidates: their seat numbers (the ring marks them and shows the names). */}
          {candidates.map((s) => <span key={s} className="tv-chip">{candidates.length > 4 ? <b>{s}</b> : <><b>{s}</b>{nameOf(s)}</>}</span>)}
        </div>
      ) : null}
      <DayTimer small={step === 'vote' || step === 'sheriffVote' || step === 'speech'} />
      {step !== 'speech' ? extra : null}
    </div>
  );
}

function SpeakingOrder({ game }: { game: GameView }) {
  const { t, state } = useTv();
  const order = speakingOrder(game, state.log);
  if (!order) return null;
  const now = game.step.name === 'speech' ? game.step.actor : null;
  const nowIndex = now === null ? -1 : order.indexOf(now);
  const nameOf = (seat: number) => game.players.find((p) => p.seat === seat)?.name ?? '';
  return (
    <div className="tv-panel" data-testid="speaking-order">
      <h2 className="tv-side-title">{t('tv.speaking.title')}</h2>
      <div className="tv-order">
        {/* A full table's order would fill the side: seat numbers, and the speaker's name in the centre. */}
        {order.map((s, i) => (
          <span key={s} className={`tv-chip${s === now ? ' now' : ''}${nowIndex >= 0 && i < nowIndex ? ' done' : ''}`}><b>{s}</b>{order.length > 6 ? null : nameOf(s)}</span>
        ))}
      </div>
    </div>
  );
}

/** New Moon cards in play (public). */
function InPlay({ game }: { game: GameView }) {
  const { t } = useTv();
  const active = game.newMoon?.active ?? [];
  if (!active.length) return null;
  return (
    <div className="tv-panel" data-testid="events-in-play">
      <h2 className="tv-side-title">{t('tv.events.inPlay')}</h2>
      <div className="tv-inplay">
        {active.map((a) => <span key={a.id} className="tv-chip">{t(`event.${a.id}.title`, { defaultValue: a.id })}</span>)}
      </div>
    </div>
  );
}

function SheriffPanel({ game }: { game: GameView }) {
  const { t } = useTv();
  const sheriff = game.players.find((p) => p.sheriff);
  if (!sheriff) return null;
  const Badge = BADGE_ART.sheriff;
  return (
    <div className="tv-panel" data-testid="sheriff-panel" style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
      <Badge size={64} />
      <div>
        <div className="tv-muted" style={{ fontSize: 28 }}>{t('tv.sheriff.badge')}</div>
        <div style={{ fontSize: 38, fontWeight: 700, color: '#fff3dc' }}><span className="tv-muted">{sheriff.seat} · </span>{sheriff.name}</div>
      </div>
    </div>
  );
}

export function GameScreen() {
  const { state } = useTv();
  const game = state.game!;
  const night = game.phase === 'night';
  const voting = game.voting;
  const candidates = game.step.name === 'sheriffVote' ? sheriffCandidates(state.log) : [];
  // A closed phone: the table sees whom it waits for (its ballot can only come from the timer).
  const offline = new Set((state.room?.players ?? []).filter((p) => !p.connected).map((p) => p.seat));
  const seats = ringSeats(game, (seat) => ({
    offline: offline.has(seat),
    classes: night ? [] : [
      game.step.name === 'speech' && game.step.actor === seat ? 'speaking' : '',
      candidates.includes(seat) ? 'candidate' : '',
    ],
    voted: !night && !!voting && voting.voted.includes(seat),
  }));
  return (
    <>
      <SeatRing seats={seats} geometry={gameRing(game.players.length)} className={night ? 'night' : 'day'} />
      <Centre game={game} />
      <div className="tv-side">
        {/* With a long graveyard the badge on the table says who the Sheriff is. */}
        {!night && game.players.filter((p) => !p.alive).length <= 3 ? <SheriffPanel game={game} /> : null}
        {!night ? <SpeakingOrder game={game} /> : null}
        <InPlay game={game} />
        <Graveyard />
      </div>
    </>
  );
}
