/**
 * The day bar: by day every living phone shows the same "技能 / My power" bar, at the same size,
 * place and colour, whatever the card — a red 自爆 button on the wolves' phones alone would name
 * them to the next chair. Tapping it opens a sheet that covers the whole screen, held up by its
 * owner: it lists the powers his card may use now (dayPowers.ts: the self-destruct, asked once
 * more) or says, privately, that it has none. Nobody ever gets a refusal on screen.
 */
import { useState } from 'react';
import type { Prompt } from '../../../engine/types.js';
import { pendingKey } from '../store.js';
import { useGame } from './ctx.js';
import { DAY_POWERS, isDayPower } from './dayPowers.js';
import { PromptView } from './Prompts.js';

export function DayBar() {
  const g = useGame();
  const [open, setOpen] = useState(false);
  const powers = g.game.prompts.filter(isDayPower);
  return (
    <>
      <div className="day-bar" data-testid="day-bar-slot">
        <button type="button" className="btn btn-wide day-bar-btn" onClick={() => setOpen(true)} data-testid="day-bar">
          {g.t('phone.dayPower.button')}
        </button>
      </div>
      {open ? <DaySheet powers={powers} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function DaySheet({ powers, onClose }: { powers: Prompt[]; onClose: () => void }) {
  const g = useGame();
  const [armed, setArmed] = useState<string | null>(null);
  const stepId = g.game.step.id;
  const chosen = powers.find((p) => p.id === armed) ?? null;
  return (
    <div className="day-sheet" role="dialog" aria-modal="true" aria-labelledby="day-sheet-title" data-testid="day-sheet">
      <h2 className="prompt-title" id="day-sheet-title">{g.t('phone.dayPower.title')}</h2>
      <div className="day-sheet-body">
        {powers.length === 0 ? <p className="day-power-none" data-testid="day-power-none">{g.t('phone.dayPower.none')}</p> : null}
        {!chosen ? powers.map((p) => (
          <div key={p.id} className="day-power">
            <button type="button" className="btn btn-wide" onClick={() => setArmed(p.id)} data-testid="day-power" data-prompt={p.id}>
              {g.t(DAY_POWERS[p.id].label)}
            </button>
            <p className="hint">{g.t(DAY_POWERS[p.id].hint)}</p>
          </div>
        )) : null}
        {chosen ? <Armed prompt={chosen} sending={!!g.snap.pending[pendingKey(stepId, chosen.id)]} onCancel={() => setArmed(null)} /> : null}
      </div>
      <button type="button" className="btn btn-wide" onClick={onClose} data-testid="day-sheet-close">{g.t('phone.dayPower.close')}</button>
    </div>
  );
}

/** The power about to be used: asked once more (yes/no), or its own question (targets). */
function Armed({ prompt, sending, onCancel }: { prompt: Prompt; sending: boolean; onCancel: () => void }) {
  const g = useGame();
  const power = DAY_POWERS[prompt.id];
  if (!power.confirm || prompt.kind !== 'confirm') {
    return (
      <div className="day-power-armed" data-testid="day-power-armed">
        <PromptView prompt={prompt} />
        <button type="button" className="btn btn-wide" onClick={onCancel} data-testid="day-power-cancel">{g.t('phone.dayPower.cancel')}</button>
      </div>
    );
  }
  return (
    <div className="day-power-armed" data-testid="day-power-armed">
      <p className="warn">{g.t(power.confirm.question)}</p>
      <button type="button" className="btn btn-danger btn-wide" disabled={sending} onClick={() => g.store.choose(prompt, true)} data-testid="day-power-yes">
        {g.t(power.confirm.yes)}
      </button>
      <button type="button" className="btn btn-wide" onClick={onCancel} data-testid="day-power-cancel">{g.t('phone.dayPower.cancel')}</button>
    </div>
  );
}
