/**
 * Every decision, rendered generically from the engine's prompts: seats (a grid of player tiles),
 * options (the Thief's cards) and yes/no. A choice is made by tapping, then confirmed with one more
 * tap at the bottom of the screen; it cannot be sent twice, and a changeable choice (votes, the
 * wolves' pick) can be changed until the step ends.
 */
import { useState, type ReactNode } from 'react';
import { ROLE_ART } from '../../common/art/roles/index.js';
import { joinList } from '../../common/ui/format.js';
import type { Choice, GameEvent, Prompt, RoleId } from '../../../engine/types.js';
import type { PlayerView } from '../../../engine/views.js';
import { ROLES } from '../../../engine/index.js';
import { infoOf } from '../../../engine/prompts.js';
import { hasKey } from '../i18n.js';
import { pendingKey, sameChoice } from '../store.js';
import { rememberAnswer } from './ahead.js';
import { ONE_TAP_PROMPTS, OneTapPrompt } from './Modern.js';
import { useGame, type GameCtx } from './ctx.js';
import { NightSheet } from './NightSheet.js';
import { PromptInfo } from './PromptInfo.js';
import { SeatGrid, type TileState } from './SeatGrid.js';
import { NightDone } from './NightDone.js';

/**
 * Prompts open together for one seat that the phone cannot show one after another get a tab each
 * (a row of switches above the prompt): a changeable prompt never ends (the wolves' victim beside
 * Full Moon Rising's inspection or the Little Girl's peek), and by day answering one may close
 * the step (a dying Sheriff's badge passed leaves no moment to tear it). Prompts answered once and
 * for all come in turn, as the Witch's potions by night, so her screen keeps the one night layout.
 */
export function parallelPrompts(prompts: readonly Prompt[], night: boolean): boolean {
  return prompts.length > 1 && (!night || prompts.some((p) => p.changeable));
}

/** The open prompts of this player for the current step: the done ones summed up, the next one live. */
export function PromptStack({ prompts }: { prompts: Prompt[] }) {
  const g = useGame();
  const stepId = g.game.step.id;
  const night = g.game.phase === 'night';
  const [picked, setPicked] = useState<{ step: number; id: string } | null>(null);
  const isDone = (p: Prompt) => p.answered && !p.changeable && !g.snap.pending[pendingKey(stepId, p.id)];
  if (parallelPrompts(prompts, night)) {
    // The tab shown: the one tapped in this step, else the first still unanswered.
    const shown = prompts.find((p) => picked?.step === stepId && p.id === picked.id)
      ?? prompts.find((p) => !p.answered && !g.snap.pending[pendingKey(stepId, p.id)])
      ?? prompts.find((p) => !isDone(p)) ?? prompts[0];
    const tabs = (
      <div className="prompt-tabs" role="tablist" data-testid="prompt-tabs">
        {prompts.map((p) => (
          <button
            key={p.id} type="button" role="tab" className={`prompt-tab${p === shown ? ' is-on' : ''}`} aria-selected={p === shown}
            onClick={() => setPicked({ step: stepId, id: p.id })} data-testid="prompt-tab" data-prompt={p.id} data-done={isDone(p)}
          >
            {isDone(p) ? <span className="done-tick" aria-hidden="true">✓ </span> : null}{tabLabel(g, p)}
          </button>
        ))}
      </div>
    );
    return (
      <div className="prompt-stack" data-testid="prompts">
        <PromptView key={`${stepId}:${shown.id}`} prompt={shown} tabs={tabs} />
      </div>
    );
  }
  const done = prompts.filter(isDone);
  const active = prompts.find((p) => !done.includes(p));
  // By night a finished step is the one done screen of every phone, the sleepers' too (issue 27);
  // not the ready moment before night 1, where every phone answers and counts who is ready.
  if (!active && g.game.phase === 'night' && !g.game.ready) {
    return <NightDone testid="prompts" line={done.map((p) => choiceText(g, p, p.current)).join(' · ')} />;
  }
  return (
    <div className="prompt-stack" data-testid="prompts">
      {/* By night a live prompt fills the one night layout alone (the Witch's poison after her potion). */}
      {active && night ? null : done.map((p) => <DoneSummary key={p.id} prompt={p} />)}
      {active && ONE_TAP_PROMPTS.has(active.id) ? <OneTapPrompt key={`${stepId}:${active.id}`} prompt={active} />
        : active ? <PromptView key={`${stepId}:${active.id}`} prompt={active} /> : <AllDone />}
    </div>
  );
}

