import type { HookName, Hooks } from './hookTypes.js';
import type { RoleModule } from './roles/roleModule.js';
import type { AnyStepModule } from './steps/stepModule.js';
import type { GameState, PresetId, ResolvedSetup, RoleId, StepName, Variants } from './types.js';
import { composeVariants, type VariantBook, type VariantSet } from './variants.js';

/**
 * A named board (版型) the lobby offers: one tap sets its preset and its deck; offered only with
 * exactly as many players seated as it has cards (RULES.md §13b). Its name is `board.<id>` in the strings.
 */
export interface Board {
  id: string;
  preset: PresetId;
  deck: readonly RoleId[];
  /** Variants the board sets on top of its preset (the 隐狼乌鸦 board's one-vote Raven, RULES.md §13). */
  variants?: Partial<Variants>;
}

/**
 * The named board these settings are (the lobby's "you are playing 狼王守卫"): same preset, the same
 * cards in any order, and its variants set; null for any other deck.
 */
export function boardMatching(
  boards: readonly Board[], preset: PresetId, deck: readonly RoleId[], variants: Partial<Variants>,
): Board | null {
  const key = (cards: readonly RoleId[]) => cards.slice().sort().join(',');
  const cards = key(deck);
  return boards.find((b) => b.preset === preset && key(b.deck) === cards
    && Object.entries(b.variants ?? {}).every(([k, v]) => variants[k as keyof Variants] === v)) ?? null;
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
  /**
   * Contributors that come and go during the game (New Moon's cards in play), asked after the set's
   * roles. The same array returned again must hold the same contributors (the fold remembers which
   * of its lists answer nothing: a constant "nothing in play" list costs nothing).
   */
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
 * One hook's contributors in one deck, in order: each rule set's own hooks and its roles in the
 * deck, and in its place each rule set that has contributors in play (asked anew each time).
 * `fixed` is that list without the sets in play: the whole answer whenever none of them brings
 * an implementation, so the common call allocates nothing.
 */
export interface HookCallers {
  readonly fixed: readonly Partial<Hooks>[];
  /** null when no rule set of the book has contributors in play. */
  readonly segments: readonly (Partial<Hooks> | RuleSet)[] | null;
  /** Per segment, the last list its set had in play that answers nothing for this hook. */
  readonly quiet: (readonly Partial<Hooks>[] | undefined)[];
}

function callersInDeck(book: RuleBook, deck: ReadonlySet<RoleId>, name: HookName): HookCallers {
  const sources = book.sources.get(name) ?? [];
  const fixed: Partial<Hooks>[] = [];
  const segments: (Partial<Hooks> | RuleSet)[] = [];
  book.sets.forEach((set, index) => {
    for (const src of sources) {
      if (src.set === index && (src.role === null || deck.has(src.role))) { fixed.push(src.hooks); segments.push(src.hooks); }
    }
    if (set.inPlay) segments.push(set);
  });
  return { fixed, segments: book.sets.some((set) => set.inPlay) ? segments : null, quiet: [] };
}

/**
 * Every hook's callers for one deck of one book, by hook name, filled on first use. Shared by every
 * game with the same book and the same roles (the bench plays thousands), and hung on the setup so
 * a hook call finds it with one property load rather than hashing (setup is shared by every clone).
 */
export interface CallerTable { readonly book: RuleBook; readonly deck: ReadonlySet<RoleId>; readonly byHook: Map<HookName, HookCallers> }
const tablesByDeck = new WeakMap<RuleBook, Map<string, CallerTable>>();
const CALLERS = Symbol('callers');
type CalledSetup = ResolvedSetup & { [CALLERS]?: CallerTable };
// A frozen setup (tests freeze states) cannot carry the hidden table: found by identity instead.
const frozenSetups = new WeakMap<ResolvedSetup, CallerTable>();

export function callerTable(s: GameState, book: RuleBook): CallerTable {
  const setup = s.setup as CalledSetup;
  const hung = setup[CALLERS] ?? frozenSetups.get(setup);
  if (hung && hung.book === book) return hung;
  let byDeck = tablesByDeck.get(book);
  if (!byDeck) tablesByDeck.set(book, (byDeck = new Map()));
  const deck = new Set(setup.fullDeck);
  const key = [...deck].sort().join(' ');
  let table = byDeck.get(key);
  if (!table) byDeck.set(key, (table = { book, deck, byHook: new Map() }));
  if (Object.isFrozen(setup)) frozenSetups.set(setup, table);
  else Object.defineProperty(setup, CALLERS, { value: table, enumerable: false, configurable: true });
  return table;
}

/** The callers of one hook in a table's deck (see HookCallers), built on first use. */
export function hookCallers(table: CallerTable, name: HookName): HookCallers {
  let found = table.byHook.get(name);
  if (!found) table.byHook.set(name, (found = callersInDeck(table.book, table.deck, name)));
  return found;
}

/**
 * The contributors of one hook for this state, in order. `checkSetup` runs before the state
 * exists: then every rule set's own contributors count.
 */
export function contributors(s: GameState | null, book: RuleBook, name: HookName): readonly Partial<Hooks>[] {
  if (!s) return (book.sources.get(name) ?? []).filter((src) => src.role === null).map((src) => src.hooks);
  return inPlayNow(s, hookCallers(callerTable(s, book), name), name);
}

/** The contributors of one hook now: the fixed list, unless a set in play brings some. */
export function inPlayNow(s: GameState, callers: HookCallers, name: HookName): readonly Partial<Hooks>[] {
  const { fixed, segments } = callers;
  if (!segments) return fixed;
  let out: Partial<Hooks>[] | null = null;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i];
    if (!isRuleSet(seg)) { if (out) out.push(seg); continue; }
    const cards = seg.inPlay!(s);
    // The same list as last time, which answered nothing (New Moon's "no card in play"): not read again.
    if (cards === callers.quiet[i]) continue;
    let answers = false;
    for (const c of cards) {
      if (!c[name]) continue;
      answers = true;
      // A new list only once a contributor in play answers: until then the fixed one is the answer.
      if (!out) out = segments.slice(0, i).filter((x): x is Partial<Hooks> => !isRuleSet(x));
      out.push(c);
    }
    if (!answers) callers.quiet[i] = cards;
  }
  return out ?? fixed;
}

function isRuleSet(seg: Partial<Hooks> | RuleSet): seg is RuleSet {
  return typeof (seg as RuleSet).id === 'string' && (seg as RuleSet).inPlay !== undefined;
}
