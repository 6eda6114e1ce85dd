// @vitest-environment happy-dom
/**
 * Every prompt reachable (issue 27 point 6): for every prompt the engine opens — collected by
 * playing random games over every preset, role, New Moon card, Character and modern variant, not
 * from a hand-kept list — the real phone screen of its seat offers a control that answers it, and
 * the answer it sends is one the engine accepts. Each prompt is tried beside whatever else that
 * seat has open at the same moment (Full Moon Rising's inspection beside the wolves' victim, the
 * badge's tear beside the successor, the Witch's poison beside her potion).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apply, createGame, openPrompts } from '../../engine/index.js';
import { scenarioSetup, type Scenario } from '../../engine/scenario.js';
import type { Action, GameState } from '../../engine/index.js';
import { loadLang, translator } from '../../renderer/phone/i18n.js';
import { setupArb } from '../support/arbitraries.js';
import { randomAction } from '../support/randomPlayer.js';
import { reach, render, tap, type Moment } from './reach.js';

interface Sample extends Moment { seat: number; id: string; key: string }

/** Every field of info met on a prompt of each id, answered or not (some info comes with the answer). */
const infoMet = new Map<string, Set<string>>();

/**
 * One moment per prompt id and company: the prompt unanswered, with the seat's other open prompts
 * (answered or not) as they were. Random tables, some with the ready moment before night 1.
 */
function collect(games: number): Map<string, Sample> {
  const out = new Map<string, Sample>();
  const setups = fc.sample(setupArb, { numRuns: games, seed: 27 });
  setups.forEach((base, i) => {
    const setup = { ...base, readyCheck: i % 4 === 0 };
    const created = createGame(setup);
    let state: GameState = created.state;
    let events = created.events.slice();
    const rng = { rng: (i + 1) * 7919 };
    for (let n = 0; n < 3000 && state.phase !== 'over'; n++) {
      const open = openPrompts(state);
      for (const p of open) {
        if (p.info) {
          const fields = infoMet.get(p.id) ?? new Set<string>();
          for (const k of Object.keys(p.info)) fields.add(k);
          infoMet.set(p.id, fields);
        }
        if (p.answered) continue;
        const others = open.filter((q) => q.seat === p.seat && q !== p).map((q) => `${q.id}${q.answered ? '✓' : ''}`).sort();
        const key = [p.id, ...others].join(' + ');
        // A copy: the moment must stay as it was, whatever a later action shares with it.
        if (!out.has(key)) out.set(key, { setup, state: structuredClone(state), events, seat: p.seat, id: p.id, key });
      }
      const action = randomAction(rng, state);
      const r = apply(state, action);
      if (!r.ok) continue;
      state = r.state;
      events = [...events, ...r.events];
    }
  });
  return out;
}

/**
 * Moments random games almost never reach, taken from a scenario up to the prompt: the Witch shown two
 * victims of loners hunting alone (RULES.md §13b) needs the pack dead, two loners alive and her heal;
 * a Mechanical Wolf's copied power needs that card learned on his first night.
 */
const SCRIPTED: { file: string; id: string }[] = [
  { file: '../../engine/boards/hiddenWolf/scenarios/hidden-wolf-hunts-alone.json', id: 'witch.healOne' },
  // The Mechanical Wolf's copies need the right card learned on night 1 first.
  ...[['poison', 'witch-poison'], ['protect', 'guard'], ['skip', 'magician'], ['swap', 'magician'], ['witcherHunt', 'witcher'], ['shoot', 'hunter-shoots']]
    .map(([id, file]) => ({ file: `../../engine/boards/mechanicalWolf/scenarios/mechanical-wolf-copies-${file}.json`, id: `mechanicalWolf.${id}` })),
];

