import type { CSSProperties, ReactNode } from 'react';
import {
  FAR_HILLS,
  FAR_TREES,
  FIREFLIES,
  FOREGROUND,
  MID_TREES,
  MOTES,
  NEAR_TREES,
  SCENE_H,
  SCENE_W,
  STARS,
  TWINKLES,
  VILLAGE,
  fogBlobs,
  type TreeLayer,
} from './forestGeometry';
import type { MoonClass } from './EventCardArt';
import { FOREST_CSS, ticks, TICK_HZ } from './forestStyles';

export { TICK_HZ };

export { SCENE_PHASES, type ScenePhase } from './forestLooks';
import { LOOK, SKY, TREE_COLOURS, type ScenePhase } from './forestLooks';

export interface ForestSceneProps {
  phase: ScenePhase;
  /**
   * Atmosphere strength, 0–1 (default 1): scales fog, fireflies and the
   * vignette. Lower it behind dense UI; 1 is the full, moody scene.
   */
  intensity?: number;
  /** Shape of the night moon (New Moon events). Default 'full'. */
  moonClass?: MoonClass;
  /** Force a static scene (no animation), e.g. for screenshots. Reduced-motion users always get this. */
  still?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

const FOG_TILES = [fogBlobs(31, 7), fogBlobs(32, 6), fogBlobs(33, 8)];

function paths(layer: TreeLayer): ReactNode {
  return layer.pieces.map((d, i) => <path key={i} d={d} />);
}

/**
 * One silhouette layer: the moonlit shape and the daylight shape on top (faded by `lit`).
 * `top` is where the enclosing box starts (canvas units); the layer sits at its bottom.
 */
function Layer({ layer, colours, lit, top = layer.top }: { layer: TreeLayer; colours: readonly [string, string]; lit: number; top?: number }) {
  const h = SCENE_H - layer.top;
  const vb = `0 ${layer.top} ${SCENE_W} ${h}`;
  return (
    <div className="nf-sub" style={{ height: `${(h / (SCENE_H - top)) * 100}%` }}>
      <svg viewBox={vb} preserveAspectRatio="xMidYMax slice" aria-hidden="true">
        <g fill={colours[0]}>{paths(layer)}</g>
      </svg>
      <div className="nf-fade" style={{ opacity: lit }}>
        <svg viewBox={vb} preserveAspectRatio="xMidYMax slice" aria-hidden="true">
          <g fill={colours[1]}>{paths(layer)}</g>
        </svg>
      </div>
    </div>
  );
}

/** A box spanning [top, SCENE_H] of the canvas, overhanging the sides, optionally drifting. */
function Band({ top, anim, children }: { top: number; anim?: string; children: ReactNode }) {
  return (
    <div className={`nf-layer${anim ? ` ${anim}` : ''}`} style={{ height: `${((SCENE_H - top) / SCENE_H) * 100}%` }}>
      {children}
    </div>
  );
}

function FogBand({ tile, top, height, dur, opacity, tint }: { tile: number; top: number; height: number; dur: number; opacity: number; tint: string }) {
  const blobs = FOG_TILES[tile]!;
  const gid = `nf-fog-${tile}`;
  return (
    <div className="nf-fogband nf-fade" style={{ top: `${top}%`, height: `${height}%`, opacity, animationDuration: `${dur}s`, animationTimingFunction: ticks(dur) }}>
      <svg viewBox="0 0 2000 200" preserveAspectRatio="none" aria-hidden="true">
        <defs>
          <radialGradient id={gid}>
            <stop offset="0" stopColor={tint} stopOpacity="0.55" />
            <stop offset="0.5" stopColor={tint} stopOpacity="0.22" />
            <stop offset="1" stopColor={tint} stopOpacity="0" />
          </radialGradient>
        </defs>
        {[0, 1000].map((dx) =>
          blobs.map((b, i) => (
            <ellipse key={`${dx}-${i}`} cx={b.cx + dx} cy={b.cy} rx={b.rx} ry={b.ry} fill={`url(#${gid})`} opacity={b.o} />
          )),
        )}
        {/* wrap-around copies so the seam at the tile edge is filled */}
        {blobs.map((b, i) => (
          <ellipse key={`w-${i}`} cx={b.cx + 2000} cy={b.cy} rx={b.rx} ry={b.ry} fill={`url(#${gid})`} opacity={b.o} />
        ))}
      </svg>
    </div>
  );
}

function Moon({ moonClass }: { moonClass: MoonClass }) {
  return (
    <svg viewBox="0 0 200 200" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' }} aria-hidden="true">
      <defs>
        <radialGradient id="nf-fs-moonglow">
          <stop offset="0" stopColor="#dfeaff" stopOpacity="0.5" />
          <stop offset="0.3" stopColor="#b9cdf0" stopOpacity="0.16" />
          <stop offset="1" stopColor="#b9cdf0" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="nf-fs-moondisc" cx="40%" cy="36%" r="70%">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.6" stopColor="#e6edf0" />
          <stop offset="1" stopColor="#b4c2ca" />
        </radialGradient>
        <mask id="nf-fs-cres">
          <rect x="0" y="0" width="200" height="200" fill="#fff" />
          <circle cx="122" cy="88" r="44" fill="#000" />
        </mask>
      </defs>
      <circle cx="100" cy="100" r="200" fill="url(#nf-fs-moonglow)" opacity={moonClass === 'new' ? 0.25 : moonClass === 'crescent' ? 0.6 : 1} />
      {moonClass === 'new' ? (
        <circle cx="100" cy="100" r="48" fill="#050a14" stroke="#c9d8ee" strokeOpacity="0.55" strokeWidth="1.5" />
      ) : (
        <g mask={moonClass === 'crescent' ? 'url(#nf-fs-cres)' : undefined}>
          <circle cx="100" cy="100" r="48" fill="url(#nf-fs-moondisc)" />
          <g fill="#9fb0ba" opacity="0.35">
            <circle cx="84" cy="86" r="9" />
            <circle cx="114" cy="112" r="12" />
            <circle cx="110" cy="78" r="5" />
            <circle cx="80" cy="116" r="6" />
          </g>
        </g>
      )}
    </svg>
  );
}

const STAR_FIELD = (
  <g fill="#e8f0ff">
    {STARS.map((s, i) => (
      <circle key={i} cx={s.x} cy={s.y} r={s.r} opacity={s.o} />
    ))}
  </g>
);

const HORIZON = {
  night: 'radial-gradient(ellipse 70% 30% at 50% 74%, rgba(120,160,200,.28), rgba(120,160,200,0) 70%)',
  warm: 'radial-gradient(ellipse 75% 34% at 50% 74%, rgba(255,200,140,.45), rgba(255,190,130,0) 70%)',
};

/** Everything behind the sun, moon and trees for one phase. */
function Backdrop({ phase, opacity }: { phase: ScenePhase; opacity: number }) {
  const look = LOOK[phase];
  return (
    <div className="nf-full nf-fade" style={{ opacity, background: SKY[phase] }}>
      {look.stars ? (
        <svg viewBox="0 0 1920 1080" preserveAspectRatio="xMidYMin slice" className="nf-stars" style={{ opacity: look.stars }} aria-hidden="true">
          {STAR_FIELD}
        </svg>
      ) : null}
      <div className="nf-glow" style={{ opacity: look.horizon, background: phase === 'night' ? HORIZON.night : HORIZON.warm }} />
      {look.moonlight ? (
        <div className="nf-glow" style={{ opacity: look.moonlight, background: 'radial-gradient(ellipse 60% 50% at 70% 10%, rgba(170,200,255,.10), rgba(170,200,255,0) 70%)' }} />
      ) : null}
    </div>
  );
}

/** Far hills, far trees and the village square: one drifting picture, its daylight version and lit windows on top. */
function FarBand({ lit, village, windows }: { lit: number; village: number; windows: number }) {
  const top = FAR_TREES.top;
  const vb = `0 ${top} ${SCENE_W} ${SCENE_H - top}`;
  const win = VILLAGE.windows;
  const houses = (walls: string, roofs: string, clock: ReactNode) => (
    <>
      <path d={VILLAGE.walls} fill={walls} />
      <path d={VILLAGE.roofs} fill={roofs} />
      {clock}
    </>
  );
  return (
    <>
      <svg viewBox={vb} preserveAspectRatio="xMidYMax slice" aria-hidden="true">
        <path d={FAR_HILLS.d} fill={TREE_COLOURS.hills[0]} />
        <path d={FAR_TREES.d} fill={TREE_COLOURS.far[0]} />
        {houses('#0a1828', '#07111e', <circle cx={VILLAGE.clock.x} cy={VILLAGE.clock.y} r={VILLAGE.clock.r} fill="#0f2132" />)}
      </svg>
      <div className="nf-fade" style={{ opacity: lit }}>
        <svg viewBox={vb} preserveAspectRatio="xMidYMax slice" aria-hidden="true">
          <path d={FAR_HILLS.d} fill={TREE_COLOURS.hills[1]} />
          <path d={FAR_TREES.d} fill={TREE_COLOURS.far[1]} />
        </svg>
      </div>
      <div className="nf-fade" style={{ opacity: village }}>
        <svg viewBox={vb} preserveAspectRatio="xMidYMax slice" aria-hidden="true">
          {houses('#a89a82', '#6a4036', <circle cx={VILLAGE.clock.x} cy={VILLAGE.clock.y} r={VILLAGE.clock.r} fill="#e8dcc0" stroke="#6a4036" strokeWidth="2" />)}
          <g fill="#4a4036">
            {win.map(([x, y, w, h], i) => (
              <rect key={i} x={x} y={y} width={w} height={h} />
            ))}
          </g>
        </svg>
      </div>
      <div className="nf-fade" style={{ opacity: windows }}>
        <svg viewBox={vb} preserveAspectRatio="xMidYMax slice" aria-hidden="true">
          <defs>
            <radialGradient id="nf-fs-winglow">
              <stop offset="0" stopColor="#ffc66a" stopOpacity="0.55" />
              <stop offset="1" stopColor="#ffb050" stopOpacity="0" />
            </radialGradient>
          </defs>
          {win.map(([x, y, w, h], i) => (
            <circle key={`g${i}`} cx={x + w / 2} cy={y + h / 2} r={26} fill="url(#nf-fs-winglow)" />
          ))}
          <g fill="#ffd27e">
            {win.map(([x, y, w, h], i) => (
              <rect key={i} x={x} y={y} width={w} height={h} />
            ))}
          </g>
        </svg>
      </div>
    </>
  );
}

/**
 * Vignette: radial-gradient(ellipse 75% 70% at 50% 46%, clear 55%, rgba(0,4,8,.55) 85%, .8),
 * drawn as four rectangles around the clear middle so the compositor has nothing to blend there.
 */
function Vignette({ opacity }: { opacity: number }) {
  const rects: Array<[number, number, number, number]> = [
    [0, 0, 1920, 200],
    [0, 790, 1920, 290],
    [0, 200, 400, 590],
    [1520, 200, 400, 590],
  ];
  return (
    <svg className="nf-full nf-fade" viewBox="0 0 1920 1080" preserveAspectRatio="none" style={{ opacity, width: '100%', height: '100%' }} aria-hidden="true">
      <defs>
        <radialGradient id="nf-fs-vignette" gradientUnits="userSpaceOnUse" cx="960" cy="496.8" r="1440" gradientTransform="translate(0 235.98) scale(1 0.525)">
          <stop offset="0.55" stopColor="#000408" stopOpacity="0" />
          <stop offset="0.85" stopColor="#000408" stopOpacity="0.55" />
          <stop offset="1" stopColor="#000408" stopOpacity="0.8" />
        </radialGradient>
      </defs>
      <g fill="url(#nf-fs-vignette)">
        {rects.map(([x, y, w, h]) => (
          <rect key={`${x},${y}`} x={x} y={y} width={w} height={h} />
        ))}
      </g>
    </svg>
  );
}

function clamp01(n: number): number {
  return Math.max(0, Math.min(1, n));
}

/**
 * Full-screen animated forest: sky, stars, sun/moon, three drifting tree
 * layers, a village square on the horizon, fog and fireflies. All motion is
 * CSS (transform/opacity) so React only re-renders when `phase` changes; phase
 * changes cross-fade over ~2.6 s. Fills its positioned parent.
 */
export function ForestScene({ phase, intensity = 1, moonClass = 'full', still = false, className, style, children }: ForestSceneProps) {
  const look = LOOK[phase];
  const k = clamp01(intensity);
  const fog = look.fog * (0.35 + 0.65 * k);
  const flies = look.fireflies * (0.3 + 0.7 * k);
  const motes = look.motes * (0.3 + 0.7 * k);
  return (
    <div
      className={`nf-fs${still ? ' nf-still' : ''}${className ? ` ${className}` : ''}`}
      style={style}
      data-phase={phase}
      aria-hidden="true"
    >
      <style>{FOREST_CSS}</style>
      {/*
        Backdrop: one self-contained picture per phase (sky, stars, horizon glow, moonlight),
        the night one always underneath. Static, so it is painted into one layer once; a phase
        change cross-fades a single picture instead of four full-screen washes.
      */}
      {(['night', 'dusk', 'dawn', 'day'] as const).map((p) => (
        <Backdrop key={p} phase={p} opacity={p === phase || p === 'night' ? 1 : 0} />
      ))}
      {/* twinkling stars: tiny layers of their own (paused while the stars are hidden) */}
      <div className={`nf-full${look.stars ? '' : ' nf-off'}`}>
        {TWINKLES.map((t) => (
          <div key={t.i} className="nf-pw nf-fade" style={{ left: `${t.x}%`, top: `${t.y}%`, opacity: look.stars }}>
            <div
              className="nf-tw"
              style={{
                width: `${t.s * 2.2}px`,
                height: `${t.s * 2.2}px`,
                animationDuration: `${t.dur}s`,
                // half a tick late: twinkles change between the other ticks, so no frame redraws both sky and ground
                animationDelay: `${+(t.delay - 0.5 / TICK_HZ).toFixed(4)}s`,
                // one step per 3 ticks (5 Hz): a slow twinkle needs no more
                animationTimingFunction: `steps(${Math.round((t.dur * TICK_HZ) / 3)})`,
              }}
            />
          </div>
        ))}
      </div>
      {/* sun */}
      <div className="nf-full nf-move" style={{ transform: `translate3d(${look.sun.x}%, ${look.sun.y}%, 0)`, opacity: look.sun.o }}>
        <div
          style={{
            position: 'absolute',
            left: '-9%',
            top: '-9%',
            width: '18%',
            aspectRatio: '1',
            borderRadius: '50%',
            background:
              'radial-gradient(circle, #fffbe8 0, #fff1c4 13%, rgba(255,214,140,.55) 17%, rgba(255,190,110,.18) 38%, rgba(255,170,90,0) 70%)',
          }}
        />
      </div>
      {/* moon */}
      <div className="nf-full nf-move" style={{ transform: `translate3d(${look.moon.x}%, ${look.moon.y}%, 0)`, opacity: look.moon.o }}>
        <div style={{ position: 'absolute', left: 0, top: 0, width: '7.5%', aspectRatio: '1' }}>
          <Moon moonClass={moonClass} />
        </div>
      </div>
      {/* far hills, far trees and the village square drift together: one layer */}
      <Band top={FAR_TREES.top} anim="nf-p1">
        <FarBand lit={look.lit} village={look.village} windows={look.windows} />
      </Band>
      <FogBand tile={0} top={62} height={16} dur={150} opacity={fog * 0.8} tint="#c9d6e2" />
      <Band top={MID_TREES.top} anim="nf-p2">
        <Layer layer={MID_TREES} colours={TREE_COLOURS.mid} lit={look.lit} />
      </Band>
      <FogBand tile={1} top={72} height={16} dur={110} opacity={fog * 0.7} tint="#c9d6e2" />
      <Band top={NEAR_TREES.top} anim="nf-p3">
        <Layer layer={NEAR_TREES} colours={TREE_COLOURS.near} lit={look.lit} />
      </Band>
      {/*
        Fireflies & motes (paused while hidden). The group fade sits on a wrapper per particle:
        opacity on a container of many layers would force an offscreen pass every frame.
      */}
      <div className={`nf-full${look.fireflies ? '' : ' nf-off'}`}>
        {FIREFLIES.map((f, i) => (
          <div key={i} className="nf-pw nf-fade" style={{ left: `${f.x}%`, top: `${f.y}%`, opacity: flies }}>
            <div
              className="nf-fly"
              style={{
                width: f.size,
                height: f.size,
                animationName: `nf-wander${f.path}, nf-blink`,
                animationDuration: `${f.dur}s, ${f.blink}s`,
                animationDelay: `${f.delay}s, ${+(f.delay % f.blink).toFixed(1)}s`,
                animationDirection: `${f.reverse ? 'reverse' : 'normal'}, alternate`,
                // four equal keyframe intervals each: one step per tick
                animationTimingFunction: `${ticks(f.dur / 4)}, ${ticks(f.blink / 4)}`,
              }}
            />
          </div>
        ))}
      </div>
      <div className={`nf-full${look.motes ? '' : ' nf-off'}`}>
        {MOTES.map((m, i) => (
          <div key={i} className="nf-pw nf-fade" style={{ left: `${m.x}%`, top: `${m.y}%`, opacity: motes }}>
            <div
              className="nf-mote"
              style={{
                width: m.size,
                height: m.size,
                animationDuration: `${m.dur}s`,
                animationDelay: `${m.delay}s`,
                animationTimingFunction: ticks(m.dur / 5),
              }}
            />
          </div>
        ))}
      </div>
      <Band top={FOREGROUND.top}>
        <Layer layer={FOREGROUND} colours={TREE_COLOURS.fg} lit={look.lit} />
      </Band>
      <FogBand tile={2} top={84} height={18} dur={80} opacity={fog * 0.55} tint="#d5e0ea" />
      {/* light washes */}
      <div className="nf-full nf-fade" style={{ opacity: look.warm * 0.9, background: 'linear-gradient(0deg, rgba(255,120,60,.22), rgba(255,120,60,0) 55%), linear-gradient(180deg, rgba(60,20,80,.25), rgba(60,20,80,0) 40%)' }} />
      <div className="nf-full nf-fade" style={{ opacity: look.rose, background: 'linear-gradient(0deg, rgba(255,190,170,.16), rgba(255,190,170,0) 60%)' }} />
      <Vignette opacity={0.55 + 0.45 * k} />
      {children ? <div className="nf-full" style={{ pointerEvents: 'auto' }}>{children}</div> : null}
    </div>
  );
}
