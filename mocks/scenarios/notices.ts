import { atOffset, HOUR } from '@fixtures/seed';
import { nextId } from '../db/account-clock';
import type { ScenarioDef } from './types';

/** New follows the many-follows scenario adds: more than a page of the follow tab (10 a page). */
const MORE_FOLLOWS = 13;

/**
 * Notices: issue 26 §3's popup notice of trigger 3 (on the wallet; the seeded ones are of triggers
 * 1, app start, and 2, after login), and a follow tab longer than a page.
 */
export const noticeScenarios: ScenarioDef[] = [
  {
    name: 'many-follows',
    description:
      'lin_xiao (10001) has 14 new-follower messages: the follow tab shows 10, "load more" the other 4',
    apply: (db) => {
      const followers = Object.keys(db.users).filter((id) => id !== '10001');
      for (let i = 0; i < MORE_FOLLOWS; i++) {
        db.accounts.inbox.push({
          id: nextId(db, 'notice'),
          userId: '10001',
          type: 'follow',
          fromUserId: followers[i % followers.length]!,
          title: { zh_CN: '新增关注', en_US: 'New follower', ja: '新しいフォロワー' },
          content: { zh_CN: '关注了你', en_US: 'followed you', ja: 'があなたをフォローしました' },
          postId: null,
          // A day back and older, one every 5 hours: after the seeded follow (20 hours ago).
          createdAt: atOffset(-(24 + i * 5) * HOUR),
          isRead: true,
        });
      }
    },
  },
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