/** A tab's words: `phone.tab.<prompt id>` (short, "Victim" / "Inspect"), else the prompt's title. */
function tabLabel(g: GameCtx, prompt: Prompt): string {
  const key = `phone.tab.${prompt.id}`;
  return hasKey(g.lang, key) ? g.t(key) : titleOf(g, prompt);
}

/** After the last answer of a step: the same calm screen for everyone. */
export function AllDone({ night = false }: { night?: boolean }) {
  const g = useGame();
  night ||= g.game.phase === 'night';
  const ready = g.game.ready;
  const text = ready ? g.t('phone.prompt.readyWaiting', ready) : g.t(night ? 'phone.prompt.doneNight' : 'phone.prompt.doneDay');
  return (
    <div className="all-done" data-testid="all-done">
      <p className="done-mark" aria-hidden="true">✓</p>
      <p className="lead" data-testid={ready ? 'ready-waiting' : undefined}>{text}</p>
    </div>
  );
}

function choiceText(g: GameCtx, prompt: Prompt, choice: Choice | undefined): string {
  if (choice === undefined) return '';
  if (Array.isArray(choice)) return choice.length ? joinList(choice.map(g.label), g.lang) : g.t(noneKey(prompt));
  if (typeof choice === 'boolean') return yesNoLabel(g, prompt, choice);
  const option = prompt.options?.find((o) => o.id === choice);
  return option ? g.t(option.label) : choice;
}

function noneKey(prompt: Prompt): string {
  return `phone.none.${prompt.id}`;
}

function yesNoLabel(g: GameCtx, prompt: Prompt, yes: boolean): string {
  const key = `phone.${yes ? 'yes' : 'no'}.${prompt.id}`;
  return hasKey(g.lang, key) ? g.t(key) : g.t(yes ? 'phone.yes.default' : 'phone.no.default');
}

function titleOf(g: GameCtx, prompt: Prompt): string {
  return g.fmt(prompt.title, { ...prompt.info, min: prompt.min, max: prompt.max, count: prompt.max });
}

function DoneSummary({ prompt }: { prompt: Prompt }) {
  const g = useGame();
  return (
    <div className="done-summary" data-testid="done" data-prompt={prompt.id}>
      <p className="muted small">{titleOf(g, prompt)}</p>
      <p><span className="done-tick" aria-hidden="true">✓ </span>{choiceText(g, prompt, prompt.current)}</p>
      <PromptResult prompt={prompt} />
    </div>
  );
}

/** What a prompt taught this player once answered (the Seer's result, the Little Girl's peek). */
function PromptResult({ prompt }: { prompt: Prompt }) {
  const g = useGame();
  const seen = infoOf(prompt, 'seer.inspect');
  if (seen) {
    const result = seen.result === 'wolf' || seen.result === 'notWolf' ? g.t(`seerResult.${seen.result}`) : g.t(`role.${seen.result}`);
    const Art = seen.result !== 'wolf' && seen.result !== 'notWolf' ? ROLE_ART[seen.result] : null;
    return (
      <div className="result" data-testid="seer-result" data-result={seen.result}>
        {Art ? <Art size={64} /> : null}
        <p className="result-text">{g.t(Art ? 'phone.result.seerRole' : 'phone.result.seer', { seat: g.label(seen.target), result })}</p>
      </div>
    );
  }
  // The engine puts what the pack saw on the answered prompt (engine/newMoon/cards/fullMoonRising.ts).
  const inspected = infoOf(prompt, 'wolves.inspect');
  if (inspected && prompt.answered) {
    const Art = inspected.result !== 'wolf' && inspected.result !== 'notWolf' ? ROLE_ART[inspected.result] : null;
    return (
      <div className="result" data-testid="inspect-result" data-result={inspected.result}>
        {Art ? <Art size={64} /> : null}
        <p className="result-text">{g.t('phone.result.wolfInspected', { seat: g.label(inspected.target), result: inspected.result })}</p>
      </div>
    );
  }
  if (prompt.id === 'littleGirl.peek' && prompt.answered && prompt.current === true) {
    const caught = g.snap.events.some((e) => e.type === 'littleGirlCaught' && e.seat === g.mySeat && isThisNight(g, e));
    const peeked = infoOf(prompt, 'littleGirl.peek')?.wolf;
    return (
      <div className="result" data-testid="girl-result">
        <p className="result-text">
          {typeof peeked === 'number' ? g.t('phone.result.girlSaw', { seat: g.label(peeked) }) : g.t('phone.result.girlNone')}
        </p>
        {caught ? <p className="error">{g.t('phone.result.girlCaught')}</p> : null}
      </div>
    );
  }
  return null;
}

