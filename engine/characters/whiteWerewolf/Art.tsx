import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, SIL, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#e8f1f5', tint: '#1c262c' };

/** White Werewolf: a pale wolf howling alone before a full white moon. */
export default function WhiteWerewolf({ size, title }: ArtProps) {
  const ids = useSvgIds('whiteWerewolf');
  const { accent, tint } = TINT;
  return (
    <Emblem size={size} title={title} ids={ids} accent={accent} tint={tint} haloX={128} haloY={62} haloR={60}
      sky={<circle cx="128" cy="62" r="30" fill="#f4f8f9" opacity="0.9" />}>
      <Sil rim={accent} fill="#dfe7ea">
        <path d="M40 200 Q46 150 70 128 L62 96 Q66 76 76 70 L70 46 L90 64 Q104 60 116 66 L132 48 L128 76 Q146 92 140 112 L122 116 Q112 130 118 150 Q140 170 150 200 Z" />
      </Sil>
      <path d="M80 92 L92 88 L88 96 Z" fill="#b3122a" />
      <path d="M122 112 L140 112 L134 118 Z" fill="#6a7a82" />
      <path d={sparkle(60, 40, 6)} fill="#f4f8f9" />
      <path d={sparkle(44, 70, 4)} fill={SIL} opacity="0.5" />
    </Emblem>
  );
}
