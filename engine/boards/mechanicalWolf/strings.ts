/**
 * Every word of the Mechanical Wolf in both languages, as plain data under the keys the engine and
 * the pages use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * 机械狼 as Chinese tables say it: 第一晚学习一名玩家的技能，从第二晚起使用; 狼队友全部出局后独自刀人.
 */
export const en = {
  board: { 'mechanical-wolf-psychic': '机械狼通灵师 — Mechanical Wolf & Psychic' },
  roleRule: { mechanicalWolf: 'a lone wolf: night 1 learns a card and copies its power' },
  role: { mechanicalWolf: 'Mechanical Wolf' },
  roleInfo: {
    mechanicalWolf: 'You are a wolf, but you never meet the pack: neither side knows the other. On your first night you learn one player\'s card and, from the next night, use that power yourself (Seer, Psychic, Guard, Witch — a poison only —, Hunter, Witcher, Dreamweaver, Magician); a wolf teaches you only "wolf camp". Once no pack wolf lives you choose the night\'s victim alone. You cannot self-destruct.',
  },
  step: { mechanicalWolf: 'The Mechanical Wolf', mechanicalWolfShot: 'The Mechanical Wolf\'s shot' },
  narration: {
    mechanicalWolf: {
      wake: 'Mechanical Wolf, wake up.',
      sleep: 'Mechanical Wolf, close your eyes.',
      shoot: '{{name}} was the Mechanical Wolf. Mechanical Wolf, take one player with you.',
      shot: 'The Mechanical Wolf shoots {{target}}.',
      noShot: 'The Mechanical Wolf takes nobody with him.',
    },
  },
  prompt: {
    mechanicalWolf: {
      learn: 'Whose card do you learn?',
      inspect: 'Whom do you inspect tonight?',
      protect: 'Whom do you protect tonight?',
      poison: 'Use your poison?',
      hunt: 'Choose tonight\'s victim',
      witcherHunt: 'Whom do you hunt tonight?',
      skip: 'No swap tonight?',
      swap: 'Which two players do you swap?',
      spent: 'already swapped once',
      shoot: 'You are dying — shoot one player',
    },
  },
  death: {
    mechanicalWolfShot: '{{name}} was shot by the Mechanical Wolf.',
    role: { mechanicalWolfShot: '{{name}}, the {{role}}, was shot by the Mechanical Wolf.' },
  },
  deathShort: { mechanicalWolfShot: 'shot by the Mechanical Wolf' },
  event: {
    seen: { mechanicalWolf: 'the Mechanical Wolf' },
  },
  tv: {
    step: { mechanicalWolf: 'The Mechanical Wolf is called…', mechanicalWolfShot: 'The Mechanical Wolf takes aim…' },
    cause: { mechanicalWolfShot: 'Shot by the Mechanical Wolf' },
    causeShort: { mechanicalWolfShot: 'Mechanical Wolf\'s shot' },
    recap: {
      mechanicalWolf: 'The Mechanical Wolf shot {{name}}',
      mechanicalWolfLearned: 'The Mechanical Wolf learned {{name}}: {{role}}',
      mechanicalWolfInspected: 'The Mechanical Wolf inspected {{name}}: {{result}}',
      mechanicalWolfProtected: 'The Mechanical Wolf protected {{name}}',
      mechanicalWolfPoisoned: 'The Mechanical Wolf poisoned {{name}}',
      mechanicalWolfSwapped: 'The Mechanical Wolf swapped {{a}} and {{b}}',
    },
  },
  phone: {
    yes: { 'mechanicalWolf.skip': 'No swap tonight' },
    no: { 'mechanicalWolf.skip': 'Swap two players' },
    none: {
      'mechanicalWolf.protect': 'protect nobody',
      'mechanicalWolf.poison': 'no poison',
      'mechanicalWolf.hunt': 'no victim',
      'mechanicalWolf.witcherHunt': 'no hunt',
    },
    hint: {
      mechanicalWolf: {
        learn: 'Tap a player: you learn his card, and use its power from tomorrow night. A wolf only tells you "wolf camp".',
        inspect: 'Tap the player you inspect with the power you copied.',
        protect: 'Your protection saves him from the wolves tonight — never the same player two nights running.',
        poison: 'Once per game: the player you poison dies at dawn. You are not shown the wolves\' victim.',
        hunt: 'No pack wolf lives: choose tonight\'s victim, or nobody.',
        witcherHunt: 'A wolf-camp player you hunt dies at dawn; anyone else, and you die.',
        skip: 'If you swap, tonight every power aimed at one of the two after your turn lands on the other, the wolves\' bite too.',
        swap: 'Tap two players (you may be one of them). Players you already swapped cannot be chosen.',
        shoot: 'Your shot kills at once — anyone alive.',
      },
    },
    result: {
      mechanicalWolfLearned: '{{seat}} is the {{role}}.',
      mechanicalWolfCamp: '{{seat}} is in the wolf camp: nothing to copy.',
      mechanicalWolfInspected: '{{seat}}: {{result}}.',
      mechanicalWolfSwapped: 'You swapped {{a}} and {{b}} tonight.',
    },
    know: {
      mechanicalWolfLearned: 'Night {{night}}: {{seat}} is the {{role}}.',
      mechanicalWolfCamp: 'Night {{night}}: {{seat}} is in the wolf camp.',
      mechanicalWolfNothing: 'Night {{night}}: you learned nothing; you copy nothing.',
      mechanicalWolfCopied: 'You use the power of the {{role}}.',
      mechanicalWolfNoCopy: 'You copy no power.',
      mechanicalWolfInspected: 'Night {{night}}: {{seat}} — {{result}}.',
      mechanicalWolfPoisonUsed: 'Your poison is spent.',
      mechanicalWolfSwapped: 'Night {{night}}: you swapped {{a}} and {{b}}.',
    },
    recap: {
      mechanicalWolfLearned: 'The Mechanical Wolf learns that {{seat}} is the {{role}}.',
      mechanicalWolfInspected: 'The Mechanical Wolf inspects {{seat}}: {{result}}.',
      mechanicalWolfProtected: 'The Mechanical Wolf protects {{seat}}.',
      mechanicalWolfProtectedNobody: 'The Mechanical Wolf protects nobody.',
      mechanicalWolfPoisoned: 'The Mechanical Wolf poisons {{seat}}.',
      mechanicalWolfSwapped: 'The Mechanical Wolf swaps {{a}} and {{b}}.',
    },
    now: { mechanicalWolfShot: 'The Mechanical Wolf {{seat}} takes aim…' },
    story: {
      death: { mechanicalWolfShot: '{{seat}} was shot by the Mechanical Wolf.' },
      mechanicalWolfShot: 'The Mechanical Wolf {{seat}} shot {{target}}.',
      mechanicalWolfNoShot: 'The Mechanical Wolf {{seat}} did not shoot.',
    },
  },
};

