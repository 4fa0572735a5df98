import { z } from 'zod/mini';
import { defineEndpoint } from '../contract';
import { pageOf, pageQuery } from '../envelope';
import {
  checkResultSchema,
  inviteeSchema,
  loginDataSchema,
  phoneAreaCodeSchema,
  phoneNumberSchema,
  registrationDraftSchema,
  securityAnswerSchema,
  securityQuestionIdSchema,
  securityQuestionSchema,
} from '../schemas/account';
import { visitEndpoint } from './start';

/** Registration, login, visitors, password recovery and invites. */
export const authEndpoints = {
  visitor: defineEndpoint({
    id: 'auth.visitor',
    method: 'GET',
    path: 'auth/app/public/visitor/3',
    access: 'public',
    summary: "Visitor registration ('Go and see first'): a visitor account and its login data",
    query: z.object({
      /** The same device id gets the same visitor back. */
      deviceId: z.optional(z.string()),
    }),
    data: loginDataSchema,
  }),
  checkInviteCode: defineEndpoint({
    id: 'auth.checkInviteCode',
    method: 'GET',
    path: 'auth/app/public/check/inviteCode',
    access: 'public',
    proposed: true,
    summary: "Checks an invite code; fails 'Invalid invitation code!'",
    query: z.object({ inviteCode: z.string() }),
    data: checkResultSchema,
  }),
  checkPhone: defineEndpoint({
    id: 'auth.checkPhone',
    method: 'GET',
    path: 'auth/app/public/check/phone',
    access: 'public',
    proposed: true,
    summary:
      "Checks a phone is well formed and free; fails 'The phone number is already registered!'",
    query: z.object({ phoneAreaCode: z._default(phoneAreaCodeSchema, '86'), phone: z.string() }),
    data: checkResultSchema,
  }),
  checkName: defineEndpoint({
    id: 'auth.checkName',
    method: 'GET',
    path: 'auth/app/public/check/name',
    access: 'public',
    proposed: true,
    summary: "Checks an account name is free; fails 'The account name is already in use!'",
    query: z.object({ name: z.string() }),
    data: checkResultSchema,
  }),
  checkVerifyCode: defineEndpoint({
    id: 'auth.checkVerifyCode',
    method: 'GET',
    path: 'auth/app/public/check/verifyCode',
    access: 'public',
    proposed: true,
    summary: 'Checks the SMS verification code sent to a phone',
    query: z.object({
      phoneAreaCode: z._default(phoneAreaCodeSchema, '86'),
      phone: phoneNumberSchema,
      code: z.string(),
    }),
    data: checkResultSchema,
  }),
  register: defineEndpoint({
    id: 'auth.register',
    method: 'POST',
    path: 'auth/app/public/registration',
    access: 'public',
    summary: 'Registers an account (phone, optional invite code, name, password, 3 questions)',
    body: registrationDraftSchema,
    data: loginDataSchema,
  }),
  login: defineEndpoint({
    id: 'auth.login',
    method: 'POST',
    path: 'auth/app/public/login',
    access: 'public',
    summary: 'Logs in with account and password',
    body: z.object({
      /** Account name or phone number. */
      username: z.string().check(z.minLength(1)),
      password: z.string().check(z.minLength(1)),
      loginType: z.literal(3),
      sourceType: z.literal(3),
    }),
    data: loginDataSchema,
  }),
  safetyQuestions: defineEndpoint({
    id: 'auth.safetyQuestions',
    method: 'GET',
    path: 'user/app/u/account/public/safety',
    access: 'public',
    summary: 'Security questions of an account (password recovery, step one)',
    query: z.object({ username: z.string().check(z.minLength(1)) }),
    data: z.object({
      userId: z.string(),
      username: z.string(),
      questions: z.array(securityQuestionSchema),
    }),
  }),
  verifyAnswer: defineEndpoint({
    id: 'auth.verifyAnswer',
    method: 'POST',
    path: 'user/app/u/account/public/verify',
    access: 'public',
    summary: "Verifies a security answer; fails 'Your answer is wrong!'",
    body: z.object({
      username: z.string().check(z.minLength(1)),
      questionId: securityQuestionIdSchema,
      answer: z.string(),
    }),
    data: checkResultSchema,
  }),
  securityQuestionList: defineEndpoint({
    id: 'auth.securityQuestionList',
    method: 'GET',
    path: 'user/app/u/account/public/safety/list',
    access: 'public',
    proposed: true,
    summary:
      'The ten numbered security questions to choose three of (registration, binding), in the request language',
    data: z.array(securityQuestionSchema),
  }),
  retrievePassword: defineEndpoint({
    id: 'auth.retrievePassword',
    method: 'PUT',
    path: 'user/app/u/account/public/retrieve',
    access: 'public',
    summary: 'Sets a new password; the security answer is checked again (no server-side ticket)',
    body: z.extend(securityAnswerSchema, {
      username: z.string().check(z.minLength(1)),
      password: z.string(),
    }),
    data: z.null(),
  }),
  checkAccountPhone: defineEndpoint({
    id: 'auth.checkAccountPhone',
    method: 'GET',
    path: 'user/app/u/account/public/check/phone',
    access: 'public',
    proposed: true,
    summary:
      'Password recovery by SMS: is this the phone bound to the account? Asked before a code is sent',
    query: z.object({
      username: z.string().check(z.minLength(1)),
      phoneAreaCode: z._default(phoneAreaCodeSchema, '86'),
      phone: phoneNumberSchema,
    }),
    data: checkResultSchema,
  }),
  retrievePasswordBySms: defineEndpoint({
    id: 'auth.retrievePasswordBySms',
    method: 'PUT',
    path: 'user/app/u/account/public/retrieve/sms',
    access: 'public',
    proposed: true,
    summary:
      "Sets a new password with the SMS code sent to the account's phone (the other way of retrieve)",
    body: z.object({
      username: z.string().check(z.minLength(1)),
      phoneAreaCode: z._default(phoneAreaCodeSchema, '86'),
      phone: phoneNumberSchema,
      code: z.string().check(z.minLength(1)),
      password: z.string(),
    }),
    data: z.null(),
  }),
  bindVisitor: defineEndpoint({
    id: 'auth.bindVisitor',
    method: 'POST',
    path: 'user/app/u/user/private/user/add/binding',
    access: 'private',
    summary: "Binds a visitor (the draft's token + userId) to a real account; the userId stays",
    body: z.extend(registrationDraftSchema, { token: z.string(), userId: z.string() }),
    data: loginDataSchema,
  }),
  inviteList: defineEndpoint({
    id: 'auth.inviteList',
    method: 'POST',
    path: 'inst/app/user/private/user/list/inviter',
    access: 'private',
    summary: 'Users the member (as inviter) invited: the promotion list',
    body: pageQuery,
    data: pageOf(inviteeSchema),
  }),
  recordInvite: defineEndpoint({
    id: 'auth.recordInvite',
    method: 'POST',
    path: 'user/app/u/user/public/add/invite//{userId}/{inviteCode}',
    access: 'public',
    summary: 'Records who invited a new user; the inviter gets 12 hours of VIP (once)',
    expects:
      'Called by the client right after a registration or a binding with an invite code; the ' +
      'reward is granted here only (registration and binding only check the code), once per invitee',
    pathParams: z.object({ userId: z.string(), inviteCode: z.string() }),
    data: z.object({ inviterId: z.string(), rewardHours: z.int() }),
  }),
  visit: visitEndpoint,
};
