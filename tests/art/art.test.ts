import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  BADGE_ART,
  EventCardArt,
  ForestScene,
  MOON_CLASSES,
  ROLE_ART,
  ROLE_IDS,
  ROLE_TINT,
  RoleCard,
  RoleCardFace,
  SCENE_PHASES,
  type ArtProps,
  type RoleId,
} from '../../renderer/common/art';
import { TICK_HZ } from '../../renderer/common/art/ForestScene';

const render = <P extends object>(C: ComponentType<P>, props: P) => renderToStaticMarkup(createElement(C, props));

/** The roles played when the art was drawn: none may lose its emblem. A new role joins through ROLE_IDS. */
const TODAY: RoleId[] = [
  'werewolf',
  'villager',
  'seer',
  'witch',
  'hunter',
  'cupid',
  'littleGirl',
  'guard',
  'thief',
  'idiot',
  'elder',
  'scapegoat',
  'piper',
  'whiteWerewolf',
  'bigBadWolf',
  'wolfFather',
  'wolfHound',
  'wildChild',
  'knight',
  'fox',
  'bearTamer',
  'angel',
  'servant',
  'raven',
];

/** Every role the engine plays (its rule sets' lists): each must have its emblem, whichever folder it lives in. */
const EXPECTED_ROLES: RoleId[] = [...ROLE_IDS];

/** Every url(#id) reference must point at an id defined in the same markup. */
function danglingRefs(html: string): string[] {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  return [...html.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]!).filter((id) => !ids.has(id));
}

