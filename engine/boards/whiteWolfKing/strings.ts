/**
 * Every word of the White Wolf King in both languages, as plain data under the keys the engine and
 * the pages use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * Said as Chinese tables say it: 白狼王自爆，带走一名玩家. Not the White Werewolf (白狼) of §10.
 */
export const en = {
  roleRule: { whiteWolfKing: 'when he self-destructs he takes one other player with him' },
  role: { whiteWolfKing: 'White Wolf King' },
  // The board named after him (engine/boards/boards.ts): the Chinese name with a gloss (RULES.md §13b).
  board: { 'white-wolf-king-guard': '白狼王守卫 — White Wolf King & Guard', 'white-wolf-king-knight': '白狼王骑士 — White Wolf King & Knight' },
  roleInfo: {
    whiteWolfKing: 'You hunt with the werewolves. By day you may self-destruct; then you take one other living player with you, who dies at once. Dying any other way, you take nobody.',
  },
  step: { whiteWolfKingClaw: 'The White Wolf King\'s claw' },
  narration: {
    whiteWolfKing: {
      claw: '{{name}} was the White Wolf King. White Wolf King, take one player with you.',
      took: 'The White Wolf King {{name}} takes {{target}} with him.',
      tookNobody: 'The White Wolf King takes nobody with him.',
    },
  },
  prompt: {
    whiteWolfKing: { title: 'You self-destructed — take one player with you' },
  },
  death: {
    whiteWolfKingClaw: '{{name}} was taken by the White Wolf King.',
    role: { whiteWolfKingClaw: '{{name}}, the {{role}}, was taken by the White Wolf King.' },
  },
  deathShort: { whiteWolfKingClaw: 'taken by the White Wolf King' },
  event: {
    seen: { whiteWolfKing: 'the White Wolf King' },
  },
  tv: {
    taken: { whiteWolfKing: { title: 'The White Wolf King\'s claw', text: '{{name}} takes {{target}} with him' } },
    step: { whiteWolfKingClaw: 'The White Wolf King chooses whom to take…' },
    cause: { whiteWolfKingClaw: 'Taken by the White Wolf King' },
    causeShort: { whiteWolfKingClaw: 'White Wolf King\'s claw' },
    recap: {
      whiteWolfKing: 'The White Wolf King took {{name}}',
      whiteWolfKingWasted: 'The White Wolf King took {{name}}, already dead in the night',
    },
  },
  phone: {
    hint: {
      whiteWolfKing: { claw: 'The player you take dies at once — anyone alive, a werewolf too.' },
    },
    now: { whiteWolfKingClaw: 'The White Wolf King {{seat}} chooses whom to take…' },
    story: {
      death: { whiteWolfKingClaw: '{{seat}} was taken by the White Wolf King.' },
      whiteWolfKingClaw: 'The White Wolf King {{seat}} took {{target}}.',
      whiteWolfKingNobody: 'The White Wolf King {{seat}} took nobody.',
    },
  },
};

export const zhCN = {
  roleRule: { whiteWolfKing: '自爆时可带走一名玩家' },
  role: { whiteWolfKing: '白狼王' },
  board: { 'white-wolf-king-guard': '白狼王守卫', 'white-wolf-king-knight': '白狼王骑士' },
  roleInfo: {
    whiteWolfKing: '你与狼人一起行动。白天你可以自爆，自爆后带走一名其他存活玩家，他立即出局；以其他方式出局时不能带人。',
  },
  step: { whiteWolfKingClaw: '白狼王带人' },
  narration: {
    whiteWolfKing: {
      claw: '{{name}}是白狼王。白狼王，请选择带走一名玩家。',
      took: '白狼王{{name}}带走了{{target}}。',
      tookNobody: '白狼王没有带走任何人。',
    },
  },
  prompt: {
    whiteWolfKing: { title: '你已自爆，请选择带走一名玩家' },
  },
  death: {
    whiteWolfKingClaw: '{{name}}被白狼王带走了。',
    role: { whiteWolfKingClaw: '{{name}}（{{role}}）被白狼王带走了。' },
  },
  deathShort: { whiteWolfKingClaw: '被白狼王带走' },
  event: {
    seen: { whiteWolfKing: '白狼王' },
  },
  tv: {
    taken: { whiteWolfKing: { title: '白狼王带人', text: '{{name}}带走了{{target}}' } },
    step: { whiteWolfKingClaw: '白狼王正在选择带走谁……' },
    cause: { whiteWolfKingClaw: '被白狼王带走' },
    causeShort: { whiteWolfKingClaw: '白狼王带人' },
    recap: {
      whiteWolfKing: '白狼王带走了{{name}}',
      whiteWolfKingWasted: '白狼王带走了{{name}}（其已在夜里出局）',
    },
  },
  phone: {
    hint: {
      whiteWolfKing: { claw: '你带走的玩家立即出局，存活的任何人都可以，狼同伴也可以。' },
    },
    now: { whiteWolfKingClaw: '白狼王{{seat}}正在选择带走谁……' },
    story: {
      death: { whiteWolfKingClaw: '{{seat}}被白狼王带走。' },
      whiteWolfKingClaw: '白狼王{{seat}}带走了{{target}}。',
      whiteWolfKingNobody: '白狼王{{seat}}没有带走任何人。',
    },
  },
};
