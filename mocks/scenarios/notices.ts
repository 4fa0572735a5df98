import type { ScenarioDef } from './types';

/**
 * Issue 26 §3: a popup notice of trigger 3 (on the wallet). The seeded notices are of triggers 1
 * (app start) and 2 (after login); this one is added for the wallet's.
 */
export const noticeScenarios: ScenarioDef[] = [
  {
    name: 'wallet-notice',
    description: 'A popup notice of trigger 3 (wallet): shown once per session on the wallet pages',
    apply: (db) => {
      db.content.notices.push({
        id: 'n3',
        trigger: 3,
        title: { zh_CN: '充值返现', en_US: 'Recharge cashback', ja: 'チャージでキャッシュバック' },
        content: {
          zh_CN: '本周充值满 100 元返 10 元。',
          en_US: 'Recharge 100 yuan this week and get 10 back.',
          ja: '今週 100 元以上チャージすると 10 元戻ってきます。',
        },
        linkUrl: '/wallet/balance/recharge',
      });
    },
  },
];
