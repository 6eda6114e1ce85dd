import { activeHolder, confirmPrompt, player, type Ctx } from '../../context.js';
import { readRoleData, roleData } from '../data.js';
import { kill } from '../../deaths.js';
import { hooks } from '../../hooks.js';
import { queued, type StepModule } from '../../steps/stepModule.js';
import type { GameState, PlayerState, RoleId } from '../../types.js';
import type { RoleModule } from '../../roles/roleModule.js';

interface ServantData { took?: number[] }

/** The player the vote killed, whose death waits for her decision. */
interface ServantStepData { seat: number }

/** Who may take the voted-out player's role now: a living Servant with her power, not a lover, not him. */
function servantFor(s: GameState, seat: number): PlayerState | undefined {
  const servant = activeHolder(s, 'servant');
  return servant && servant.seat !== seat && servant.lover === null ? servant : undefined;
}

/** She plays the role from the next night with its state reset (docs/rules.md §10). */
function resetRoleState(s: GameState, servant: PlayerState, role: RoleId): void {
  servant.role = role;
  servant.lives = role === 'elder' ? 2 : 1;
  if (role === 'witch') s.potions = { heal: true, poison: true };
  if (role === 'guard') s.guardLast = null;
  // A Fox's lost nose and a Wolf-Father's spent infection come back with the fresh card.
  if (role === 'fox' || role === 'wolfFather') s.roleData = { ...s.roleData, [role]: {} };
}

function take(s: GameState, servant: PlayerState, dead: PlayerState, ctx: Ctx): void {
  const data = roleData<ServantData>(s, 'servant');
  data.took = [...(data.took ?? []), dead.seat];
  resetRoleState(s, servant, dead.role);
  // Her own card is shown, his is not; what she becomes only she knows.
  ctx.emit({ type: 'servantRevealed', audience: 'public', key: 'narration.servant.revealed', seat: servant.seat, card: 'servant', replaces: dead.seat });
  ctx.emit({ type: 'servantTook', audience: [servant.seat], seat: servant.seat, role: dead.role });
}

/**
 * The Devoted Servant (docs/rules.md §10–11): when a day vote kills a player, before his card is
 * revealed, she may reveal herself and take his role in secret. The step is held for every
 * vote-out while the Servant is in the deck (fake when she cannot act), so its pause says nothing.
 */
const servantStep: StepModule<ServantStepData> = {
  name: 'servant',
  timing: 'decision',
  enter(s, step) {
    const { seat } = step.data;
    const servant = servantFor(s, seat);
    step.fake = !servant;
    step.prompts = servant
      ? [confirmPrompt(servant.seat, 'servant.take', 'prompt.servant.title', { info: { seat } })]
      : [];
  },
  choose(s, step, prompt, choice, ctx) {
    if (choice === true) take(s, player(s, prompt.seat), player(s, step.data.seat), ctx);
    return null;
  },
  resolve(s, step, ctx) {
    // Her choice made, the vote's death goes on as it would have (a rule may still hold it: hook holdsVoteDeath).
    if (!hooks.holdsVoteDeath(s, step.data.seat, ctx)) kill(s, step.data.seat, 'vote', ctx);
  },
};

function taken(s: GameState, seat: number): boolean {
  return readRoleData<ServantData>(s, 'servant').took?.includes(seat) ?? false;
}

export const servant: RoleModule = {
  id: 'servant',
  camp: 'village',
  villagePower: true,
  steps: [servantStep],
  hooks: {
    holdsElimination(s, seat) {
      s.interrupts = [queued('servant', { seat }), ...s.interrupts];
      return true;
    },
    hidesDeath: (s, p) => taken(s, p.seat),
    powerTaken: (s, p) => taken(s, p.seat),
  },
};

// This role's ids, merged into the base types (engine/types.ts): its folder declares them, no list does.
declare module '../../types.js' {
  interface RoleIds { servant: true }
  interface StepNames { servant: true }
  interface StepData { servant: ServantStepData }
}
