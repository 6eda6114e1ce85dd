import type { Avatar } from '../../../protocol/protocol.js';
import { AvatarGlyph } from './Avatar.js';

export interface PlayerChipProps {
  seat: number;
  name: string;
  avatar?: Avatar;
  dead?: boolean;
  /** Small badges after the name (VIP, Sheriff, you…). */
  tags?: string[];
  className?: string;
}

/** One player, compact: seat number, avatar, name — the same on the TV and the phones. */
export function PlayerChip({ seat, name, avatar, dead, tags, className }: PlayerChipProps) {
  return (
    <span className={`nf-chip${dead ? ' is-dead' : ''}${className ? ` ${className}` : ''}`}>
      <span className="nf-chip-seat">{seat}</span>
      {avatar ? <AvatarGlyph id={avatar} size={22} /> : null}
      <span className="nf-chip-name">{name}</span>
      {tags?.map((tag) => <span key={tag} className="nf-chip-tag">{tag}</span>)}
    </span>
  );
}
