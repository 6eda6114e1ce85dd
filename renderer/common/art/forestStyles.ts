/**
 * The forest's stylesheet and its clock: every animation steps on one grid of ticks (see TICK_HZ),
 * so the scene costs nothing between ticks without a GPU. Used by ForestScene.tsx.
 */
/**
 * The scene clock. Without a GPU (software compositing) every frame in which anything moves
 * re-composites every layer under the changed area, so the cost is set by how often the
 * picture changes, not by how many things move. Every animation therefore advances in
 * `steps()` on one shared grid of ticks (TICK_HZ): all changes land in the same frames and the
 * frames in between cost nothing. Durations and delays are whole numbers of ticks (see the
 * grids in forestGeometry.ts). The big tree layers drift in whole-pixel jumps (integer
 * translations composite as plain copies instead of filtered draws) a few times a second.
 */
export const TICK_HZ = 15;

/** `steps()` for a keyframe interval of `seconds`: one step per tick. */
export function ticks(seconds: number): string {
  return `steps(${Math.max(1, Math.round(seconds * TICK_HZ))})`;
}

/** Slow sideways drift of `amp` px and back over `period` s, as whole-pixel jumps on ticks. */
function driftKeyframes(name: string, amp: number, period: number): string {
  const n = Math.round(period * TICK_HZ);
  let out = `@keyframes ${name}{`;
  let prev: number | null = null;
  for (let k = 0; k <= n; k++) {
    const v = Math.round(-amp * Math.cos((2 * Math.PI * k) / n)) || 0;
    if (v === prev && k < n) continue;
    out += `${+((k / n) * 100).toFixed(4)}%{transform:translate3d(${v}px,0,0)}`;
    prev = v;
  }
  return `${out}}`;
}

/** Parallax drift (px each way; a layer overhangs the scene by 4 % a side, 77 px at 1920). */
const DRIFT_PERIOD = 46;
const DRIFT = [
  ['nf-par1', 7],
  ['nf-par2', 19],
  ['nf-par3', 35],
] as const;

export const FOREST_CSS = `
.nf-fs{position:absolute;inset:0;overflow:hidden;background:#01030a;contain:strict;isolation:isolate}
.nf-fs>*{position:absolute;pointer-events:none}
.nf-fs .nf-full{inset:0}
.nf-fs .nf-fade{transition:opacity 2.6s ${ticks(2.6)}}
.nf-fs .nf-move{transition:opacity 2.6s ${ticks(2.6)},transform 2.8s cubic-bezier(.45,.05,.35,1)}
.nf-fs .nf-layer{left:-4%;width:108%;bottom:0}
.nf-fs .nf-stars,.nf-fs .nf-glow{position:absolute;inset:0;width:100%;height:100%;display:block}
.nf-fs .nf-layer svg{position:absolute;inset:0;width:100%;height:100%;display:block}
.nf-fs .nf-sub{position:absolute;left:0;right:0;bottom:0}
.nf-fs .nf-layer>div,.nf-fs .nf-sub>div{position:absolute;inset:0}
.nf-fs .nf-p1,.nf-fs .nf-p2,.nf-fs .nf-p3{animation:nf-par1 ${DRIFT_PERIOD}s step-end infinite}
.nf-fs .nf-p2{animation-name:nf-par2}.nf-fs .nf-p3{animation-name:nf-par3}
${DRIFT.map(([name, amp]) => driftKeyframes(name, amp, DRIFT_PERIOD)).join('\n')}
.nf-fs .nf-fogband{left:0;width:200%;animation:nf-fog linear infinite}
.nf-fs .nf-fogband>svg{width:100%;height:100%;display:block}
@keyframes nf-fog{from{transform:translate3d(0,0,0)}to{transform:translate3d(-50%,0,0)}}
.nf-fs .nf-pw{position:absolute}
.nf-fs .nf-tw{border-radius:50%;background:radial-gradient(circle,#fff 0,rgba(220,235,255,.9) 18%,rgba(200,220,255,.25) 40%,rgba(200,220,255,0) 70%);animation:nf-twinkle linear infinite alternate}
@keyframes nf-twinkle{from{opacity:.25}to{opacity:1}}
.nf-fs .nf-fly{border-radius:50%;background:radial-gradient(circle,#fbffd0 0,#e2ff7a 16%,rgba(190,240,90,.35) 34%,rgba(170,230,80,0) 70%);animation-iteration-count:infinite}
@keyframes nf-wander0{0%,100%{transform:translate3d(0,0,0)}25%{transform:translate3d(34px,-22px,0)}50%{transform:translate3d(58px,6px,0)}75%{transform:translate3d(20px,26px,0)}}
@keyframes nf-wander1{0%,100%{transform:translate3d(0,0,0)}25%{transform:translate3d(-40px,-30px,0)}50%{transform:translate3d(-12px,-58px,0)}75%{transform:translate3d(16px,-20px,0)}}
@keyframes nf-wander2{0%,100%{transform:translate3d(0,0,0)}25%{transform:translate3d(22px,18px,0)}50%{transform:translate3d(-30px,30px,0)}75%{transform:translate3d(-36px,-8px,0)}}
@keyframes nf-wander3{0%,100%{transform:translate3d(0,0,0)}25%{transform:translate3d(-18px,-40px,0)}50%{transform:translate3d(40px,-34px,0)}75%{transform:translate3d(26px,4px,0)}}
@keyframes nf-blink{0%,25%{opacity:.08}50%{opacity:.45}75%,100%{opacity:1}}
.nf-fs .nf-mote{border-radius:50%;background:radial-gradient(circle,#fff2c8 0,rgba(255,214,140,.7) 30%,rgba(255,200,120,0) 70%);animation:nf-rise linear infinite}
@keyframes nf-rise{0%{transform:translate3d(0,0,0);opacity:0}20%{transform:translate3d(8px,-32px,0);opacity:.9}40%{transform:translate3d(16px,-64px,0);opacity:.85}60%{transform:translate3d(24px,-96px,0);opacity:.8}80%{transform:translate3d(32px,-128px,0);opacity:.7}100%{transform:translate3d(40px,-160px,0);opacity:0}}
@media (prefers-reduced-motion: reduce){.nf-fs *{animation:none!important}.nf-fs .nf-move{transition:opacity 2.6s ease-in-out!important}}
.nf-fs.nf-still *{animation:none!important;transition:none!important}
.nf-fs .nf-off *{animation-play-state:paused}
`;
