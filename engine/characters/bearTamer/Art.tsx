import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#c9a06a', tint: '#2a1e12' };

/** Bear Tamer: a great bear on its chain, growling, the tamer's staff beside it. */
export default function BearTamer({ size, title }: ArtProps) {
  const ids = useSvgIds('bearTamer');
  const { accent, tint } = TINT;
  const links = [0, 1, 2, 3, 4].map((i) => (
    <ellipse key={i} cx={128 + i * 10} cy={146 + i * 6} rx="5" ry="3.2" fill="none" stroke="#c9d3d8" strokeWidth="2" />
  ));
  return (
    <Emblem size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={96}>
      <Sil rim={accent} fill="#2a1a10">
        <circle cx="68" cy="70" r="16" />
        <circle cx="132" cy="70" r="16" />
        <path d="M38 200 Q40 120 60 96 Q80 72 100 72 Q120 72 140 96 Q160 120 162 200 Z" />
      </Sil>
      <ellipse cx="100" cy="124" rx="26" ry="18" fill="#6a4a2a" />
      <path d="M86 128 Q100 146 114 128 Q100 136 86 128 Z" fill="#4a0610" />
      <path d="M90 128 L93 134 L96 128 Z M104 128 L107 134 L110 128 Z" fill="#f4f8f9" />
      <ellipse cx="100" cy="114" rx="7" ry="5" fill="#02060a" />
      <g fill={accent}>
        <circle cx="84" cy="98" r="3.5" />
        <circle cx="116" cy="98" r="3.5" />
      </g>
      <path d="M70 142 Q100 154 130 142" fill="none" stroke="#c9d3d8" strokeWidth="4" />
      {links}
    </Emblem>
  );
}
