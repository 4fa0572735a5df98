import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';
import { refusalText } from '@/lib/refusal-text';

/**
 * The server-side checks of registration (invite code, phone, name, SMS code). Each answers null
 * when accepted, or the message to show under the field: the server's own (already in the
 * member's language), or `fallback` when the check could not be made (network) or said nothing.
 * They do not notify: the message belongs beside the field, not in a toast.
 */
async function check(call: () => Promise<unknown>, fallback: string): Promise<string | null> {
  try {
    await call();
    return null;
  } catch (error) {
    return refusalText(error, fallback);
  }
}

export const checkPhone = (phoneAreaCode: string, phone: string, fallback: string) =>
  check(
    () => request(authEndpoints.checkPhone, { query: { phoneAreaCode, phone } }, { notify: false }),
    fallback,
  );

export const checkVerifyCode = (
  phoneAreaCode: string,
  phone: string,
  code: string,
  fallback: string,
) =>
  check(
    () =>
      request(
        authEndpoints.checkVerifyCode,
        { query: { phoneAreaCode, phone, code } },
        { notify: false },
      ),
    fallback,
  );

export const checkInviteCode = (inviteCode: string, fallback: string) =>
  check(
    () => request(authEndpoints.checkInviteCode, { query: { inviteCode } }, { notify: false }),
    fallback,
  );

export const checkName = (name: string, fallback: string) =>
  check(() => request(authEndpoints.checkName, { query: { name } }, { notify: false }), fallback);