function scriptedMoments(out: Map<string, Sample>): void {
  for (const { file, id } of SCRIPTED) {
    const scenario = JSON.parse(readFileSync(path.resolve(import.meta.dirname, file), 'utf8')) as Scenario;
    const setup = scenarioSetup(scenario.setup);
    const created = createGame(setup);
    let state = created.state;
    let events = created.events.slice();
    for (const step of scenario.actions) {
      const open = openPrompts(state).find((q) => q.id === id && !q.answered);
      if (open) {
        const others = openPrompts(state).filter((q) => q.seat === open.seat && q !== open).map((q) => `${q.id}${q.answered ? '✓' : ''}`).sort();
        const key = [id, ...others].join(' + ');
        out.set(key, { setup, state: structuredClone(state), events, seat: open.seat, id, key });
        for (const q of openPrompts(state)) if (q.info) for (const k of Object.keys(q.info)) (infoMet.get(q.id) ?? infoMet.set(q.id, new Set()).get(q.id)!).add(k);
        break;
      }
      if ('expect' in step) continue;
      const action: Action = 'timeout' in step ? { type: 'timeout' }
        : 'mark' in step ? { type: 'mark', mark: step.mark, seats: step.seats } as Action
          : { type: 'choose', seat: step.seat, prompt: step.prompt ?? openPrompts(state).find((q) => q.seat === step.seat && !q.answered)!.id, choice: step.choose };
      const r = apply(state, action);
      // A rejection the scenario expects leaves the game as it was.
      if (!r.ok && 'reject' in step && step.reject) continue;
      if (!r.ok) throw new Error(`${file}: ${JSON.stringify(step)} refused`);
      state = r.state;
      events = [...events, ...r.events];
    }
  }
}

/** Prompt ids written in the engine's sources: what the random games must have met. */
function idsInEngineSources(): Set<string> {
  const root = path.resolve(import.meta.dirname, '../../engine');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = path.join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts')) files.push(p);
    }
  };
  walk(root);
  const ids = new Set<string>();
  const patterns = [
    /(?:seatPrompt|confirmPrompt|optionPrompt)\(\s*[^,()]+(?:\([^()]*\))?,\s*'([\w.]+)'/g,
    /\bid: '([\w.]+)', seat:/g,
    /\bpromptId: '([\w.]+)'/g,
  ];
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    for (const re of patterns) for (const m of text.matchAll(re)) ids.add(m[1]);
  }
  return ids;
}

/**
 * The prompt info the engine declares (`PromptInfos`, engine/types.ts, merged by every step and rule
 * set), read by the compiler from the engine's sources: prompt id → its fields.
 */
function declaredPromptInfos(): Map<string, Set<string>> {
  const cwd = path.resolve(import.meta.dirname, '../..');
  const root = path.join(cwd, 'engine');
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(cwd, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, cwd);
  const files = config.fileNames.filter((f) => f.startsWith(`${root}/`));
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const types = program.getSourceFile(path.join(root, 'types.ts'))!;
  const decl = types.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'PromptInfos')!;
  const infos = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(decl.name)!);
  return new Map(checker.getPropertiesOfType(infos).map((id) => [
    id.name, new Set(checker.getPropertiesOfType(checker.getTypeOfSymbol(id)).map((f) => f.name)),
  ]));
}

let samples: Map<string, Sample>;

beforeAll(async () => {
  await loadLang('zh-CN');
  samples = collect(260);
  scriptedMoments(samples);
}, 120_000);

describe('every prompt the engine opens can be answered on the phone', () => {
  it('the random games meet every prompt id the engine sources name', () => {
    const met = new Set([...samples.values()].map((s) => s.id));
    const written = idsInEngineSources();
    expect(written.size).toBeGreaterThan(25);
    expect([...written].filter((id) => !met.has(id)).sort()).toEqual([]);
  });

  it('every prompt met with info has its PromptInfos entry, and every field it carries is declared there', () => {
    const declared = declaredPromptInfos();
    expect(declared.get('witch.heal')).toEqual(new Set(['victim']));
    expect(infoMet.size).toBeGreaterThan(8);
    const untyped = [...infoMet].flatMap(([id, fields]) => {
      const known = declared.get(id);
      if (!known) return [`${id}: no PromptInfos entry (fields ${[...fields].join(', ')})`];
      return [...fields].filter((f) => !known.has(f)).map((f) => `${id}.${f}: not declared in PromptInfos['${id}']`);
    });
    expect(untyped).toEqual([]);
  }, 120_000);

  it('each prompt, beside whatever else its seat has open, has a control that sends an answer the engine takes', () => {
    const failures: string[] = [];
    for (const s of samples.values()) {
      const got = reach(s, s.seat, s.id);
      if (typeof got === 'string') {
        failures.push(`[${s.key}] ${got}`);
        continue;
      }
      const r = apply(got.moment.state, { type: 'choose', seat: s.seat, prompt: s.id, choice: got.choice } as Action);
      if (!r.ok) failures.push(`[${s.key}] sent ${JSON.stringify(got.choice)}: refused ${r.rejection.code} ${r.rejection.message}`);
    }
    expect(samples.size).toBeGreaterThan(40);
    // The companies the issue names are among those tried.
    const keys = [...samples.keys()];
    expect(keys).toContain('wolves.inspect + wolves.victim');
    expect(keys).toContain('wolves.inspect + wolves.victim✓');
    expect(keys).toContain('sheriff.tear + sheriff.successor');
    expect(failures).toEqual([]);
  }, 240_000);
});

