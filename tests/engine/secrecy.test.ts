/**
 * Secrets never leave the host (docs/design.md, "Secrets"): properties of `viewFor` over random games.
 * A view may only name a role its viewer is entitled to know, and a view must not change when
 * secrets the viewer may not know change (non-interference): swapping two unknown roles, or a
 * different night choice, leaves the view identical.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownBy } from '../../engine/newMoon/knowledge.js';
import type { MechanicalWolfData } from '../../engine/boards/mechanicalWolf/role.js';
import { readRoleData } from '../../engine/roles/roleData.js';
import { isWolf } from '../../engine/context.js';
import { apply, openPrompts, viewFor, type GameState, type Viewer } from '../../engine/index.js';
import { randomChoice, playRandomGame } from '../support/randomPlayer.js';
import { setupArb } from '../support/arbitraries.js';

function swapRoles(s: GameState, a: number, b: number): GameState {
  const players = s.players.map((p) => ({ ...p }));
  const pa = players[a - 1];
  const pb = players[b - 1];
  [pa.role, pb.role] = [pb.role, pa.role];
  [pa.card, pb.card] = [pb.card, pa.card];
  return { ...s, players };
}

/** A card the Mechanical Wolf at `seat` learned or read (a team answer is no card), from his memory in the state. */
function mechanicalKnows(s: GameState, seat: number, target: number): boolean {
  const data = readRoleData<MechanicalWolfData>(s, 'mechanicalWolf');
  const isCard = (k: string | null) => k !== null && k !== 'wolf' && k !== 'notWolf';
  return (data.picks ?? []).some((p) => p.seat === seat && p.target === target && isCard(p.learned))
    || (data.results ?? []).some((r) => r.seat === seat && r.target === target && isCard(r.result));
}

/** What a seat may legitimately know of another seat's role, derived independently of views.ts. */
function entitled(s: GameState, viewer: number, target: number): boolean {
  const me = s.players[viewer - 1];
  const them = s.players[target - 1];
  if (viewer === target || them.revealed || s.phase === 'over') return true;
  // A dead player still making his own last decisions (a death-chain step he acts in, open or
  // queued) knows what he knew alive; only then does the ghost view begin (docs/rules.md §4).
  const deciding = !me.alive && (s.step.actor === viewer || s.interrupts.some((q) => q.actor === viewer));
  if (!me.alive && !deciding && s.setup.variants.ghostsSeeAll) return true;
  // The pack (every wolf-camp player, docs/rules.md §10) knows its members as wolves.
  if ((me.alive || deciding) && isWolf(s, me) && (isWolf(s, them) || s.littleGirlExposed === target)) return true;
  // A Seer brought back by Miracle as a plain Villager (New Moon) remembers what she saw.
  if ((me.role === 'seer' || me.card === 'seer') && s.seerResults.some((r) => r.target === target && r.result !== 'wolf' && r.result !== 'notWolf')) return true;
  if (me.role === 'littleGirl' && s.littleGirlSeen.includes(target)) return true;
  // The Psychic (RULES.md §12) knows the card of each player he inspected, he alone (by his seat).
  if ((s.psychicResults ?? []).some((r) => r.seat === viewer && r.target === target)) return true;
  // The Gargoyle (RULES.md §12) likewise, by his seat.
  if ((s.gargoyleResults ?? []).some((r) => r.seat === viewer && r.target === target)) return true;
  // The Mechanical Wolf (RULES.md §12) knows the card he learned and those his copied inspections read, by his seat.
  if (mechanicalKnows(s, viewer, target)) return true;
  const learned = knownBy(s, viewer)[target];
  if (learned !== undefined && learned !== 'wolf' && learned !== 'notWolf') return true;
  return false;
}

function sampledStates(setup: Parameters<typeof playRandomGame>[0], playSeed: number, every: number): GameState[] {
  const game = playRandomGame(setup, playSeed, { keepStates: true });
  return game.states.filter((_, i) => i % every === 0 && game.states[i].phase !== 'over');
}

const table: Viewer = { kind: 'table' };

describe('views keep secrets', () => {
  it('a view names only the roles its viewer is entitled to know', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (setup, playSeed) => {
        for (const s of sampledStates(setup, playSeed, 5)) {
          for (const p of viewFor(s, table).players) {
            expect(p.role === null || s.players[p.seat - 1].revealed, `table sees seat ${p.seat}`).toBe(true);
          }
          for (const viewer of s.players) {
            for (const p of viewFor(s, { kind: 'seat', seat: viewer.seat }).players) {
              if (p.role !== null) expect(entitled(s, viewer.seat, p.seat), `seat ${viewer.seat} sees seat ${p.seat}`).toBe(true);
            }
          }
        }
      }),
      { numRuns: 300, seed: 11 },
    );
  }, 180_000);

  it('the table view does not change when two unrevealed roles are swapped', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.nat(), (setup, playSeed, pickSeed) => {
        for (const s of sampledStates(setup, playSeed, 4)) {
          const hidden = s.players.filter((p) => !p.revealed);
          if (hidden.length < 2) continue;
          const a = hidden[pickSeed % hidden.length];
          const b = hidden.find((p) => p.role !== a.role);
          if (!b) continue;
          expect(viewFor(swapRoles(s, a.seat, b.seat), table)).toEqual(viewFor(s, table));
        }
      }),
      { numRuns: 400, seed: 12 },
    );
  }, 180_000);

  it("a player's view does not change when two roles unknown to that player are swapped", () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (setup, playSeed) => {
        for (const s of sampledStates(setup, playSeed, 6)) {
          for (const viewer of s.players) {
            const view = viewFor(s, { kind: 'seat', seat: viewer.seat });
            const unknown = view.players.filter((p) => p.seat !== viewer.seat && p.role === null && p.team === null);
            const a = unknown[0];
            const b = a && unknown.find((p) => s.players[p.seat - 1].role !== s.players[a.seat - 1].role);
            if (!a || !b) continue;
            const swapped = viewFor(swapRoles(s, a.seat, b.seat), { kind: 'seat', seat: viewer.seat });
            expect(swapped, `viewer ${viewer.seat} learns from swapping ${a.seat} and ${b.seat}`).toEqual(view);
          }
        }
      }),
      { numRuns: 250, seed: 13 },
    );
  }, 180_000);

  it('at night the table view does not depend on which choice a player made', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.nat(), (setup, playSeed, choiceSeed) => {
        for (const s of sampledStates(setup, playSeed, 2)) {
          if (s.phase !== 'night') continue;
          const prompt = openPrompts(s).find((p) => !p.answered);
          if (!prompt) continue;
          const rng = { rng: choiceSeed >>> 0 };
          const first = apply(s, { type: 'choose', seat: prompt.seat, prompt: prompt.id, choice: randomChoice(rng, prompt) });
          const second = apply(s, { type: 'choose', seat: prompt.seat, prompt: prompt.id, choice: randomChoice(rng, prompt) });
          if (!first.ok || !second.ok) continue;
          if (first.state.phase !== 'night' || second.state.phase !== 'night' || first.state.step.id !== second.state.step.id) continue;
          expect(viewFor(second.state, table)).toEqual(viewFor(first.state, table));
          // Somnambulism's whole point is to announce the Seer's result (never the player) to all.
          const publicOf = (events: typeof first.events) => events.filter((e) => e.audience === 'public' && e.type !== 'somnambulism');
          expect(publicOf(second.events)).toEqual(publicOf(first.events));
        }
      }),
      { numRuns: 300, seed: 14 },
    );
  }, 180_000);
});
