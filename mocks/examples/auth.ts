import type { authEndpoints } from '@/api/endpoints/auth';
import { ACCOUNT_TOKENS } from '@fixtures/accounts/users';
import type { Examples } from './types';

/** A draft that passes every check against the seeded db (a fresh phone and name). */
const draft = {
  username: 'new_member',
  password: 'secret99',
  phoneAreaCode: '86',
  phoneNumber: '13900000000',
  acronym: 'CN',
  sourceType: 3 as const,
  smsCode: '246810',
  securityQuestions: [
    { questionId: 1, answer: '王芳' },
    { questionId: 4, answer: '2000-01-01' },
    { questionId: 9, answer: '西湖' },
  ],
};

export const authExamples: Examples<typeof authEndpoints> = {
  visitor: { query: {} },
  checkInviteCode: { query: { inviteCode: 'AYA777' } },
  checkPhone: { query: { phoneAreaCode: '86', phone: '13900000000' } },
  checkName: { query: { name: 'new_member' } },
  checkVerifyCode: { query: { phoneAreaCode: '86', phone: '13900000000', code: '246810' } },
  register: { body: { ...draft, inviteCode: 'AYA777' } },
  login: { body: { username: 'lin_xiao', password: 'pass1234', loginType: 3, sourceType: 3 } },
  safetyQuestions: { query: { username: 'lin_xiao' } },
  verifyAnswer: { body: { username: 'lin_xiao', questionId: 5, answer: '杭州' } },
  retrievePassword: {
    body: { username: 'lin_xiao', questionId: 5, answer: '杭州', password: 'newpass1' },
  },
  securityQuestionList: {},
  checkAccountPhone: { query: { username: 'lin_xiao', phoneAreaCode: '86', phone: '13800000001' } },
  retrievePasswordBySms: {
    body: {
      username: 'lin_xiao',
      phoneAreaCode: '86',
      phone: '13800000001',
      // lin_xiao's phone has its own code (fixtures/accounts/users NAMED_SMS_CODES).
      code: '135790',
      password: 'newpass1',
    },
  },
  bindVisitor: { body: { ...draft, userId: '10005', token: ACCOUNT_TOKENS.visitor } },
  inviteList: { body: { page: 1, size: 10 } },
  // The 'just-invited' scenario: 20003 has just registered with AYA777.
  recordInvite: { path: { userId: '20003', inviteCode: 'AYA777' } },
  visit: {},
};
