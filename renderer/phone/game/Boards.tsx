/**
 * The screens without a decision: the day board (what is happening, who is alive, what the last
 * vote said), the ghost's view of everything, the spectator's public view, and the game's end.
 */
import { Ghost, ROLE_ART } from '../../common/art/roles/index.js';
import { joinList } from '../../common/ui/format.js';
import type { GameEvent } from '../../../engine/types.js';
import { useGame, type GameCtx } from './ctx.js';
import { InPlay } from './NewMoon.js';
import { describeEvent, recap, type RecapLine } from './recap.js';
import { HoldToPeek } from './Peek.js';
import { SeatGrid } from './SeatGrid.js';


/**
 * Public events of today: from the day's first light (its dawn, or on a modern day 1 the
 * election held before the night's news, `dawnBeforeDeaths`) — the deaths, votes, the Sheriff…
 */
function sinceNightfall(events: GameEvent[]): GameEvent[] {
  let start = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i].type === 'nightFell') {
      if (start < 0) start = i;
      break;
    }
    if (events[i].type === 'dawn' || events[i].type === 'dawnBeforeDeaths') start = i;
  }
  start = Math.max(start, 0);
  return events.slice(start).filter((e) => e.audience === 'public');
}

function Lines({ lines, testid }: { lines: RecapLine[]; testid?: string }) {
  return (
    <ol className="recap" data-testid={testid}>
      {lines.map((l, i) => <li key={i} className={`recap-${l.kind}${l.secret ? ' is-secret' : ''}`}>{l.text}</li>)}
    </ol>
  );
}

function stepLine(g: GameCtx): string {
  const step = g.game.step;
  const key = `phone.now.${step.name}`;
  const text = g.fmt(key, { seat: step.actor });
  return text === key ? g.t(`step.${step.name}`) : text;
}

/** By day, for a living player with nothing to decide right now. */
export function DayBoard() {
  const g = useGame();
  const lines = recap(g, sinceNightfall(g.snap.events));
  const voting = g.game.voting;
  const order = g.game.speakingOrder;
  const me = g.game.me;
  const cannotVote = voting && me && !voting.voters.includes(me.seat);
  return (
    <div className="board" data-testid="day-board">
      <h2 className="prompt-title" data-testid="now">{stepLine(g)}</h2>
      {cannotVote ? <p className="warn" data-testid="no-vote">{g.t('phone.day.cannotVote')}</p> : null}
      {voting ? (
        <p className="muted" data-testid="vote-progress">{g.t('phone.info.voted', { voted: voting.voted.length, voters: voting.voters.length })}</p>
      ) : null}
      {order && order.length > 1 ? (
        <p className="muted small">{g.t('phone.day.order', { seats: joinList(order.map(g.label), g.lang) })}</p>
      ) : null}
      {lines.length ? <Lines lines={lines} testid="today" /> : null}
      <InPlay />
      <h3 className="section-title">{g.t('phone.day.table', { alive: g.game.players.filter((p) => p.alive).length, total: g.game.players.length })}</h3>
      <SeatGrid players={g.game.players} selected={[]} readOnly testid="table" />
    </div>
  );
}

/**
 * Dead: cannot act. The dead stay at the table, so a ghost's phone is as private as a living one
 * (issue 27): dark like the night, the table and the story as everyone knows them, and what a
 * ghost (ghostsSeeAll) sees — every role, tonight's secrets, the secret lines of the story —
 * behind press-and-hold, like a living player's card.
 */
