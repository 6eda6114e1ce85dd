/**
 * The facts shown with a live prompt, above its choices: the hint, the wolves' live picks, the
 * Witch's victim, the Little Girl's risk, a vote's progress, the séance's question…
 */
import type { ReactNode } from 'react';
import { ROLE_ART } from '../../common/art/roles/index.js';
import { infoOf } from '../../../engine/prompts.js';
import type { GameEvent, Prompt, RoleId } from '../../../engine/types.js';
import { hasKey } from '../i18n.js';
import { joinList } from '../../common/ui/format.js';
import { useGame, type GameCtx } from './ctx.js';
import { todayStart } from './NewMoon.js';
import { describeEvent } from './recap.js';
import { folderPromptInfo } from './rolePhones.js';

/** The hint under a prompt's title: `phone.hint.<prompt id>` (a public vote in turn has its own). */
function hintKeyOf(g: GameCtx, prompt: Prompt): string {
  if (prompt.id === 'vote' && g.game.step.name === 'turnVote') return 'phone.hint.turnVote';
  // A lone wolf has nobody to agree with.
  if (prompt.id === 'wolves.victim' && (g.game.me?.pack.length ?? 0) <= 1) return 'phone.hint.wolvesAlone';
  // docs/rules.md §3 wolfAgreement: on a majority table the most picked dies; nobody need agree.
  if (prompt.id === 'wolves.victim' && g.game.variants.wolfAgreement === 'majority') return 'phone.hint.wolvesMajority';
  // badgeTearing: the tab beside this one tears the badge instead.
  if (prompt.id === 'sheriff.successor' && g.game.prompts.some((p) => p.id === 'sheriff.tear' && !p.answered)) return 'phone.hint.successorOrTear';
  return `phone.hint.${prompt.id}`;
}

/** Today's lines of these event types (accusations, public ballots so far). */
function todaysLines(g: GameCtx, types: string[]): string[] {
  const events = g.snap.events;
  return events.slice(todayStart(events))
    .filter((e) => types.includes(e.type))
    .map((e) => describeEvent(g, e)?.text)
    .filter((x): x is string => !!x);
}

/** Facts for this decision only, shown above the choices. */
export function PromptInfo({ prompt }: { prompt: Prompt }) {
  const g = useGame();
  const out: ReactNode[] = [];
  const hintKey = hintKeyOf(g, prompt);
  const seatOrNothing = (v: number | null | undefined) => (typeof v === 'number' ? g.label(v) : '');
  // The hint may name any fact of the prompt's info; the séance's seats are named as players.
  const params = {
    ...prompt.info, max: prompt.max, weight: g.game.variants.sheriffVoteWeight,
    medium: seatOrNothing(infoOf(prompt, 'seance.answer')?.medium), ghost: seatOrNothing(infoOf(prompt, 'seance.question')?.ghost),
  };
  if (hasKey(g.lang, hintKey)) out.push(<p key="hint" className="hint" data-testid="prompt-hint">{g.fmt(hintKey, params)}</p>);
  switch (prompt.id) {
    case 'wolves.victim':
      out.push(<PackPicks key="pack" prompt={prompt} />);
      break;
    case 'littleGirl.peek': {
      const chance = infoOf(prompt, 'littleGirl.peek')?.catchChance;
      if (typeof chance === 'number') {
        out.push(<p key="risk" className="risk" data-testid="catch-risk">{g.t('phone.info.catchChance', { percent: Math.round(chance * 100) })}</p>);
      }
      break;
    }
    case 'witch.healOne': {
      const victims = infoOf(prompt, 'witch.healOne')?.victims ?? [];
      out.push(<p key="victim" className="victim" data-testid="witch-victim">{g.t('phone.info.witchVictims', { seats: joinList(victims.map(g.label), g.lang) })}</p>);
      break;
    }
    case 'witch.heal':
    case 'witch.poison': {
      const victims = infoOf(prompt, 'witch.poison')?.victims;
      if (victims && victims.length > 1) {
        out.push(<p key="victim" className="victim" data-testid="witch-victim">{g.t('phone.info.witchVictims', { seats: joinList(victims.map(g.label), g.lang) })}</p>);
        break;
      }
      const victim = (infoOf(prompt, 'witch.heal') ?? infoOf(prompt, 'witch.poison'))?.victim;
      if (prompt.id === 'witch.poison' || typeof victim !== 'number') {
        out.push(
          <p key="victim" className="victim" data-testid="witch-victim">
            {typeof victim === 'number' ? g.t('phone.info.witchVictim', { seat: g.label(victim) }) : g.t('phone.info.witchNoVictim')}
          </p>,
        );
      }
      break;
    }
    case 'thief.swap':
      if (infoOf(prompt, 'thief.swap')?.mustTake) out.push(<p key="must" className="warn">{g.t('phone.info.thiefMustTake')}</p>);
      break;
    case 'executioner.announce': {
      // The card the Executioner alone was shown (his view knows it; the private event says it too).
      const dead = infoOf(prompt, 'executioner.announce')?.target ?? null;
      const seen = dead === null ? null : executionerSaw(g, dead);
      if (dead !== null && seen) {
        const Art = ROLE_ART[seen];
        out.push(
          <div key="saw" className="result" data-testid="executioner-saw" data-role={seen}>
            {Art ? <Art size={64} /> : null}
            <p className="result-text">{g.t('phone.info.executionerSaw', { target: g.label(dead), role: seen })}</p>
          </div>,
        );
      }
      break;
    }
    case 'seance.point': {
      const q = lastOfToday(g, 'seanceQuestion');
      if (q && typeof q.key === 'string') out.push(<p key="q" className="current" data-testid="seance-asked">{g.t('phone.info.seanceAsked', { question: g.t(q.key) })}</p>);
      break;
    }
    case 'seance.answer': {
      const pointed = infoOf(prompt, 'seance.answer')?.pointed ?? [];
      if (pointed.length) out.push(<p key="pointed" className="current">{g.fmt('phone.info.seancePointed', { seats: pointed })}</p>);
      break;
    }
    case 'accuse':
    case 'vote': {
      if (prompt.id === 'vote' && g.game.step.name !== 'turnVote') {
        out.push(<VoteProgress key="progress" />);
        break;
      }
      const lines = todaysLines(g, prompt.id === 'accuse' ? ['accusation'] : ['publicBallot']);
      if (lines.length) {
        out.push(
          <div key="so-far" className="so-far" data-testid="so-far">
            <p className="muted small">{g.t('phone.info.soFar')}</p>
            <ul>{lines.map((l, i) => <li key={i}>{l}</li>)}</ul>
          </div>,
        );
      }
      break;
    }
    case 'sheriff.vote':
      out.push(<VoteProgress key="progress" />);
      break;
  }
  // A role folder's own facts for its prompts (engine/<set>/<role>/phone.ts).
  folderPromptInfo(g, prompt).forEach((line, i) => out.push(<p key={`role-${i}`} className="current" data-testid="role-info">{line}</p>));
  return out.length ? <div className="prompt-info">{out}</div> : null;
}

