/**
 * Every word of this role in both languages, as plain data under the keys the engine and the pages
 * use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * The shot is said as Chinese tables say it: 狼王开枪，带走一名玩家.
 */
export const en = {
  roleRule: { wolfKing: 'when he dies he shoots one player (not when poisoned, self-destructed or of grief)' },
  role: { wolfKing: 'Wolf King' },
  // The board named after him (engine/boards/boards.ts): the Chinese name with a gloss (RULES.md §13b).
  board: { 'wolf-king-guard': '狼王守卫 — Wolf King & Guard' },
  roleInfo: {
    wolfKing: 'You hunt with the werewolves. When you die you may shoot one living player, who dies at once — but not if you are poisoned, self-destruct or die of grief.',
  },
  step: { wolfKingShot: 'The Wolf King\'s shot' },
  narration: {
    wolfKing: {
      shoot: '{{name}} was the Wolf King. Wolf King, take one player with you.',
      shot: 'The Wolf King shoots {{target}}.',
      noShot: 'The Wolf King takes nobody with him.',
    },
  },
  prompt: {
    wolfKing: { title: 'You are dying — shoot one player' },
  },
  death: {
    wolfKingShot: '{{name}} was shot by the Wolf King.',
    role: { wolfKingShot: '{{name}}, the {{role}}, was shot by the Wolf King.' },
  },
  deathShort: { wolfKingShot: 'shot by the Wolf King' },
  event: {
    seen: { wolfKing: 'the Wolf King' },
  },
  tv: {
    taken: { wolfKing: { title: 'The Wolf King shoots', text: '{{name}} takes {{target}} with him' } },
    step: { wolfKingShot: 'The Wolf King takes aim…' },
    cause: { wolfKingShot: 'Shot by the Wolf King' },
    causeShort: { wolfKingShot: 'Wolf King\'s shot' },
    recap: { wolfKing: 'The Wolf King shot {{name}}' },
  },
  phone: {
    hint: {
      wolfKing: { shoot: 'Your shot kills at once — anyone alive, a werewolf too.' },
    },
    now: { wolfKingShot: 'The Wolf King {{seat}} takes aim…' },
    story: {
      death: { wolfKingShot: '{{seat}} was shot by the Wolf King.' },
      wolfKingShot: 'The Wolf King {{seat}} shot {{target}}.',
      wolfKingNoShot: 'The Wolf King {{seat}} did not shoot.',
    },
  },
};

export const zhCN = {
  roleRule: { wolfKing: '出局时可开枪带走一人（被毒、自爆、殉情除外）' },
  role: { wolfKing: '狼王' },
  board: { 'wolf-king-guard': '狼王守卫' },
  roleInfo: {
    wolfKing: '你与狼人一起行动。你死亡时可以开枪带走一名存活玩家，他立即死亡；但被毒死、自爆或殉情时不能开枪。',
  },
  step: { wolfKingShot: '狼王开枪' },
  narration: {
    wolfKing: {
      shoot: '{{name}}是狼王。狼王，请发动技能，开枪带走一名玩家。',
      shot: '狼王开枪带走了{{target}}。',
      noShot: '狼王没有带走任何人。',
    },
  },
  prompt: {
    wolfKing: { title: '你出局了，请选择开枪带走谁' },
  },
  death: {
    wolfKingShot: '{{name}}被狼王带走了。',
    role: { wolfKingShot: '{{name}}（{{role}}）被狼王带走了。' },
  },
  deathShort: { wolfKingShot: '被狼王带走' },
  event: {
    seen: { wolfKing: '狼王' },
  },
  tv: {
    taken: { wolfKing: { title: '狼王开枪', text: '{{name}}带走了{{target}}' } },
    step: { wolfKingShot: '狼王正在瞄准……' },
    cause: { wolfKingShot: '被狼王带走' },
    causeShort: { wolfKingShot: '狼王枪杀' },
    recap: { wolfKing: '狼王带走了{{name}}' },
  },
  phone: {
    hint: {
      wolfKing: { shoot: '你的子弹会立即带走对方，狼同伴也可以。' },
    },
    now: { wolfKingShot: '狼王{{seat}}举起了枪……' },
    story: {
      death: { wolfKingShot: '{{seat}}被狼王带走。' },
      wolfKingShot: '狼王{{seat}}开枪带走了{{target}}。',
      wolfKingNoShot: '狼王{{seat}}没有开枪。',
    },
  },
};
