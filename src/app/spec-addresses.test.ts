import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './routes';

/**
 * Issue 49: every address the two specifications name (section 2 of each) opens its own screen,
 * not the catch-all 404 nor the language landing page. Where the spec names a step or a child
 * without a path of its own (the register and forget steps, the pay password's steps one to
 * three), the steps live inside one page and are not listed here.
 */
const SPEC_ADDRESSES = [
  // content-and-shell.md, section 2
  '/',
  '/login',
  '/exchange',
  '/promote',
  '/rechargeCard',
  '/rechargeCard/record',
  '/wallet',
  ...[
    'dynamic',
    'find',
    'findPost',
    'gamePost',
    'index',
    'my',
    'my1',
    'personalInfo',
    'picPost',
    'pinkedList',
    'rankPost',
    'videoPost',
  ].map((tab) => `/column/columnTabbar/${tab}`),
  ...[
    'addPost',
    'approvalList',
    'code',
    'comment',
    'discoverUsers',
    'editHomePage',
    'face',
    'findSubscript',
    'follow',
    'insFeedbackMsg',
    'lookComment',
    'myOwnPost',
    'otherPage',
    'recommend',
    'sysMsg',
    'userDetail',
    'search',
    'search/catalog',
    'search/search',
  ].map((page) => `/column/${page}`),
  '/post/find',
  '/post/game',
  '/post/game/detail',
  '/post/game/list',
  '/post/locals',
  '/post/picture',
  '/post/postDetail',
  '/post/rank',
  '/post/similarPosts',
  '/post/tags',
  '/post/video',
  ...['aVList', 'bigVList', 'detail', 'list', 'pinkedList', 'recommendVList'].map(
    (page) => `/post/video/${page}`,
  ),
  '/post/snapshot/70001',
  '/post/snapshot/approval',
  '/error/404',
  '/error/500',
  '/common/RedirectPage',
  '/timeZone/list',
  // accounts-wallet-messaging.md, section 2
  '/login/autologin',
  '/login/birthday',
  '/login/register',
  '/login/bind',
  '/login/forget',
  '/login/otherAccounts',
  '/login/inputValidation',
  '/column/settings',
  ...['aboutUs', 'accountSafe', 'feedback', 'notice', 'privacy', 'setLang'].map(
    (child) => `/column/settings/${child}`,
  ),
  '/column/settings/accountSafe/modifyPassword',
  '/column/settings/accountSafe/phoneNumber',
  '/column/settings/accountSafe/changePhoneNumber',
  '/column/settings/accountSafe/changePhoneNumber/stepOne',
  '/column/settings/accountSafe/changePhoneNumber/stepTwo',
  '/column/settings/accountSafe/payPassword/set',
  '/column/settings/accountSafe/payPassword/modify',
  '/column/changePassword',
  '/column/originalPassword',
  '/wallet/balance',
  '/wallet/balance/cash',
  '/wallet/balance/cash/account',
  '/wallet/balance/cash/account/bank',
  '/wallet/balance/cash/detail/1',
  '/wallet/balance/details',
  '/wallet/balance/details/1',
  '/wallet/balance/recharge',
  '/wallet/balance/recharge/success',
  ...['chat', 'common', 'follow', 'like', 'message'].map((tab) => `/dynamicTab/${tab}`),
];

describe('the addresses the specs name', () => {
  const routes = createRoutes({ queryClient: new QueryClient(), store: createStore() });

  it.each(SPEC_ADDRESSES)('%s opens its own screen', (address) => {
    const matches = matchRoutes(routes, address) ?? [];
    const last = matches.at(-1)?.route;
    expect(last, 'a route').toBeDefined();
    expect(last?.path, 'not the catch-all').not.toBe('*');
    expect(last?.path, 'not a language landing page').not.toBe(':lang');
    expect(Boolean(last?.lazy ?? last?.Component ?? last?.element), 'shows something').toBe(true);
  });
});