describe('role art', () => {
  it('covers every RoleId', () => {
    expect(ROLE_IDS).toEqual(expect.arrayContaining(TODAY));
    for (const role of EXPECTED_ROLES) expect(typeof ROLE_ART[role]).toBe('function');
    expect(Object.keys(ROLE_ART).sort()).toEqual([...EXPECTED_ROLES].sort());
    // Its colours too: a role folder's Art.tsx exports its TINT beside the emblem.
    for (const role of EXPECTED_ROLES) expect(ROLE_TINT[role], role).toMatchObject({ accent: expect.stringMatching(/^#/), tint: expect.stringMatching(/^#/) });
  });

  it.each(EXPECTED_ROLES)('%s renders a non-empty, sized svg', (role) => {
    const html = render(ROLE_ART[role] as ComponentType<ArtProps>, { size: 64, title: role });
    expect(html.startsWith('<svg')).toBe(true);
    expect(html).toContain('width="64"');
    expect(html).toContain(`<title>${role}</title>`);
    expect(html).toMatch(/<(path|circle|ellipse|rect)\b/);
    expect(html.length).toBeGreaterThan(800);
    expect(danglingRefs(html)).toEqual([]);
  });

  it('role emblems are visually distinct (no two share markup)', () => {
    const all = EXPECTED_ROLES.map((r) => render(ROLE_ART[r] as ComponentType<ArtProps>, { size: 100 }).replace(/nf-[a-zA-Z-]+_R_[^-"]*_/g, ''));
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(Object.keys(BADGE_ART) as Array<keyof typeof BADGE_ART>)('badge %s renders an svg', (name) => {
    const html = render(BADGE_ART[name] as ComponentType<ArtProps>, { size: 48 });
    expect(html.startsWith('<svg')).toBe(true);
    expect(html).toMatch(/<(path|circle|ellipse|rect)\b/);
    expect(html).toContain('aria-hidden="true"');
    expect(danglingRefs(html)).toEqual([]);
  });

  it('card back keeps the card aspect ratio', () => {
    const html = render(BADGE_ART.cardBack, { size: 100 });
    expect(html).toContain('width="100"');
    expect(html).toContain('height="140"');
  });

  it.each(MOON_CLASSES)('event card art renders the %s moon', (moonClass) => {
    const html = render(EventCardArt, { moonClass, size: 96 });
    expect(html.startsWith('<svg')).toBe(true);
    expect(danglingRefs(html)).toEqual([]);
  });

  it('moon classes render differently', () => {
    const out = MOON_CLASSES.map((m) => render(EventCardArt, { moonClass: m, size: 96 }).replace(/nf-moon-[a-z]+/g, ''));
    expect(new Set(out).size).toBe(3);
  });
});

describe('RoleCard', () => {
  it('renders the face for a known role and the back when face down', () => {
    const up = render(RoleCard, { role: 'seer', size: 150, label: 'Seer' });
    expect(up).toContain('data-face="up"');
    expect(up).toContain('Seer');
    expect(up).toMatch(/<svg/);
    const down = render(RoleCard, { role: null, size: 150 });
    expect(down).toContain('data-face="down"');
    expect(down).toMatch(/<svg/);
    const hidden = render(RoleCard, { role: 'werewolf', size: 150, flipped: true });
    expect(hidden).toContain('data-face="down"');
  });

  it('face renders for every role with unique, resolvable gradient ids', () => {
    for (const role of EXPECTED_ROLES) {
      const html = render(RoleCardFace, { role, size: 120, label: role });
      expect(danglingRefs(html)).toEqual([]);
    }
  });
});

describe('ForestScene', () => {
  it.each(SCENE_PHASES)('renders the %s phase', (phase) => {
    const html = render(ForestScene, { phase });
    expect(html).toContain(`data-phase="${phase}"`);
    expect(html).toMatch(/<svg/);
    expect(html).toContain('@keyframes');
    expect(html).toContain('prefers-reduced-motion');
    expect(danglingRefs(html)).toEqual([]);
  });

  it('keeps a small, fixed number of particles', () => {
    const html = render(ForestScene, { phase: 'night' });
    const flies = html.match(/class="nf-fly/g) ?? [];
    const motes = html.match(/class="nf-mote/g) ?? [];
    expect(flies.length + motes.length).toBeLessThanOrEqual(40);
  });

  it('phases differ from one another', () => {
    const out = SCENE_PHASES.map((p) => render(ForestScene, { phase: p }).replace(/data-phase="[a-z]+"/, ''));
    expect(new Set(out).size).toBe(SCENE_PHASES.length);
  });

  it('supports intensity, moon class and still mode', () => {
    const calm = render(ForestScene, { phase: 'night', intensity: 0, moonClass: 'new', still: true });
    expect(calm).toContain('nf-still');
    expect(calm).not.toEqual(render(ForestScene, { phase: 'night' }));
  });
});

/** Every (duration or delay) value in the style attributes of the markup, in seconds. */
function timings(html: string, prop: 'duration' | 'delay'): number[] {
  return [...html.matchAll(new RegExp(`animation-${prop}:([^;"]+)`, 'g'))].flatMap((m) => m[1]!.split(',').map((v) => parseFloat(v)));
}

const whole = (n: number) => Math.abs(n - Math.round(n)) < 0.01;

/*
 * Without a GPU the forest's cost is set by how often its picture changes (see README,
 * "Performance"). These keep new animations on the shared scene clock.
 */
describe('ForestScene runs on the scene clock', () => {
  it.each(SCENE_PHASES)('%s: every animation steps, in whole ticks', (phase) => {
    const html = render(ForestScene, { phase });
    const animated = [...html.matchAll(/style="([^"]*animation-duration[^"]*)"/g)].map((m) => m[1]!);
    expect(animated.length).toBeGreaterThan(40);
    for (const style of animated) expect(style).toMatch(/animation-timing-function:steps\(\d+\)/);
    for (const d of timings(html, 'duration')) expect(whole(d * TICK_HZ), `duration ${d}s`).toBe(true);
    // delays sit on ticks or, for the twinkles, half-way between them
    for (const d of timings(html, 'delay')) expect(whole(d * TICK_HZ * 2), `delay ${d}s`).toBe(true);
  });

  it('drifts whole layers in whole pixels, never with smooth timing', () => {
    const css = render(ForestScene, { phase: 'night' }).match(/<style>([\s\S]*?)<\/style>/)![1]!;
    const drift = [...css.matchAll(/@keyframes nf-par\d\{(.*?)\}\}/g)].map((m) => m[1]!);
    expect(drift).toHaveLength(3);
    for (const k of drift) for (const m of k.matchAll(/translate3d\(([^,]+),/g)) expect(m[1]).toMatch(/^-?\d+px$|^0$/);
    expect(css).toMatch(/\.nf-p1[^{]*\{animation:nf-par1 \d+s step-end infinite\}/);
  });

  it('fades no container of animated particles (that would cost an offscreen pass per frame)', () => {
    for (const phase of SCENE_PHASES) {
      const html = render(ForestScene, { phase, intensity: 0.5 });
      // the group around the fireflies, twinkles and motes carries no opacity of its own
      for (const m of html.matchAll(/<div class="nf-full( nf-off)?"( style="([^"]*)")?>(?=<div class="nf-pw)/g)) expect(m[3] ?? '').not.toContain('opacity');
    }
  });
});

describe('determinism', () => {
  it('renders identical markup twice', () => {
    const tree = () =>
      createElement(
        'div',
        null,
        ...EXPECTED_ROLES.map((r) => createElement(ROLE_ART[r], { key: r, size: 64 })),
        ...Object.entries(BADGE_ART).map(([k, C]) => createElement(C, { key: k, size: 64 })),
        ...MOON_CLASSES.map((m) => createElement(EventCardArt, { key: m, moonClass: m })),
        createElement(RoleCard, { key: 'card', role: 'witch', label: 'Witch' }),
        ...SCENE_PHASES.map((p) => createElement(ForestScene, { key: p, phase: p })),
      );
    const a = renderToStaticMarkup(tree());
    const b = renderToStaticMarkup(tree());
    expect(a).toBe(b);
    expect(a).not.toContain('NaN');
  });

  it('does not call Math.random while rendering', () => {
    const original = Math.random;
    Math.random = () => {
      throw new Error('Math.random used during render');
    };
    try {
      renderToStaticMarkup(createElement(ForestScene, { phase: 'dusk' }));
      for (const r of EXPECTED_ROLES) renderToStaticMarkup(createElement(ROLE_ART[r]));
    } finally {
      Math.random = original;
    }
  });
});