function VoteProgress() {
  const g = useGame();
  if (!g.game.voting) return null;
  return (
    <p className="muted small" data-testid="vote-progress">
      {g.t('phone.info.voted', { voted: g.game.voting.voted.length, voters: g.game.voting.voters.length })}
    </p>
  );
}

/** The role the Executioner was shown for this dead player: his view knows it (engine/newMoon/knowledge.ts). */
function executionerSaw(g: GameCtx, dead: number): RoleId | null {
  return g.game.players.find((p) => p.seat === dead)?.role ?? null;
}

function lastOfToday(g: GameCtx, type: string): GameEvent | undefined {
  const events = g.snap.events;
  return events.slice(todayStart(events)).filter((e) => e.type === type).pop();
}

/** The wolves' shared vote: every wolf's live pick, and whether they agree. */
function PackPicks({ prompt }: { prompt: Prompt }) {
  const g = useGame();
  const pack = g.game.me?.pack ?? [];
  const picks = pack.map((w) => w.pick);
  const agreed = picks.length > 0 && picks.every((p) => p !== null && p === picks[0]) ? picks[0] : null;
  const caught = infoOf(prompt, 'wolves.victim')?.caughtLittleGirl;
  return (
    <div className="pack" data-testid="pack">
      {typeof caught === 'number' ? <p className="warn" data-testid="girl-caught">{g.t('phone.info.girlCaught', { seat: g.label(caught) })}</p> : null}
      <ul className="pack-list">
        {pack.map((w) => (
          // One line of text per wolf: the night screen stays as dense as a sleeper's (glance test).
          <li key={w.seat} data-testid="pack-wolf" data-seat={w.seat} data-pick={w.pick ?? ''}>
            {`${w.seat === g.mySeat ? g.t('phone.you') : g.label(w.seat)} → ${w.pick === null ? g.t('phone.info.noPick') : g.label(w.pick)}`}
          </li>
        ))}
      </ul>
      {pack.length <= 1 ? null : <p className={agreed !== null ? 'ok' : 'muted'} data-testid="pack-agreement" data-agreed={agreed ?? ''}>
        {agreed !== null
          ? g.t('phone.info.packAgreed', { seat: g.label(agreed) })
          : g.t(g.game.variants.wolfAgreement === 'majority' ? 'phone.info.packMajority' : 'phone.info.packDisagree')}
      </p>}
    </div>
  );
}