export function GhostView() {
  const g = useGame();
  const ghost = !!g.game.me?.ghost;
  const night = g.game.secrets?.night;
  const facts: string[] = [];
  if (night && g.game.phase === 'night') {
    if (night.guardTarget !== null) facts.push(g.t('phone.recap.guard', { seat: g.label(night.guardTarget) }));
    if (night.seerTarget !== null) facts.push(g.t('phone.ghost.seer', { seat: g.label(night.seerTarget) }));
    if (night.wolfVictim !== null) facts.push(g.t('phone.recap.wolves', { seat: g.label(night.wolfVictim) }));
    if (night.healed) facts.push(g.t('phone.ghost.healed'));
    if (night.poisoned !== null) facts.push(g.t('phone.recap.witchPoisoned', { seat: g.label(night.poisoned) }));
    if (night.charmedTonight.length) facts.push(g.t('phone.recap.piper', { seats: joinList(night.charmedTonight.map(g.label), g.lang) }));
  }
  const publicLines = recap(g, g.snap.events.filter((e) => e.audience === 'public')).slice(-60);
  return (
    <div className="board ghost" data-testid="ghost-view" data-ghost={ghost}>
      <div className="ghost-head">
        <span className="ghost-badge" aria-hidden="true"><Ghost size={52} /></span>
        <h2 className="prompt-title">{g.t(ghost ? 'phone.ghost.title' : 'phone.ghost.deadTitle')}</h2>
        <p className="muted">{g.t(ghost ? 'phone.ghost.body' : 'phone.ghost.deadBody')}</p>
      </div>
      <p className="muted small">{stepLine(g)}</p>
      {ghost ? (
        <HoldToPeek label={g.t('phone.ghost.peek')} hint={g.t('phone.card.holdHint')} testid="ghost-peek" openTestid="ghost-secrets">
          {facts.length ? (
            <div className="night-info" data-testid="ghost-tonight">
              <h3 className="section-title">{g.t('phone.ghost.tonight')}</h3>
              <ul>{facts.map((f, i) => <li key={i}>{f}</li>)}</ul>
            </div>
          ) : null}
          <SeatGrid players={g.game.players} selected={[]} readOnly reveal testid="ghost-table" />
          <Lines lines={recap(g, g.snap.events).slice(-6)} testid="ghost-secret-feed" />
        </HoldToPeek>
      ) : null}
      <SeatGrid players={g.game.players} selected={[]} readOnly testid="table" />
      <InPlay />
      <h3 className="section-title">{g.t('phone.ghost.story')}</h3>
      <Lines lines={publicLines} testid="ghost-feed" />
    </div>
  );
}

/** Not a player: the public view only. */
export function SpectatorView() {
  const g = useGame();
  const lines = recap(g, g.snap.events.filter((e) => e.audience === 'public')).slice(-60);
  return (
    <div className="board" data-testid="spectator">
      <p className="tag">{g.t('phone.spectator')}</p>
      <h2 className="prompt-title">{stepLine(g)}</h2>
      <SeatGrid players={g.game.players} selected={[]} readOnly testid="table" />
      <InPlay />
      <Lines lines={lines} />
    </div>
  );
}

/** Who won, every role, and the whole story. */
export function EndView() {
  const g = useGame();
  const outcome = g.game.outcome;
  const me = g.game.me;
  const winners = new Set(outcome?.winners ?? []);
  const lines = recap(g, g.snap.events);
  const won = me ? winners.has(me.seat) : null;
  const reason = (outcome?.reason ?? 'win.nobody').replace(/^win\./, '');
  return (
    <div className="board end" data-testid="end" data-winner={outcome?.winner} data-won={won === null ? '' : String(won)}>
      <div className={`end-head winner-${outcome?.winner ?? 'nobody'}`}>
        <h1 className="title" data-testid="winner">{outcome ? g.t(`phone.story.win.${reason}`) : g.t('phone.end.title')}</h1>
        {outcome ? <p className="lead">{g.t(`phone.story.winWhy.${reason}`)}</p> : null}
        {won !== null ? <p className={`you-${won ? 'won' : 'lost'}`} data-testid="you-result">{g.t(won ? 'phone.end.won' : 'phone.end.lost')}</p> : null}
      </div>
      <h3 className="section-title">{g.t('phone.end.roles')}</h3>
      <ul className="end-roles" data-testid="end-roles">
        {g.game.players.map((p) => {
          const Art = p.role ? ROLE_ART[p.role] : null;
          return (
            <li key={p.seat} className={`${p.alive ? '' : 'is-dead'}${winners.has(p.seat) ? ' is-winner' : ''}`} data-seat={p.seat} data-role={p.role ?? ''}>
              {Art ? <Art size={44} /> : null}
              <span className="end-name">{g.label(p.seat)}</span>
              <span className="end-role">{p.role ? g.t(`role.${p.role}`) : '?'}</span>
              <span className="end-state">{p.alive ? g.t('phone.end.alive') : g.t(p.death ? `deathShort.${p.death.cause}` : 'phone.dead')}</span>
            </li>
          );
        })}
      </ul>
      <h3 className="section-title">{g.t('phone.end.recap')}</h3>
      <Lines lines={lines} testid="recap" />
    </div>
  );
}
