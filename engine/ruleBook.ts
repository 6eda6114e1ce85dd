import type { HookName, Hooks } from './hookTypes.js';
import type { RoleModule } from './roles/roleModule.js';
import type { AnyStepModule } from './steps/stepModule.js';
import type { GameState, PresetId, ResolvedSetup, RoleId, StepName } from './types.js';
import { composeVariants, type VariantBook, type VariantSet } from './variants.js';

/**
 * A named board (版型) the lobby offers: one tap sets its preset and its deck; offered only with
 * exactly as many players seated as it has cards (RULES.md §13b). Its name is `board.<id>` in the strings.
 */
export interface Board {
  id: string;
  preset: PresetId;
  deck: readonly RoleId[];
}

/**
 * A rule set (docs/design.md, "Rule sets"): the base game, New Moon, the Characters, modern-cn…
 * It owns its roles, its steps and its hook implementations, and declares its own slice of the
 * state, of the views and of the events by merging into the base types (engine/<set>/ruleSet.ts).
 * A game is created from an explicit list of them; nothing is installed by an import.
 */
export interface RuleSet {
  id: string;
  roles?: readonly RoleModule[];
  /** Steps that belong to no role (New Moon's event steps, the modern speeches). */
  steps?: readonly AnyStepModule[];
  hooks?: Partial<Hooks>;
  /** GameSetup fields beyond the base game's that this set reads (a game without it refuses them). */
  setupFields?: readonly string[];
  /** Its variants (declared by merging into `Variants`): allowed values and each preset's values. */
  variants?: VariantSet;
  /** Contributors that come and go during the game (New Moon's cards in play), asked after the set's roles. */
  inPlay?(s: GameState): readonly Partial<Hooks>[];
  /** The named boards it brings to the lobby (modern-cn's standard boards, §12's 版型). */
  boards?: readonly Board[];
}

/** Hooks of one contributor, with the role that must be in the deck for them to count. */
interface Source { hooks: Partial<Hooks>; role: RoleId | null; set: number }

/**
 * The rule sets of one game, composed: every role and step by id, and for each hook who implements
 * it. Built once per list (composeRules) and shared by every game made from it.
 */
export interface RuleBook {
  readonly sets: readonly RuleSet[];
  readonly roles: Readonly<Record<RoleId, RoleModule>>;
  /** Every role id, in rule-set order. */
  readonly roleIds: readonly RoleId[];
  readonly steps: ReadonlyMap<StepName, AnyStepModule>;
  readonly sources: ReadonlyMap<HookName, readonly Source[]>;
  /** The variants of its sets: presets, allowed values (engine/variants.ts). */
  readonly variants: VariantBook;
  /** Every set's boards, in rule-set order (the lobby's buttons). */
  readonly boards: readonly Board[];
}

export function composeRules(sets: readonly RuleSet[]): RuleBook {
  const ids = new Set<string>();
  const roles = {} as Record<RoleId, RoleModule>;
  const steps = new Map<StepName, AnyStepModule>();
  const sources = new Map<HookName, Source[]>();
  const add = (hooks: Partial<Hooks> | undefined, role: RoleId | null, set: number) => {
    for (const name of Object.keys(hooks ?? {}) as HookName[]) {
      if (!sources.has(name)) sources.set(name, []);
      sources.get(name)!.push({ hooks: hooks!, role, set });
    }
  };
  const addStep = (step: AnyStepModule, owner: string) => {
    const known = steps.get(step.name);
    // Several roles may bring one step (every wolf card brings the pack's): the same module, once.
    if (known && known !== step) throw new Error(`rule set ${owner}: another step is already named ${step.name}`);
    steps.set(step.name, step);
  };
  sets.forEach((set, index) => {
    if (ids.has(set.id)) throw new Error(`rule set ${set.id} is listed twice`);
    ids.add(set.id);
    add(set.hooks, null, index);
    for (const role of set.roles ?? []) {
      if (roles[role.id]) throw new Error(`rule set ${set.id}: role ${role.id} is already defined`);
      roles[role.id] = role;
      for (const step of role.steps ?? []) addStep(step, set.id);
      add(role.hooks, role.id, index);
    }
    for (const step of set.steps ?? []) addStep(step, set.id);
  });
  const boards = sets.flatMap((set) => set.boards ?? []);
  const book: RuleBook = { sets, roles, roleIds: Object.keys(roles) as RoleId[], steps, sources, variants: composeVariants(sets), boards };
  composed.set(bookKey(book), book);
  return book;
}

