/**
 * Every word of this role in both languages, as plain data under the keys the engine and the pages
 * use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 */
export const en = {
  roleRule: { raven: 'each night may mark a player: extra votes against him the next day' },
  role: { raven: 'Raven' },
  roleInfo: {
    raven: 'Each night you may mark one player: the next day he starts the vote with two votes against him, shown to all.',
  },
  step: { raven: 'The Raven' },
  variant: {
    ravenVotes: { name: 'The Raven\'s mark counts', 2: 'two votes', 1: 'one vote' },
  },
  narration: {
    raven: {
      wake: 'Raven, wake up. Whom do you mark tonight?',
      sleep: 'Raven, close your eyes.',
      mark: 'The Raven has marked {{name}}: two votes against them today.',
    },
  },
  prompt: {
    raven: { title: 'Mark a player for tomorrow\'s vote?' },
  },
  event: {
    seen: { raven: 'the Raven' },
  },
  tv: {
    step: { raven: 'The Raven is called…' },
    ravenMark: 'Marked by the Raven: +2 votes',
  },
  phone: {
    none: { 'raven.mark': 'no mark' },
    hint: {
      raven: { mark: 'Tap a player: two votes against them tomorrow. Tap nobody to skip.' },
    },
    know: { ravenMark: 'Your mark: {{seat}}.' },
    story: { ravenMark: 'The Raven marked {{seat}}.' },
  },
};

export const zhCN = {
  roleRule: { raven: '每晚可诅咒一人，次日他多算票' },
  role: { raven: '乌鸦' },
  roleInfo: { raven: '每晚你可以标记一名玩家：第二天投票时他先带着两票。所有人都能看到。' },
  step: { raven: '乌鸦' },
  variant: {
    ravenVotes: { name: '乌鸦诅咒计票', 2: '两票', 1: '一票' },
  },
  narration: {
    raven: { wake: '乌鸦请睁眼。今晚你要标记谁？', sleep: '乌鸦请闭眼。', mark: '乌鸦标记了{{name}}：今天投票他先带两票。' },
  },
  prompt: {
    raven: { title: '为明天的投票标记一名玩家？' },
  },
  event: {
    seen: { raven: '乌鸦' },
  },
  tv: {
    step: { raven: '乌鸦请睁眼……' },
    ravenMark: '乌鸦标记：+2票',
  },
  phone: {
    none: { 'raven.mark': '不标记' },
    hint: {
      raven: { mark: '点选一名玩家：明天他先带两票。不选则跳过。' },
    },
    know: { ravenMark: '你的标记：{{seat}}。' },
    story: { ravenMark: '乌鸦标记了{{seat}}。' },
  },
};
