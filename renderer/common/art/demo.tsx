import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { EventCardArt, MOON_CLASSES } from './EventCardArt';
import { ForestScene, SCENE_PHASES, type ScenePhase } from './ForestScene';
import { RoleCard } from './RoleCard';
import { ROLE_IDS, type RoleId } from './roleIds';
import { BADGE_ART, ROLE_ART } from './roles';
import { en } from '../i18n/en';

/** The English names, from the strings every role folder brings (renderer/common/i18n). */
const NAMES = (en as { role: Record<RoleId, string> }).role;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ padding: '24px 32px' }}>
      <h2 style={{ fontWeight: 400, letterSpacing: '0.08em', color: '#9fb3bd', margin: '0 0 16px' }}>{title}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 22, alignItems: 'flex-end' }}>{children}</div>
    </section>
  );
}

function Caption({ children, text }: { children: ReactNode; text: string }) {
  return (
    <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6 }}>
      {children}
      <figcaption style={{ fontSize: 13, color: '#7f939c' }}>{text}</figcaption>
    </figure>
  );
}

function FlipDemo() {
  const [up, setUp] = useState(true);
  const [role, setRole] = useState<RoleId>('seer');
  useEffect(() => {
    const t = setInterval(() => setUp((u) => !u), 2200);
    return () => clearInterval(t);
  }, []);
  return (
    <Caption text="click to change role · flips every 2.2 s">
      <div onClick={() => setRole(ROLE_IDS[(ROLE_IDS.indexOf(role) + 1) % ROLE_IDS.length]!)} style={{ cursor: 'pointer' }}>
        <RoleCard role={up ? role : null} size={200} label={NAMES[role]} />
      </div>
    </Caption>
  );
}

function Gallery() {
  return (
    <div>
      <h1 style={{ fontWeight: 400, letterSpacing: '0.12em', padding: '28px 32px 0', margin: 0, color: '#dfe7ea' }}>
        NIGHTFALL · 天黑请闭眼 — art gallery
      </h1>
      <Section title="Role cards">
        {ROLE_IDS.map((r) => (
          <RoleCard key={r} role={r} size={200} label={NAMES[r]} />
        ))}
        <Caption text="face down">
          <RoleCard role={null} size={200} />
        </Caption>
        <FlipDemo />
      </Section>
      <Section title="Emblems at 64 px (readability)">
        {ROLE_IDS.map((r) => {
          const Art = ROLE_ART[r];
          return (
            <Caption key={r} text={NAMES[r]}>
              <Art size={64} title={NAMES[r]} />
            </Caption>
          );
        })}
      </Section>
      <Section title="Badges & card back">
        {(Object.keys(BADGE_ART) as Array<keyof typeof BADGE_ART>).map((b) => {
          const Art = BADGE_ART[b];
          return (
            <Caption key={b} text={b}>
              <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
                <Art size={b === 'cardBack' ? 140 : 128} title={b} />
                <Art size={b === 'cardBack' ? 46 : 48} />
              </div>
            </Caption>
          );
        })}
      </Section>
      <Section title="New Moon events">
        {MOON_CLASSES.map((m) => (
          <Caption key={m} text={m}>
            <EventCardArt moonClass={m} size={160} title={`${m} moon`} />
          </Caption>
        ))}
      </Section>
      <Section title="Forest scene — each phase">
        {SCENE_PHASES.map((p) => (
          <Caption key={p} text={p}>
            <div style={{ position: 'relative', width: 880, height: 495, borderRadius: 8, overflow: 'hidden' }}>
              <ForestScene phase={p} />
            </div>
          </Caption>
        ))}
      </Section>
    </div>
  );
}

/** Full-screen scene; `#scene=night` pins a phase, `#live` cycles phases every 6 s. */
function FullScene({ pinned, cycle }: { pinned: ScenePhase; cycle: boolean }) {
  const [phase, setPhase] = useState<ScenePhase>(pinned);
  useEffect(() => {
    if (!cycle) return;
    const t = setInterval(() => setPhase((p) => SCENE_PHASES[(SCENE_PHASES.indexOf(p) + 1) % SCENE_PHASES.length]!), 6000);
    return () => clearInterval(t);
  }, [cycle]);
  const params = new URLSearchParams(location.hash.slice(1));
  const moon = (params.get('moon') ?? 'full') as 'full' | 'crescent' | 'new';
  const showCards = params.has('cards');
  return (
    <div style={{ position: 'fixed', inset: 0 }}>
      <ForestScene phase={phase} moonClass={moon} still={params.has('still')} />
      {showCards ? (
        <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 28 }}>
          {(['werewolf', 'seer', null, 'witch', 'hunter'] as const).map((r, i) => (
            <RoleCard key={i} role={r} size={230} label={r ? NAMES[r] : undefined} />
          ))}
        </div>
      ) : null}
      <div style={{ position: 'absolute', left: 24, bottom: 18, display: 'flex', gap: 8 }}>
        {SCENE_PHASES.map((p) => (
          <button key={p} onClick={() => setPhase(p)} style={{ opacity: p === phase ? 1 : 0.6 }}>
            {p}
          </button>
        ))}
      </div>
    </div>
  );
}

function App() {
  const hash = new URLSearchParams(location.hash.slice(1));
  const scene = hash.get('scene') as ScenePhase | null;
  if (scene && SCENE_PHASES.includes(scene)) return <FullScene pinned={scene} cycle={false} />;
  if (hash.has('live')) return <FullScene pinned="dusk" cycle />;
  return <Gallery />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
