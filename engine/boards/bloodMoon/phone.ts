import type { RolePhone } from '../../roles/rolePhone.js';

/** What the phone shows of the Blood Moon: behind tonight's hold button, each village phone's sleep. */
export const phone: RolePhone = {
  tonight: {
    bloodMoonSleep: ({ t }) => ({ text: t('phone.result.bloodMoonSleep'), testid: 'blood-moon-sleep', result: 'asleep' }),
  },
};