function isThisNight(g: GameCtx, e: GameEvent): boolean {
  // Events after the last nightfall belong to this night.
  const idx = g.snap.events.lastIndexOf(e as never);
  const lastNight = g.snap.events.map((x) => x.type).lastIndexOf('nightFell');
  return idx > lastNight;
}

/** Yes-only prompts (a "no" would change nothing): the confirm button alone answers them. */
const ONLY_YES: ReadonlySet<string> = new Set(['speech.done', 'ready', 'sheriff.tear']);

/** One live prompt: the choices, and the confirm bar at the bottom. */
export function PromptView({ prompt, tabs }: { prompt: Prompt; tabs?: ReactNode }) {
  const g = useGame();
  const stepId = g.game.step.id;
  const pending = g.snap.pending[pendingKey(stepId, prompt.id)];
  const [sel, setSel] = useState<Choice | null>(null);
  const current = prompt.answered ? prompt.current : undefined;
  const locked = !!pending || (prompt.answered && !prompt.changeable);
  const night = g.game.phase === 'night';

  let body: ReactNode = null;
  let ready = false;
  let confirmLabel = '';
  if (prompt.kind === 'seats') {
    const chosen = Array.isArray(sel) ? sel : [];
    const tap = (seat: number) => {
      if (locked) return;
      if (prompt.max === 1) setSel(chosen[0] === seat && prompt.min === 0 ? [] : [seat]);
      else if (chosen.includes(seat)) setSel(chosen.filter((s) => s !== seat));
      else if (chosen.length < prompt.max) setSel([...chosen, seat]);
    };
    body = (
      <SeatGrid
        players={g.game.players}
        selected={chosen}
        onTap={tap}
        state={(p) => tileState(g, prompt, p, locked, current)}
      />
    );
    if (chosen.length === 0 && prompt.answered && prompt.changeable && prompt.min > 0) {
      confirmLabel = g.t('phone.prompt.changeHint');
    } else if (chosen.length === 0) {
      ready = prompt.min === 0 && !(prompt.answered && sameChoice(current, []));
      confirmLabel = prompt.min === 0
        ? g.t('phone.prompt.confirm', { choice: g.t(noneKey(prompt)) })
        : g.t('phone.prompt.choose', { count: prompt.min });
    } else if (chosen.length < prompt.min) {
      confirmLabel = g.t('phone.prompt.chooseMore', { count: prompt.min - chosen.length });
    } else {
      ready = !sameChoice(current, chosen);
      confirmLabel = g.t('phone.prompt.confirm', { choice: joinList(chosen.map(g.label), g.lang) });
    }
  } else if (prompt.kind === 'option') {
    // Options that are words only (the séance's questions) read as a list of sentences.
    const textOnly = (prompt.options ?? []).every((o) => !o.role && o.id !== 'keep');
    // At night the options sit in a row in the night panel, small, as dense as a seat prompt.
    body = (
      <div className={`options${textOnly ? ' options-text' : ''}${night ? ' is-row' : ''}`} data-testid="options">
        {(prompt.options ?? []).map((o) => {
          const Art = o.role ? ROLE_ART[o.role] : null;
          const on = sel === o.id;
          return (
            <button
              key={o.id} type="button" className={`option${on ? ' is-on' : ''}`} aria-pressed={on} disabled={locked}
              onClick={() => setSel(o.id)} data-option={o.id}
            >
              {Art ? <Art size={night ? 36 : 72} /> : o.id === 'keep' && !night ? <span className="option-keep" aria-hidden="true">↺</span> : null}
              <span className="option-label">{g.t(o.label)}</span>
              {o.role && !night ? <span className="muted small">{g.t(`camp.${roleCampOf(o.role)}`)}</span> : null}
            </button>
          );
        })}
      </div>
    );
    ready = typeof sel === 'string' && sel !== current;
    const ownLabel = `phone.confirm.${prompt.id}`;
    confirmLabel = typeof sel !== 'string' ? g.t('phone.prompt.pick')
      : hasKey(g.lang, ownLabel) ? g.t(ownLabel) : g.t('phone.prompt.confirm', { choice: choiceText(g, prompt, sel) });
  } else if (ONLY_YES.has(prompt.id)) {
    // Nothing to choose: the one button sends it (the ready moment in one tap, not "yes" then "confirm").
    ready = !prompt.answered;
    confirmLabel = yesNoLabel(g, prompt, true);
  } else {
    body = (
      <div className="yes-no" data-testid="yes-no">
        {[true, false].map((v) => (
          <button
            key={String(v)} type="button" className={`option${sel === v ? ' is-on' : ''}`} aria-pressed={sel === v} disabled={locked}
            onClick={() => setSel(v)} data-answer={v ? 'yes' : 'no'}
          >
            <span className="option-label">{yesNoLabel(g, prompt, v)}</span>
          </button>
        ))}
      </div>
    );
    ready = typeof sel === 'boolean' && sel !== current;
    confirmLabel = typeof sel === 'boolean' ? g.t('phone.prompt.confirm', { choice: yesNoLabel(g, prompt, sel) }) : g.t('phone.prompt.pick');
  }

  const confirm = () => {
    if (!ready || locked) return;
    const choice: Choice = ONLY_YES.has(prompt.id) ? true : sel === null ? [] : sel;
    if (night) rememberAnswer(stepId, choiceText(g, prompt, choice));
    g.store.choose(prompt, choice);
  };

  const changing = prompt.answered && prompt.changeable ? (
    <p className="current" data-testid="current-choice">
      {g.t('phone.prompt.current', { choice: choiceText(g, prompt, current) })}
      <span className="muted small"> {g.t(changeKey(g, prompt))}</span>
    </p>
  ) : null;
  const confirmButton = (
    <button
      type="button" className="btn btn-primary btn-confirm" disabled={!ready || locked} onClick={confirm}
      data-testid="confirm" data-state={pending ? (pending.sent ? 'sending' : 'queued') : ready ? 'ready' : 'idle'}
    >
      {pending ? (pending.sent ? g.t('phone.prompt.sending') : g.t('phone.prompt.queued')) : confirmLabel}
    </button>
  );
  const attrs = { 'data-prompt': prompt.id, 'data-kind': prompt.kind, 'data-answered': prompt.answered, 'data-min': prompt.min };

  if (night) {
    const seats = prompt.kind === 'seats';
    return (
      <NightSheet
        testid="prompt" attrs={attrs} title={titleOf(g, prompt)}
        panel={<>{tabs}<PromptInfo prompt={prompt} />{changing}{seats ? null : body}</>}
        grid={seats ? body : <SeatGrid players={g.game.players} selected={[]} readOnly state={(p) => tableTile(g, prompt, p)} />}
        after={<PromptResult prompt={prompt} />}
        confirm={confirmButton}
      />
    );
  }
  return (
    <section className="prompt" data-testid="prompt" {...attrs}>
      {tabs}
      <h2 className="prompt-title" data-testid="prompt-title">{titleOf(g, prompt)}</h2>
      <PromptInfo prompt={prompt} />
      {changing}
      {body}
      <PromptResult prompt={prompt} />
      <div className="confirm-bar">{confirmButton}</div>
    </section>
  );
}

