/**
 * The game screen, which a moment's overlay (a dawn, a vote reveal) covers for a few seconds. It
 * stays mounted and only hides: unmounting it and building it again cost a long frame at each end
 * of the overlay. While covered it follows the game at low priority (React renders it after the
 * overlay's frame, yielding between components), so the overlay's first frame carries only the
 * overlay.
 */
import { memo, useDeferredValue } from 'react';
import { Ctx, useTv } from '../ctx.js';
import { GameScreen } from './Game.js';

const Screen = memo(GameScreen);

export function CoveredScreen({ covered }: { covered: boolean }) {
  const ctx = useTv();
  const behind = useDeferredValue(ctx);
  return (
    <div className={`tv-screen${covered ? ' covered' : ''}`} data-testid="game-screen">
      <Ctx.Provider value={covered ? behind : ctx}>
        <Screen />
      </Ctx.Provider>
    </div>
  );
}
