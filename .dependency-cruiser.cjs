/**
 * Which folder may import which (docs/design.md, "Layers"). Checked by tests/layers.test.ts
 * (`npm test`) through dependency-cruiser's API. Every rule is a `forbidden` one: a new folder is
 * free until a rule names it, so add its line here when you add it to the table in docs/design.md.
 *
 *   engine ← protocol ← host (electron/host) ← desktop shell (electron/main.ts, preload.ts, shell/…)
 *   engine ← protocol ← pages (renderer/tv, renderer/phone; renderer/common shared by both)
 *   tests/, bench/, scripts/ may import anything.
 *
 * Paths are relative to the repository root; `to` paths of packages are their resolved files
 * (node_modules/<name>/…), of Node's own modules the bare name ("fs", "node:fs").
 */

/** The engine's base rules: its root files and the base roles and steps. */
const ENGINE_BASE = '^engine/([^/]+|roles/.+|steps/.+)$';
/** A rule set: any engine folder but the base ones (engine/newMoon/, engine/characters/, engine/modern/, …). */
const RULE_SET = '^engine/(?!roles/|steps/)[^/]+/';
/** The composition entry points: they choose which rule sets a game is made of. */
const ENGINE_ENTRY = '^engine/(index|standard)\\.ts$';
/** The desktop shell: the Electron side (electron/*.ts) and its plain decisions (electron/shell/). */
const DESKTOP_SHELL = '^electron/(shell/|[^/]+$)';
/** The tools: they may import anything, so nothing may import them (that would close a circle). */
const TOOLS = '^(tests|bench|scripts)/';
const REACT = '^node_modules/(@types/)?react/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import circle anywhere, type-only imports included: a circle works until one module reads ' +
        "another's export while it loads (a TDZ ReferenceError), and it hides which module is below which.",
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment:
        'Every import points at a file or an installed package: a file moved without its importers ' +
        'updated would otherwise drop out of every rule below.',
      from: {},
      to: { couldNotResolve: true },
    },

    // --- engine/: pure rules, runs anywhere (host, pages, tests, bench) ---
    {
      name: 'engine-only-imports-engine',
      severity: 'error',
      comment:
        'The engine is pure rules: it imports nothing outside engine/ — no Node module, no Electron, ' +
        'no React or DOM package, no protocol, host or page — so it runs unchanged in the host, ' +
        'both pages, the tests and the bench.',
      from: { path: '^engine/', pathNot: '\\.tsx$' },
      to: { pathNot: '^engine/' },
    },
    {
      name: 'engine-art-only-react-and-art',
      severity: 'error',
      comment:
        "An engine .tsx file (a role's art, when the lead allows it) may draw with React and the " +
        "shared art (renderer/common/art/) and nothing else outside engine/.",
      from: { path: '^engine/.+\\.tsx$' },
      to: { pathNot: ['^engine/', '^renderer/common/art/', REACT] },
    },
    {
      name: 'engine-rules-never-import-art',
      severity: 'error',
      comment:
        'Only .tsx files may depend on art: the rules themselves (every .ts file) stay loadable ' +
        'without React, so the host and the bench never pull it in.',
      from: { path: '^engine/', pathNot: '\\.tsx$' },
      to: { path: '\\.tsx$' },
    },
    {
      name: 'engine-base-never-imports-a-rule-set',
      severity: 'error',
      comment:
        'The base rules own the extension points and never know which rule sets exist (engine/newMoon/, ' +
        'engine/characters/, engine/modern/, any new engine/<set>/): a game is made of an explicit list ' +
        'of sets, chosen by the composition entry points (engine/index.ts, engine/standard.ts) only.',
      from: { path: ENGINE_BASE, pathNot: ENGINE_ENTRY },
      to: { path: RULE_SET },
    },
    {
      name: 'engine-rule-sets-are-independent',
      severity: 'error',
      comment:
        'A rule set imports the base and itself, never another set: any list of sets can then make a ' +
        'game, and removing one never breaks another.',
      from: { path: '^engine/(?!roles/|steps/)([^/]+)/' },
      to: { path: RULE_SET, pathNot: '^engine/$1/' },
    },
    {
      name: 'engine-new-moon-cards-are-private',
      severity: 'error',
      comment:
        "New Moon's cards are wired in by New Moon itself (its registry); the rest of the engine, " +
        'entry points included, goes through engine/newMoon/ (as tests/engine/importGraph.test.ts asked).',
      from: { path: '^engine/', pathNot: '^engine/newMoon/' },
      to: { path: '^engine/newMoon/cards/' },
    },

    // --- protocol/: the wire between the host and its devices ---
    {
      name: 'protocol-only-engine-and-zod',
      severity: 'error',
      comment:
        'The wire protocol is shared by the host and both pages, so it may depend only on what all ' +
        'of them can load: the engine (its types and ids) and zod (the message schemas).',
      from: { path: '^protocol/' },
      to: { pathNot: ['^protocol/', '^engine/', '^node_modules/zod/'] },
    },

    // --- electron/host/: the plain-Node host ---
    {
      name: 'host-never-imports-the-shell-or-pages',
      severity: 'error',
      comment:
        'The host runs headless too (npm run serve, the tests): it never imports the desktop shell ' +
        "(electron/main.ts, preload.ts, electron/*.ts, electron/shell/), nor 'electron', nor the pages " +
        '(renderer/): what it shares with the pages goes in protocol/, what it shares with the shell ' +
        'lives in the host and the shell imports it.',
      from: { path: '^electron/host/' },
      to: { path: [DESKTOP_SHELL, '^renderer/', '^node_modules/electron/'] },
    },

    // --- the desktop shell ---
    {
      name: 'shell-never-imports-the-pages',
      severity: 'error',
      comment:
        'The shell loads the pages over HTTP from the host, like any browser; it shares nothing ' +
        'with their code (the two stacks only meet in engine/ and protocol/).',
      from: { path: DESKTOP_SHELL },
      to: { path: '^renderer/' },
    },

    // --- renderer/: the TV and phone pages ---
    {
      name: 'pages-never-import-electron',
      severity: 'error',
      comment:
        "The pages run in any browser (phones): they never import electron/ (host or shell) nor the " +
        "'electron' package; they reach the host over the protocol only.",
      from: { path: '^renderer/' },
      to: { path: ['^electron/', '^node_modules/electron/'] },
    },
    {
      name: 'pages-never-import-node',
      severity: 'error',
      comment:
        "Page code runs in a browser: no Node module (a build config next to the pages, *.config.ts, " +
        'runs in Node and may).',
      from: { path: '^renderer/', pathNot: '(^|/)[^/]+\\.config\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'pages-never-import-each-other',
      severity: 'error',
      comment:
        'The TV and the phone are separate bundles: what both need goes in renderer/common/ (or ' +
        'protocol/, engine/), so neither page ships the other.',
      from: { path: '^renderer/(tv|phone)/' },
      to: { path: '^renderer/(tv|phone)/', pathNot: '^renderer/$1/' },
    },
    {
      name: 'common-never-imports-a-page',
      severity: 'error',
      comment: 'renderer/common/ is shared by both pages, so it sits below them: it never imports either.',
      from: { path: '^renderer/common/' },
      to: { path: '^renderer/(tv|phone)/' },
    },

    // --- tools ---
    {
      name: 'nothing-imports-the-tools',
      severity: 'error',
      comment:
        'tests/, bench/ and scripts/ may import anything, so the app importing them would make a ' +
        'circle and ship tools. One exception: the headless command line electron/host/serve.ts ' +
        'builds missing pages with scripts/build-app.ts (a dynamic import, run only by `npm run ' +
        'serve`, never by the app); see the next rule.',
      from: { pathNot: [TOOLS, '^electron/host/serve\\.ts$'] },
      to: { path: TOOLS },
    },
    {
      name: 'serve-only-builds-the-pages',
      severity: 'error',
      comment: 'The one tool `npm run serve` may load, and only lazily: the page build, when the pages are missing or stale.',
      from: { path: '^electron/host/serve\\.ts$' },
      to: { path: TOOLS, pathNot: '^scripts/build-app\\.ts$' },
    },
    {
      name: 'serve-builds-the-pages-lazily',
      severity: 'error',
      comment: 'A static import would load vite into every headless host; the build is imported only when needed.',
      from: { path: '^electron/host/serve\\.ts$' },
      to: { path: '^scripts/build-app\\.ts$', dependencyTypesNot: ['dynamic-import'] },
    },
  ],
  options: {
    // Type-only imports count (a type circle is still a circle, and types show the layering).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // Packages are seen (the rules name some) but not read; built output is not source.
    exclude: { path: '^out/' },
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      // ESM packages (vite, zod) resolve through their "exports"; `.js` specifiers find their `.ts` files.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
