/**
 * Every word of this role in both languages, as plain data under the keys the engine and the pages
 * use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 */
export const en = {
  role: { angel: 'Angel' },
  roleInfo: {
    angel: 'The game opens with a day. If the village votes you out that day, you win alone, at once. Otherwise you become a plain Villager.',
  },
  narration: {
    dayZero: 'Before the first night, the village meets. Debate, then vote: the Angel hides among you.',
    win: { angel: 'Voted out on the first day, the Angel flies home. The Angel wins!' },
  },
  win: { angel: 'The Angel wins' },
  event: {
    seen: { angel: 'the Angel' },
  },
  variant: {
    angelWinsOnNight1: { name: 'The Angel also wins if eaten on the first night', true: 'yes', false: 'no' },
  },
  phone: {
    story: {
      win: { angel: 'The Angel wins' },
      winWhy: { angel: 'He was voted out on the first day.' },
    },
  },
};

export const zhCN = {
  role: { angel: '天使' },
  roleInfo: { angel: '游戏以白天开始。如果当天你被村民投票出局，你立即独自获胜。否则你变成普通村民。' },
  narration: {
    dayZero: '第一夜之前，村民们聚在一起。先讨论，再投票：天使就藏在你们中间。',
    win: { angel: '第一天就被放逐，天使回到了天堂。天使获胜！' },
  },
  win: { angel: '天使获胜' },
  event: {
    seen: { angel: '天使' },
  },
  variant: {
    angelWinsOnNight1: { name: '天使第一夜被吃也获胜', true: '是', false: '否' },
  },
  phone: {
    story: {
      win: { angel: '天使获胜' },
      winWhy: { angel: '他在第一天被放逐。' },
    },
  },
};
