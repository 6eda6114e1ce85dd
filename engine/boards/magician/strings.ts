/**
 * Every word of the Magician in both languages, as plain data under the keys the engine and the
 * pages use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * 魔术师 as Chinese tables say it: each night he 交换 two players' 号码牌 (swaps two players); tonight
 * every skill used on one 作用于 the other; each player may be swapped once per game. The narrator's
 * words are the same whether he swaps, skips or is absent, and never name anyone.
 */
export const en = {
  board: { 'wolf-king-magician': '狼王魔术师 — Wolf King & Magician' },
  roleRule: { magician: 'first each night he may swap two players: every power aimed at one lands on the other; each player once per game' },
  role: { magician: 'Magician' },
  roleInfo: {
    magician: 'First each night you may swap two living players (yourself included). Tonight every night power aimed at one of them lands on the other: the wolves\' bite, the Seer\'s look, the Guard\'s shield, the Witch\'s potions. Each player may be swapped only once per game. Nobody is told.',
  },
  step: { magician: 'The Magician' },
  narration: {
    magician: { wake: 'Magician, wake up. Which two players do you swap tonight?', sleep: 'Magician, close your eyes.' },
  },
  prompt: {
    magician: {
      skip: 'No swap tonight?',
      title: 'Which two players do you swap?',
      spent: 'already swapped once',
    },
  },
  event: {
    seen: { magician: 'the Magician' },
  },
  tv: {
    step: { magician: 'The Magician is called…' },
    recap: { magician: 'The Magician swapped {{a}} and {{b}}' },
  },
  phone: {
    yes: { 'magician.skip': 'No swap tonight' },
    no: { 'magician.skip': 'Swap two players' },
    hint: {
      magician: {
        skip: 'If you swap, tonight every power aimed at one of the two lands on the other. Each player can be swapped once per game.',
        swap: 'Tap two players (you may be one of them). Players already swapped cannot be chosen.',
      },
    },
    result: { magician: 'You swapped {{a}} and {{b}} tonight.' },
    know: { magician: 'Night {{night}}: you swapped {{a}} and {{b}}.' },
    recap: { magician: 'The Magician swaps {{a}} and {{b}}.' },
  },
};

export const zhCN = {
  board: { 'wolf-king-magician': '狼王魔术师' },
  roleRule: { magician: '每晚最先睁眼，可交换两名玩家：今晚作用于其中一人的技能都落在另一人身上；每名玩家每局只能被交换一次' },
  role: { magician: '魔术师' },
  roleInfo: {
    magician: '每晚最先睁眼，你可以交换两名存活玩家的号码牌（可以包括你自己）。今晚作用于其中一人的所有夜间技能都会落在另一人身上：狼人的刀、预言家的查验、守卫的守护、女巫的药。每名玩家每局只能被交换一次。没有人会被告知。',
  },
  step: { magician: '魔术师' },
  narration: {
    magician: { wake: '魔术师请睁眼。你今晚要交换哪两名玩家？', sleep: '魔术师请闭眼。' },
  },
  prompt: {
    magician: {
      skip: '今晚不交换吗？',
      title: '交换哪两名玩家？',
      spent: '已被交换过',
    },
  },
  event: {
    seen: { magician: '魔术师' },
  },
  tv: {
    step: { magician: '魔术师行动中……' },
    recap: { magician: '魔术师交换了{{a}}和{{b}}' },
  },
  phone: {
    yes: { 'magician.skip': '今晚不交换' },
    no: { 'magician.skip': '交换两名玩家' },
    hint: {
      magician: {
        skip: '若交换，今晚作用于两人中任何一人的技能都会落在另一人身上。每名玩家每局只能被交换一次。',
        swap: '点选两名玩家（可以包括你自己）。已被交换过的玩家不能再选。',
      },
    },
    result: { magician: '今晚你交换了{{a}}和{{b}}。' },
    know: { magician: '第{{night}}夜：你交换了{{a}}和{{b}}。' },
    recap: { magician: '魔术师交换了{{a}}和{{b}}。' },
  },
};
