/**
 * The modern Chinese tables on the phone (docs/rules.md §9): speeches ended with one tap, and the
 * actions that sit beside the step's own prompts — a wolf's self-destruct (自爆) and a candidate's
 * withdrawal (退水) during the candidates' speeches — as buttons, not as questions in the stack.
 */
import { useState } from 'react';
import type { Prompt } from '../../../engine/types.js';
import { pendingKey } from '../store.js';
import { useGame } from './ctx.js';

/** Prompts that end a speech: a single tap, nothing to choose. */
export const ONE_TAP_PROMPTS: ReadonlySet<string> = new Set(['speech.done', 'lastWords.done']);

/** Side actions: offered while the step goes on, never blocking it. */
export function isSideAction(prompt: Prompt, stepName: string): boolean {
  return prompt.id === 'wolf.selfDestruct' || (prompt.id === 'sheriff.withdraw' && stepName === 'candidateSpeech');
}

/** "I have finished": one tap sends it. */
export function OneTapPrompt({ prompt }: { prompt: Prompt }) {
  const g = useGame();
  const pending = g.snap.pending[pendingKey(g.game.step.id, prompt.id)];
  const hint = `phone.hint.${prompt.id}`;
  return (
    <section className="prompt one-tap" data-testid="prompt" data-prompt={prompt.id} data-kind={prompt.kind} data-answered={prompt.answered}>
      <h2 className="prompt-title" data-testid="prompt-title">{g.fmt(prompt.title)}</h2>
      <p className="hint" data-testid="prompt-hint">{g.fmt(hint)}</p>
      <div className="confirm-bar">
        <button
          type="button" className="btn btn-primary btn-confirm" disabled={!!pending || prompt.answered}
          onClick={() => g.store.choose(prompt, true)} data-testid="speech-done"
        >
          {pending ? g.t('phone.prompt.sending') : g.t('phone.speechDone')}
        </button>
      </div>
    </section>
  );
}

/** The wolf's self-destruct (asks once more: it cannot be undone) and the candidate's withdrawal. */
export function SideActions({ prompts }: { prompts: Prompt[] }) {
  const g = useGame();
  const [arming, setArming] = useState(false);
  const stepId = g.game.step.id;
  const selfDestruct = prompts.find((p) => p.id === 'wolf.selfDestruct');
  const withdraw = prompts.find((p) => p.id === 'sheriff.withdraw' && !p.answered);
  if (!selfDestruct && !withdraw) return null;
  const sending = (p: Prompt) => !!g.snap.pending[pendingKey(stepId, p.id)];
  return (
    <div className="side-actions" data-testid="side-actions">
      {withdraw ? (
        <button type="button" className="btn btn-wide" disabled={sending(withdraw)} onClick={() => g.store.choose(withdraw, true)} data-testid="withdraw">
          {g.t('phone.withdraw.button')}
        </button>
      ) : null}
      {selfDestruct && !arming ? (
        <button type="button" className="btn btn-wide btn-danger" onClick={() => setArming(true)} data-testid="self-destruct">
          {g.t('phone.selfDestruct.button')}
        </button>
      ) : null}
      {selfDestruct && arming ? (
        <div className="self-destruct-confirm" data-testid="self-destruct-confirm">
          <p className="warn">{g.t('phone.selfDestruct.confirm')}</p>
          <button
            type="button" className="btn btn-danger" disabled={sending(selfDestruct)}
            onClick={() => g.store.choose(selfDestruct, true)} data-testid="self-destruct-yes"
          >
            {g.t('phone.selfDestruct.yes')}
          </button>
          <button type="button" className="btn" onClick={() => setArming(false)} data-testid="self-destruct-no">{g.t('phone.selfDestruct.no')}</button>
        </div>
      ) : null}
    </div>
  );
}