/**
 * The setup names the rule sets its game plays (`ruleSets`, serializable) and carries their book
 * (a hidden reference, shared by every clone of the state). A state copied by other means (JSON,
 * structuredClone) loses the reference and finds its book again by those names, among the books
 * composed in this process: what a game plays is written in the game, never in what was imported.
 */
const RULE_BOOK = Symbol('ruleBook');
type BookedSetup = ResolvedSetup & { [RULE_BOOK]?: RuleBook };
const composed = new Map<string, RuleBook>();
const bookKey = (book: RuleBook) => book.sets.map((set) => set.id).join(' ');

export function bindRules(setup: ResolvedSetup, book: RuleBook): void {
  setup.ruleSets = book.sets.map((set) => set.id);
  Object.defineProperty(setup, RULE_BOOK, { value: book, enumerable: false });
}

export function rulesOf(s: GameState): RuleBook {
  const setup = s.setup as BookedSetup;
  const book = setup[RULE_BOOK] ?? composed.get((setup.ruleSets ?? []).join(' '));
  if (!book) throw new Error(`engine: no rule book for the rule sets [${(setup.ruleSets ?? []).join(', ')}] of this state`);
  if (!setup[RULE_BOOK] && !Object.isFrozen(setup)) Object.defineProperty(setup, RULE_BOOK, { value: book, enumerable: false });
  return book;
}

/**
 * Per setup and hook, the contributors in order: each rule set's own hooks and its roles in the deck,
 * then the rule set itself when it has contributors in play (asked anew each time).
 */
type Segment = Partial<Hooks> | RuleSet;
const inDeck = new WeakMap<ResolvedSetup, Map<HookName, { segments: Segment[]; dynamic: boolean }>>();

function segmentsOf(s: GameState, book: RuleBook, name: HookName): { segments: Segment[]; dynamic: boolean } {
  let cached = inDeck.get(s.setup);
  if (!cached) inDeck.set(s.setup, (cached = new Map()));
  let found = cached.get(name);
  if (!found) {
    const deck = new Set(s.setup.fullDeck);
    const sources = book.sources.get(name) ?? [];
    const segments: Segment[] = [];
    book.sets.forEach((set, index) => {
      for (const src of sources) if (src.set === index && (src.role === null || deck.has(src.role))) segments.push(src.hooks);
      if (set.inPlay) segments.push(set);
    });
    found = { segments, dynamic: book.sets.some((set) => set.inPlay) };
    cached.set(name, found);
  }
  return found;
}

/**
 * The contributors of one hook for this state, in order. `checkSetup` runs before the state
 * exists: then every rule set's own contributors count.
 */
export function contributors(s: GameState | null, book: RuleBook, name: HookName): readonly Partial<Hooks>[] {
  if (!s) return (book.sources.get(name) ?? []).filter((src) => src.role === null).map((src) => src.hooks);
  const { segments, dynamic } = segmentsOf(s, book, name);
  if (!dynamic) return segments as Partial<Hooks>[];
  const out: Partial<Hooks>[] = [];
  for (const seg of segments) {
    if (typeof (seg as RuleSet).id === 'string' && (seg as RuleSet).inPlay) {
      for (const c of (seg as RuleSet).inPlay!(s)) if (c[name]) out.push(c);
    } else out.push(seg as Partial<Hooks>);
  }
  return out;
}
