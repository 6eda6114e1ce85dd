/**
 * Every word of this role in both languages, as plain data under the keys the engine and the pages
 * use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 */
export const en = {
  role: { wolfHound: 'Wolf-Hound' },
  roleInfo: {
    wolfHound: 'On the first night you choose, for good, to be a Villager or a Werewolf. Nobody else is told your choice.',
  },
  step: { wolfHound: 'The Wolf-Hound' },
  narration: {
    wolfHound: {
      wake: 'Wolf-Hound, wake up. Villager or werewolf: choose your side.',
      sleep: 'Wolf-Hound, close your eyes.',
    },
  },
  prompt: {
    wolfHound: { title: 'Choose your side, for good', villager: 'Villager', werewolf: 'Werewolf' },
  },
  event: {
    seen: { wolfHound: 'the Wolf-Hound' },
  },
  tv: {
    step: { wolfHound: 'The Wolf-Hound is called…' },
  },
  phone: {
    hint: {
      wolfHound: { choose: 'Your choice is for the whole game. Nobody else is told.' },
    },
    know: {
      houndWolves: 'You chose the werewolves: you hunt with the pack.',
      houndVillage: 'You chose the village: you are a Villager.',
    },
  },
};

export const zhCN = {
  role: { wolfHound: '狼狗' },
  roleInfo: { wolfHound: '第一夜你选择做村民还是狼人，一经选择不可更改。没有人会知道你的选择。' },
  step: { wolfHound: '狼狗' },
  narration: {
    wolfHound: { wake: '狼狗请睁眼。村民还是狼人：选择你的阵营。', sleep: '狼狗请闭眼。' },
  },
  prompt: {
    wolfHound: { title: '选择你的阵营，不可更改', villager: '村民', werewolf: '狼人' },
  },
  event: {
    seen: { wolfHound: '狼狗' },
  },
  tv: {
    step: { wolfHound: '狼狗请睁眼……' },
  },
  phone: {
    hint: {
      wolfHound: { choose: '这个选择贯穿整局。没有人会知道。' },
    },
    know: { houndWolves: '你选择了狼人：你与狼群一起猎杀。', houndVillage: '你选择了村民：你是村民。' },
  },
};
