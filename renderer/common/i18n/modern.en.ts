/**
 * Strings of the modern Chinese tables (docs/rules.md §9, engine/modern/), English: the narrator's new
 * lines (shared by the TV and the phone: `{{seat}}` becomes a name on the TV), prompts, the phone's
 * words and the settings. Merged last, so a line here is the one read for these keys.
 */
export const modernEn: Record<string, unknown> = {
  step: {
    candidateSpeech: 'Candidates\' speeches',
    sheriffWithdraw: 'Withdraw or stay',
    speechDirection: 'The Sheriff orders the speeches',
    lastWords: 'Last words',
    nightReport: 'Last night\'s news',
  },
  narration: {
    dawn: {
      electionFirst: 'Day {{day}} dawns. Before last night\'s news: the Sheriff election.',
      noDeaths: 'Day {{day}} dawns on a peaceful night: nobody died.',
    },
    sheriff: {
      candidacy: 'The Sheriff election begins. Who will stand? Answer on your phone.',
      speech: 'Candidate {{seat}}, make your case.',
      pkSpeech: 'Tied for the badge: {{seat}}, speak again.',
      withdraw: 'The speeches are over. Candidates: withdraw now, or stay in the race.',
      withdrew: '{{seat}} withdraws from the race.',
      badgeLost: 'Tied again: the badge is lost. No Sheriff for the rest of the game.',
      torn: '{{seat}} tears up the Sheriff\'s badge. No Sheriff for the rest of the game.',
      postponed: 'The election is interrupted: the badge waits until tomorrow.',
    },
    lastWords: '{{seat}}, say your last words.',
    pkSpeech: 'Tied: {{seat}}, speak again before the revote.',
    speechDirection: 'Sheriff {{seat}}, who speaks first: your left or your right?',
    speechOrder: {
      left: 'Speeches start on the Sheriff\'s left. The Sheriff speaks last.',
      right: 'Speeches start on the Sheriff\'s right. The Sheriff speaks last.',
    },
    selfDestruct: '{{seat}} reveals a werewolf and self-destructs! The day ends at once: night falls.',
  },
  prompt: {
    lastWords: { done: 'Your last words' },
    sheriff: {
      withdraw: 'Withdraw from the race?',
      tear: 'Tear up the badge',
      direction: 'Who speaks first?',
      left: 'My left (clockwise)',
      right: 'My right (counter-clockwise)',
    },
    selfDestruct: 'Self-destruct',
  },
  // `untold`: a death whose cause the table is not told (cards hidden, docs/rules.md §11).
  death: {
    selfDestruct: '{{seat}} self-destructed.',
    untold: '{{seat}} is out of the game.',
    role: { selfDestruct: '{{seat}}, the {{role}}, self-destructed.' },
  },
  deathShort: { selfDestruct: 'self-destructed', untold: 'out' },
  vote: { outcome: { badgeLost: 'Tied again between {{list}}: the badge is lost for the game.' } },
  preset: { 'modern-cn': 'Modern Chinese (standard boards)' },
  board: {
    title: 'Standard boards',
    'std-9': '9 players: Seer, Witch, Hunter',
    'std-12-idiot': '12 players: Seer, Witch, Hunter, Idiot',
    'std-12-guard': '12 players: Seer, Witch, Hunter, Guard',
  },
  variant: {
    hunterShootsWhen: { notPoisoned: 'not if poisoned' },
    sheriffElection: { day1BeforeDeaths: 'day 1, before the night\'s deaths' },
    candidateSpeeches: { name: 'Candidates speak, may withdraw and do not vote', true: 'yes', false: 'no' },
    lastWords: { name: 'Last words', none: 'none', firstNight: 'night 1 and the voted out', always: 'every death' },
    selfDestruct: { name: 'A wolf may self-destruct by day', true: 'yes', false: 'no' },
    witchSelfHeal: { name: 'The Witch may save herself', always: 'always', firstNight: 'night 1 only', never: 'never' },
    witchOnePotionPerNight: { name: 'The Witch uses one potion a night', true: 'yes', false: 'no' },
    witchSeesVictimAfterHeal: { name: 'The Witch sees the victim once her heal is spent', true: 'yes', false: 'no' },
    badgeTearing: { name: 'A dying Sheriff may tear up the badge', true: 'yes', false: 'no' },
    sheriffOrdersSpeeches: { name: 'The Sheriff orders the speeches and speaks last', true: 'yes', false: 'no' },
  },
  phone: {
    hint: {
      lastWords: { done: 'You are dead. Say your last words to the table; tap when you have finished.' },
      sheriff: {
        withdraw: 'Withdrawing (退水) is public. You will not vote for the Sheriff either way.',
        tear: 'Torn up, the badge is gone: nobody is Sheriff for the rest of the game.',
        direction: 'The speeches go round from your left or your right; you speak last.',
      },
      wolf: { selfDestruct: 'Reveal yourself as a werewolf: you die at once and the day ends with no vote.' },
    },
    confirm: {
      'lastWords.done': 'I have finished',
      'sheriff.tear': 'Tear up the badge',
    },
    selfDestruct: {
      button: 'Self-destruct',
      confirm: 'Really self-destruct? You die now, revealed.',
      yes: 'Yes, self-destruct',
    },
    withdraw: { button: 'Withdraw (退水)' },
    dayPower: {
      button: 'My power',
      title: 'My power',
      none: 'Your card has no power to use now.',
      close: 'Close',
      cancel: 'Cancel',
    },
    speechDone: 'I have finished',
    now: {
      candidateSpeech: 'Candidate {{seat}} is speaking.',
      sheriffWithdraw: 'Candidates may withdraw before the ballot.',
      speechDirection: 'The Sheriff {{seat}} chooses the order of the speeches.',
      lastWords: '{{seat}} says their last words.',
      nightReport: 'Last night\'s news…',
    },
    story: {
      death: { selfDestruct: '{{seat}} self-destructed.', untold: '{{seat}} is out of the game.' },
      outcome: { badgeLost: 'Tied again between {{seats}}: the badge is lost.' },
    },
  },
  tv: {
    step: {
      candidateSpeech: 'The candidates speak.',
      sheriffWithdraw: 'Withdraw, or stay in the race?',
      speechDirection: 'The Sheriff orders the speeches.',
      lastWords: 'Last words.',
      nightReport: 'Last night\'s news.',
    },
    preset: { 'modern-cn': 'Modern Chinese rules' },
    variant: {
      sheriffElectionBeforeDeaths: 'The Sheriff is elected on day 1, before the night\'s deaths',
      hunterShootsWhen: { notPoisoned: 'The Hunter shoots unless poisoned' },
      candidateSpeeches: 'Candidates speak, may withdraw, and do not vote',
      lastWords: { firstNight: 'Last words: night 1\'s victims and the voted out', always: 'Last words for every death' },
      selfDestruct: 'A werewolf may self-destruct by day',
      witchSelfHeal: { firstNight: 'The Witch may save herself on night 1 only', never: 'The Witch may never save herself' },
      witchOnePotionPerNight: 'The Witch uses one potion a night',
      witchBlindAfterHeal: 'Once her heal is spent, the Witch no longer sees the victim',
      badgeTearing: 'A dying Sheriff may tear up the badge',
      sheriffOrdersSpeeches: 'The Sheriff orders the speeches and speaks last',
    },
    selfDestruct: { title: 'Self-destruct!', text: '{{name}} was a werewolf' },
    cause: { selfDestruct: 'Self-destructed', untold: 'Out of the game' },
    causeShort: { selfDestruct: 'Self-destruct', untold: 'Out' },
  },
};