describe('two decisions at once', () => {
  it('Full Moon Rising: the wolf switches between the victim and the inspection, and sees what he inspected', () => {
    const s = [...samples.values()].find((x) => x.key === 'wolves.inspect + wolves.victim✓')!;
    const screen = render(s, s.seat);
    try {
      const tabs = [...screen.root.querySelectorAll('[data-testid="prompt-tab"]')].map((t) => t.getAttribute('data-prompt'));
      expect(tabs).toEqual(['wolves.victim', 'wolves.inspect']);
      // The victim is already picked: the unanswered inspection is shown first.
      expect(screen.root.querySelector('[data-testid="prompt"]')?.getAttribute('data-prompt')).toBe('wolves.inspect');
      tap(screen.root.querySelector('[data-testid="prompt-tab"][data-prompt="wolves.victim"]'));
      expect(screen.root.querySelector('[data-testid="prompt"]')?.getAttribute('data-prompt')).toBe('wolves.victim');
    } finally {
      screen.close();
    }
    const target = openPrompts(s.state).find((p) => p.seat === s.seat && p.id === 'wolves.inspect')!.seats![0];
    const r = apply(s.state, { type: 'choose', seat: s.seat, prompt: 'wolves.inspect', choice: [target] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const after = render({ setup: s.setup, state: r.state, events: [...s.events, ...r.events] }, s.seat);
    try {
      if (r.state.step.id === s.state.step.id) {
        tap(after.root.querySelector('[data-testid="prompt-tab"][data-prompt="wolves.inspect"]'));
        expect(after.root.querySelector('[data-testid="inspect-result"]')).not.toBeNull();
      } else {
        // His was the pack's last answer (which moment the random games meet first depends on the
        // role pool): the step is over, and what he saw is behind tonight's hold on the done screen.
        const seen = r.events.find((e) => e.type === 'wolfInspected');
        expect(seen && seen.type === 'wolfInspected' && seen.audience).toContain(s.seat);
        const hold = after.root.querySelector('[data-testid="tonight-peek"]');
        act(() => { hold!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })); });
        const shown = after.root.querySelector('[data-testid="tonight"]')?.textContent ?? '';
        expect(shown).toContain(translator('zh-CN')(`event.seen.${seen!.type === 'wolfInspected' ? seen!.result : ''}`));
        expect(shown).toContain('满月升起');
      }
    } finally {
      after.close();
    }
  });

  it('a dying Sheriff may tear up the badge from his phone: a tab, one button, and the badge is gone', () => {
    const s = [...samples.values()].find((x) => x.key === 'sheriff.tear + sheriff.successor')!;
    const screen = render(s, s.seat);
    try {
      expect(screen.root.querySelector('[data-testid="prompt"]')?.getAttribute('data-prompt')).toBe('sheriff.successor');
      expect(screen.root.querySelector('[data-testid="prompt-hint"]')?.textContent).toContain('撕警徽');
      tap(screen.root.querySelector('[data-testid="prompt-tab"][data-prompt="sheriff.tear"]'));
      const section = screen.root.querySelector('[data-testid="prompt"][data-prompt="sheriff.tear"]')!;
      expect(section.querySelector('[data-testid="confirm"]')?.textContent).toBe('撕掉警徽');
      tap(section.querySelector('[data-testid="confirm"]'));
      expect(screen.sent.map((x) => [x.prompt, x.choice])).toEqual([['sheriff.tear', true]]);
    } finally {
      screen.close();
    }
    const r = apply(s.state, { type: 'choose', seat: s.seat, prompt: 'sheriff.tear', choice: true });
    expect(r.ok && r.events.some((e) => e.type === 'badgeTorn')).toBe(true);
  });
});