/** Until when a changeable choice may change: the vote's reveal, or the pack's agreement (all picks on a majority table). */
function changeKey(g: GameCtx, prompt: Prompt): string {
  if (prompt.id !== 'wolves.victim') return 'phone.prompt.changeable';
  return g.game.variants.wolfAgreement === 'majority' ? 'phone.prompt.changeWolvesMajority' : 'phone.prompt.changeWolves';
}

/** The table under a night option prompt: every seat, the wolves' victim marked for the Witch. */
function tableTile(g: GameCtx, prompt: Prompt, p: PlayerView): TileState {
  const victim = (infoOf(prompt, 'witch.heal') ?? infoOf(prompt, 'witch.poison') ?? infoOf(prompt, 'wolfFather.infect'))?.victim;
  return { selectable: false, marks: victim === p.seat ? [g.t('phone.info.victimMark')] : [] };
}

function roleCampOf(role: RoleId): string {
  return ROLES[role].camp;
}

function tileState(g: GameCtx, prompt: Prompt, p: PlayerView, locked: boolean, current: Choice | undefined): TileState {
  const marks: string[] = [];
  if (Array.isArray(current) && current.includes(p.seat)) marks.push(g.t('phone.prompt.yourChoice'));
  if (prompt.id === 'wolves.victim') {
    for (const w of g.game.me?.pack ?? []) {
      if (w.pick === p.seat && w.seat !== g.mySeat) marks.push(g.t('phone.info.wolfMark', { seat: w.seat }));
    }
  }
  const disabled = prompt.disabled?.find((d) => d.seat === p.seat);
  if (disabled) return { selectable: false, reason: g.t(disabled.reason), marks };
  const allowed = prompt.seats?.includes(p.seat) ?? false;
  if (!allowed) {
    const reason = !p.alive ? g.t(p.death ? `deathShort.${p.death.cause}` : 'phone.dead')
      : p.lover && p.seat !== g.mySeat ? g.t('phone.prompt.lover') : undefined;
    return { selectable: false, reason, marks };
  }
  return { selectable: !locked, marks };
}
