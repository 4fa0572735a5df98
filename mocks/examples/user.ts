import type { userEndpoints } from '@/api/endpoints/user';
import type { Examples } from './types';

export const userExamples: Examples<typeof userEndpoints> = {
  vipInfo: { path: { userId: '10001' } },
  tracking: { path: { pageType: 'home', type: '1' }, body: { path: '/', at: 1 } },
  profile: { path: { id: '10002' } },
  account: { path: { userId: '10001' } },
  identityCard: {},
  identityCardInviteCode: { body: { inviteCode: 'LINX01' } },
  behavior: {},
  update: { body: { nickname: '小林', sex: 2, birthday: '1998-05', sign: '周末去海边' } },
  changeUsername: { body: { username: 'lin_xiao_2' } },
  changePassword: { body: { oldPassword: 'pass1234', newPassword: 'pass5678' } },
  // The ticket of the 'identity-verified' scenario (mocks/scenarios/security.ts).
  changePhone: {
    body: {
      ticket: 'identity-seed-10001',
      phoneAreaCode: '86',
      phoneNumber: '13900000077',
      code: '246810',
    },
  },
  verifyIdentity: { body: { purpose: 'changePhone', password: 'pass1234' } },
  ownPhoneCode: { body: { scene: 'payPasswordReset' } },
  logout: {},
  privacy: {},
  setPrivacy: { body: { onlyFollowedCanComment: true } },
  notice: {},
  setNotice: { body: { followersPosts: false } },
  feedbackAdd: { body: { content: '希望增加收藏夹分组', contact: '13800000001' } },
  fans: { query: { page: 1, size: 10 } },
  follows: { query: { page: 1, size: 10 } },
};
