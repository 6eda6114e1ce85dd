/**
 * Every word of this role in both languages, as plain data under the keys the engine and the pages
 * use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 */
export const en = {
  role: { wildChild: 'Wild Child' },
  roleInfo: {
    wildChild: 'On the first night you choose a model. While your model lives you are a villager; if your model dies, you become a werewolf and hunt with the pack.',
  },
  step: { wildChild: 'The Wild Child' },
  narration: {
    wildChild: { wake: 'Wild Child, wake up. Choose your model.', sleep: 'Wild Child, close your eyes.' },
  },
  prompt: {
    wildChild: { title: 'Choose your model' },
  },
  event: {
    seen: { wildChild: 'the Wild Child' },
  },
  tv: {
    step: { wildChild: 'The Wild Child is called…' },
  },
  phone: {
    hint: {
      wildChild: { model: 'Tap your model. If they die, you become a werewolf.' },
    },
    know: {
      wildChildModel: 'Your model: {{seat}}.',
      wildChildTurned: 'Your model is dead: you hunt with the pack.',
    },
  },
};

export const zhCN = {
  role: { wildChild: '野孩子' },
  roleInfo: { wildChild: '第一夜你选择一名榜样。榜样活着时你是村民；榜样一旦死去，你就变成狼人，与狼群一起猎杀。' },
  step: { wildChild: '野孩子' },
  narration: {
    wildChild: { wake: '野孩子请睁眼。选择你的榜样。', sleep: '野孩子请闭眼。' },
  },
  prompt: {
    wildChild: { title: '选择你的榜样' },
  },
  event: {
    seen: { wildChild: '野孩子' },
  },
  tv: {
    step: { wildChild: '野孩子请睁眼……' },
  },
  phone: {
    hint: {
      wildChild: { model: '点选你的榜样。他一旦死去，你就变成狼人。' },
    },
    know: { wildChildModel: '你的榜样：{{seat}}。', wildChildTurned: '你的榜样死了：你与狼群一起猎杀。' },
  },
};