export const zhCN = {
  board: { 'mechanical-wolf-psychic': '机械狼通灵师' },
  roleRule: { mechanicalWolf: '独狼：首夜学习一名玩家的身份并获得其技能' },
  role: { mechanicalWolf: '机械狼' },
  roleInfo: {
    mechanicalWolf: '你属于狼人阵营，但不与狼队友见面，互不知晓。第一晚选择一名玩家学习其身份，从第二晚起使用该技能（预言家、通灵师、守卫、女巫——仅毒药、猎人、猎魔人、摄梦人、魔术师）；学到狼人阵营只会得知“狼人阵营”。狼队友全部出局后，你独自选择当晚刀谁。不能自爆。',
  },
  step: { mechanicalWolf: '机械狼', mechanicalWolfShot: '机械狼开枪' },
  narration: {
    mechanicalWolf: {
      wake: '机械狼请睁眼。',
      sleep: '机械狼请闭眼。',
      shoot: '{{name}}是机械狼。机械狼，请发动技能，开枪带走一名玩家。',
      shot: '机械狼开枪带走了{{target}}。',
      noShot: '机械狼没有带走任何人。',
    },
  },
  prompt: {
    mechanicalWolf: {
      learn: '你要学习谁的身份？',
      inspect: '今晚查验谁？',
      protect: '今晚守护谁？',
      poison: '要使用毒药吗？',
      hunt: '请选择今晚的刀口',
      witcherHunt: '今晚猎杀谁？',
      skip: '今晚不交换？',
      swap: '交换哪两名玩家？',
      spent: '已被交换过',
      shoot: '你出局了，请选择开枪带走谁',
    },
  },
  death: {
    mechanicalWolfShot: '{{name}}被机械狼带走了。',
    role: { mechanicalWolfShot: '{{name}}（{{role}}）被机械狼带走了。' },
  },
  deathShort: { mechanicalWolfShot: '被机械狼带走' },
  event: {
    seen: { mechanicalWolf: '机械狼' },
  },
  tv: {
    step: { mechanicalWolf: '机械狼行动中……', mechanicalWolfShot: '机械狼正在瞄准……' },
    cause: { mechanicalWolfShot: '被机械狼带走' },
    causeShort: { mechanicalWolfShot: '机械狼枪杀' },
    recap: {
      mechanicalWolf: '机械狼带走了{{name}}',
      mechanicalWolfLearned: '机械狼学习{{name}}：{{role}}',
      mechanicalWolfInspected: '机械狼查验{{name}}：{{result}}',
      mechanicalWolfProtected: '机械狼守护了{{name}}',
      mechanicalWolfPoisoned: '机械狼毒了{{name}}',
      mechanicalWolfSwapped: '机械狼交换了{{a}}和{{b}}',
    },
  },
  phone: {
    yes: { 'mechanicalWolf.skip': '今晚不交换' },
    no: { 'mechanicalWolf.skip': '交换两名玩家' },
    none: {
      'mechanicalWolf.protect': '空守',
      'mechanicalWolf.poison': '不用毒药',
      'mechanicalWolf.hunt': '空刀',
      'mechanicalWolf.witcherHunt': '不猎杀',
    },
    hint: {
      mechanicalWolf: {
        learn: '点选一名玩家：得知他的身份，从明晚起使用他的技能。学到狼人阵营只会得知“狼人阵营”。',
        inspect: '点选你要用学到的技能查验的玩家。',
        protect: '今晚你守护的人不会被狼人刀死——不能连续两晚守同一人。',
        poison: '整局一次：被你毒的人天亮死亡。你看不到刀口。',
        hunt: '狼队友已全部出局：选择今晚的刀口，也可以空刀。',
        witcherHunt: '猎杀狼人阵营玩家，他天亮死亡；猎杀其他人，你天亮死亡。',
        skip: '若交换，今晚你之后作用于其中一人的技能（包括狼刀）都落在另一人身上。',
        swap: '点选两名玩家（可以包括你自己）。你交换过的玩家不能再选。',
        shoot: '你的子弹会立即带走对方，任何存活玩家都可以。',
      },
    },
    result: {
      mechanicalWolfLearned: '{{seat}}是{{role}}。',
      mechanicalWolfCamp: '{{seat}}是狼人阵营：学不到技能。',
      mechanicalWolfInspected: '{{seat}}：{{result}}。',
      mechanicalWolfSwapped: '今晚你交换了{{a}}和{{b}}。',
    },
    know: {
      mechanicalWolfLearned: '第{{night}}夜：{{seat}}是{{role}}。',
      mechanicalWolfCamp: '第{{night}}夜：{{seat}}是狼人阵营。',
      mechanicalWolfNothing: '第{{night}}夜：你没有学到身份，没有技能。',
      mechanicalWolfCopied: '你使用{{role}}的技能。',
      mechanicalWolfNoCopy: '你没有学到技能。',
      mechanicalWolfInspected: '第{{night}}夜：{{seat}}——{{result}}。',
      mechanicalWolfPoisonUsed: '你的毒药已用。',
      mechanicalWolfSwapped: '第{{night}}夜：你交换了{{a}}和{{b}}。',
    },
    recap: {
      mechanicalWolfLearned: '机械狼学习：{{seat}}是{{role}}。',
      mechanicalWolfInspected: '机械狼查验{{seat}}：{{result}}。',
      mechanicalWolfProtected: '机械狼守护了{{seat}}。',
      mechanicalWolfProtectedNobody: '机械狼空守。',
      mechanicalWolfPoisoned: '机械狼毒了{{seat}}。',
      mechanicalWolfSwapped: '机械狼交换了{{a}}和{{b}}。',
    },
    now: { mechanicalWolfShot: '机械狼{{seat}}举起了枪……' },
    story: {
      death: { mechanicalWolfShot: '{{seat}}被机械狼带走。' },
      mechanicalWolfShot: '机械狼{{seat}}开枪带走了{{target}}。',
      mechanicalWolfNoShot: '机械狼{{seat}}没有开枪。',
    },
  },
};
