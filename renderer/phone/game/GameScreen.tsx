/**
 * The game on the phone. Chooses the one thing this player should see now:
 * a decision (prompts), the night decoy, the day board, the ghost's view, or the end — by day
 * under the New Moon card being read and what the cards in play change for this player.
 */
import { useMemo, useState } from 'react';
import { Countdown } from '../../common/ui/Countdown.js';
import { loadLang, useLang, useT } from '../i18n.js';
import type { PhoneStore, Snapshot } from '../store.js';
import { DayBoard, EndView, GhostView, SpectatorView } from './Boards.js';
import { aheadOf, answerOf } from './ahead.js';
import { GameContext, makeCtx, type GameCtx } from './ctx.js';
import { Decoy } from './Decoy.js';
import { DrawnCard, MyNewMoon } from './NewMoon.js';
import { HostDrawer } from './HostDrawer.js';
import { NightDone } from './NightDone.js';
import { PromptStack } from './Prompts.js';
import { isSideAction, SideActions } from './Modern.js';
import { DayBar } from './DayBar.js';
import { isDayPower, tableHasDayPowers } from './dayPowers.js';
import type { Prompt, StepName } from '../../../engine/types.js';
import { HoldCard } from './RoleCard.js';
import { ReadyGoOn } from './Ready.js';
import { TimeUpNotice } from './TimeUp.js';
import { stepLabel } from '../../common/stepLabels.js';

export default function GameScreen({ snap, store }: { snap: Snapshot; store: PhoneStore }) {
  const t = useT();
  const lang = useLang();
  const g = useMemo(() => makeCtx(snap, store, t, lang), [snap, store, t, lang]);
  const [drawer, setDrawer] = useState(false);
  const game = g.game;
  // Past a held night step before the table (ahead.ts): show that step, its countdown, as done.
  const ahead = aheadOf(snap);
  const timer = snap.timer && (snap.timer.stepId === game.step.id || ahead) ? snap.timer : null;
  const phase = game.phase === 'over' ? t('phaseName.over') : t(`phaseName.${ahead ? 'night' : game.phase}`, { day: game.day });
  const stepName = ahead ? ahead.name : game.step.name;
  // By day, at a table with day powers, every living player's phone has the same day bar,
  // powers or none (DayBar.tsx).
  const dayBar = !ahead && game.phase === 'day' && !!game.me?.alive && tableHasDayPowers(game);

  return (
    <GameContext.Provider value={g}>
      <div className={`screen game${dayBar ? ' has-day-bar' : ''}`} data-testid="game" data-phase={ahead ? 'night' : game.phase} data-step={stepName} data-step-id={ahead ? ahead.id : game.step.id}>
        <header className="topbar game-bar">
          <span className="phase-name" data-testid="phase">{phase}</span>
          <span className="step-name">{game.phase !== 'over' ? t(`step.${stepLabel(game.deck, stepName as StepName)}`) : ''}</span>
          <Countdown timer={timer} now={store.now} label={t('phone.timeLeft')} pausedLabel={t('phone.paused')} />
          <button
            type="button" className="icon-btn lang-btn" lang={lang === 'en' ? 'zh-CN' : 'en'} data-testid="lang-toggle"
            aria-label="中文 / English" onClick={() => store.setLang(lang === 'en' ? 'zh-CN' : 'en', loadLang)}
          >
            {lang === 'en' ? '中' : 'EN'}
          </button>
          {snap.you?.vip ? (
            <button type="button" className="icon-btn host-btn" onClick={() => setDrawer(true)} aria-label={t('phone.host.title')} data-testid="host-open">⚙</button>
          ) : null}
        </header>
        {snap.room?.paused ? <p className="paused-banner" data-testid="paused">{t('phone.pausedBanner')}</p> : null}
        <HoldCard />
        <main className="content game-content">
          {ahead ? <NightDone testid="ahead-done" line={answerOf(ahead.id) ?? ''} /> : <Main g={g} />}
        </main>
        {dayBar ? <DayBar /> : null}
        {drawer ? <HostDrawer onClose={() => setDrawer(false)} /> : null}
      </div>
    </GameContext.Provider>
  );
}

function Main({ g }: { g: GameCtx }) {
  const { game } = g;
  if (game.phase === 'over') return <EndView />;
  return (
    <>
      <DrawnCard />
      <MyNewMoon />
      <TimeUpNotice />
      <Body g={g} />
      <ReadyGoOn />
    </>
  );
}

function Body({ g }: { g: GameCtx }) {
  const { game } = g;
  const me = game.me;
  if (!me) return <SpectatorView />;
  const side = game.prompts.filter((p) => isSideAction(p, game.step.name));
  // Day powers are behind the day bar, never on the screen itself.
  const prompts = game.prompts.filter((p) => !side.includes(p) && !isDayPower(p));
  return (
    <>
      <BodyMain
        prompts={prompts} alive={me.alive} night={game.phase === 'night'} stepId={game.step.id}
        // His own hidden death's step with no shot (engine/steps/deathPower.ts): a decoy, as a
        // sleeper's at night, where a Hunter's phone has his gun.
        decoy={game.step.name === 'deathPower' && game.step.actor === me.seat}
      />
      <SideActions prompts={side} />
    </>
  );
}

function BodyMain({ prompts, alive, night, stepId, decoy }: { prompts: Prompt[]; alive: boolean; night: boolean; stepId: number; decoy: boolean }) {
  if (prompts.length > 0) return <PromptStack prompts={prompts} />;
  if (decoy) return <Decoy key={stepId} />;
  if (!alive) return <GhostView />;
  if (night) return <Decoy key={stepId} />;
  return <DayBoard />;
}
