/**
 * The modern Chinese tables on the phone (docs/rules.md §9): speeches ended with one tap, and a
 * candidate's withdrawal (退水) during the candidates' speeches beside the step's own prompts, as
 * a button, not as a question in the stack (who stands is public, so the button names nothing).
 * The wolf's self-destruct (自爆) is a day power: behind the day bar every phone shows (DayBar.tsx).
 */
import type { Prompt } from '../../../engine/types.js';
import { pendingKey } from '../store.js';
import { useGame } from './ctx.js';

/** Prompts that end a speech: a single tap, nothing to choose. */
export const ONE_TAP_PROMPTS: ReadonlySet<string> = new Set(['speech.done', 'lastWords.done']);

/** Side actions: offered while the step goes on, never blocking it. */
export function isSideAction(prompt: Prompt, stepName: string): boolean {
  return prompt.id === 'sheriff.withdraw' && stepName === 'candidateSpeech';
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

/** The candidate's withdrawal. */
export function SideActions({ prompts }: { prompts: Prompt[] }) {
  const g = useGame();
  const stepId = g.game.step.id;
  const withdraw = prompts.find((p) => p.id === 'sheriff.withdraw' && !p.answered);
  if (!withdraw) return null;
  return (
    <div className="side-actions" data-testid="side-actions">
      <button
        type="button" className="btn btn-wide" disabled={!!g.snap.pending[pendingKey(stepId, withdraw.id)]}
        onClick={() => g.store.choose(withdraw, true)} data-testid="withdraw"
      >
        {g.t('phone.withdraw.button')}
      </button>
    </div>
  );
}
