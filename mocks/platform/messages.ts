/** Server messages the mocks answer with, in the language of the request (Accept-Language). */
import type { Localized, MockLang } from '@fixtures/localized';

export type { Localized, MockLang };

export const CODE_MESSAGES: Record<string, Localized> = {
  '10000': {
    zh_CN: '操作失败，请稍后重试',
    en_US: 'The operation failed, please try again later',
    ja: '操作に失敗しました。しばらくしてからもう一度お試しください',
  },
  '10101': {
    zh_CN: '请求参数有误',
    en_US: 'The request parameters are invalid',
    ja: 'リクエストのパラメータが正しくありません',
  },
  '10103': {
    zh_CN: '提交的数据有误',
    en_US: 'The submitted data is invalid',
    ja: '送信したデータが正しくありません',
  },
  '10201': {
    zh_CN: '登录已过期，请重新登录',
    en_US: 'Your login has expired, please log in again',
    ja: 'ログインの有効期限が切れました。もう一度ログインしてください',
  },
  '10203': {
    zh_CN: '登录凭证无效，请重新登录',
    en_US: 'Your login is invalid, please log in again',
    ja: 'ログイン情報が無効です。もう一度ログインしてください',
  },
  '10301': {
    zh_CN: '账号已在其他设备登录',
    en_US: 'Your account was signed in on another device',
    ja: 'アカウントが別の端末でログインされました',
  },
  '401': {
    zh_CN: '未授权，请先登录',
    en_US: 'Unauthorized, please log in first',
    ja: '認証されていません。先にログインしてください',
  },
  '00000': { zh_CN: '操作成功', en_US: 'Success', ja: '成功しました' },
  // Proposed (src/api/proposed-codes.ts): a balance payment refused for a shortfall.
  '10401': {
    zh_CN: '余额不足，请先充值！',
    en_US: 'Insufficient balance, please recharge first!',
    ja: '残高が不足しています。先にチャージしてください！',
  },
};

export function pickLang(request: Request): MockLang {
  const header = request.headers.get('Accept-Language') ?? '';
  if (header.startsWith('en')) return 'en_US';
  if (header.startsWith('ja')) return 'ja';
  return 'zh_CN';
}

export function messageFor(code: string, lang: MockLang): string {
  return CODE_MESSAGES[code]?.[lang] ?? CODE_MESSAGES['10000']![lang];
}
