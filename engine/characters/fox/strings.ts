/**
 * Every word of this role in both languages, as plain data under the keys the engine and the pages
 * use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 */
export const en = {
  role: { fox: 'Fox' },
  roleInfo: {
    fox: 'Each night you may point at a player: you learn whether a werewolf is among him and his two living neighbours. If there is none, you lose your power for good.',
  },
  step: { fox: 'The Fox' },
  narration: {
    fox: { wake: 'Fox, wake up. Whom do you sniff out tonight?', sleep: 'Fox, close your eyes.' },
  },
  prompt: {
    fox: { title: 'Sniff out a player and his neighbours?' },
  },
  event: {
    seen: { fox: 'the Fox' },
  },
  tv: {
    step: { fox: 'The Fox is called…' },
  },
  phone: {
    none: { 'fox.sniff': 'no sniff' },
    hint: {
      fox: {
        sniff: 'Tap a player: you learn if a werewolf is among them and their two living neighbours. Tap nobody to rest tonight.',
      },
    },
    result: { fox: '{{seats}} — {{result}}.' },
    know: {
      fox: 'Night {{night}}: {{seats}} — {{result}}.',
      foxWolf: 'a werewolf among them',
      foxNoWolf: 'no werewolf',
      foxLost: 'Your nose failed: you have lost your power.',
    },
  },
};

export const zhCN = {
  role: { fox: '狐狸' },
  roleInfo: { fox: '每晚你可以指向一名玩家：得知他和他左右两名活着的邻座中是否有狼人。如果没有，你将永久失去能力。' },
  step: { fox: '狐狸' },
  narration: {
    fox: { wake: '狐狸请睁眼。今晚你要嗅谁？', sleep: '狐狸请闭眼。' },
  },
  prompt: {
    fox: { title: '嗅一名玩家和他的邻座？' },
  },
  event: {
    seen: { fox: '狐狸' },
  },
  tv: {
    step: { fox: '狐狸请睁眼……' },
  },
  phone: {
    none: { 'fox.sniff': '不嗅探' },
    hint: {
      fox: { sniff: '点选一名玩家：得知他和左右两名活着的邻座中是否有狼人。不选则今晚休息。' },
    },
    result: { fox: '{{seats}}——{{result}}。' },
    know: {
      fox: '第{{night}}夜：{{seats}}——{{result}}。',
      foxWolf: '其中有狼人',
      foxNoWolf: '没有狼人',
      foxLost: '你的鼻子失灵了：你失去了能力。',
    },
  },
};
