import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';
import { refusalText } from '@/lib/refusal-text';

/**
 * Password recovery by security question. The first two calls answer beside the field (no
 * notification: 'Your answer is wrong!' belongs under the answer); the reset is a PUT, whose
 * success the error policy confirms with the server's message.
 */
export function useSafetyQuestions() {
  return useMutation({
    mutationFn: (username: string) =>
      request(authEndpoints.safetyQuestions, { query: { username } }, { notify: false }),
  });
}

export function useVerifyAnswer() {
  return useMutation({
    mutationFn: (body: { username: string; questionId: number; answer: string }) =>
      request(authEndpoints.verifyAnswer, { body }, { notify: false }),
  });
}

export function useRetrievePassword() {
  return useMutation({
    mutationFn: (body: {
      username: string;
      questionId: number;
      answer: string;
      password: string;
    }) => request(authEndpoints.retrievePassword, { body }),
  });
}

/**
 * Recovery by SMS, step one: is this the phone bound to the account? Answers null when it is, or
 * the message for under the phone field (the server's, or `fallback` when it could not answer).
 */
export async function checkAccountPhone(
  input: { username: string; phoneAreaCode: string; phone: string },
  fallback: string,
): Promise<string | null> {
  try {
    await request(authEndpoints.checkAccountPhone, { query: input }, { notify: false });
    return null;
  } catch (error) {
    return refusalText(error, fallback);
  }
}

/** Recovery by SMS, the end: the code and the new password (a PUT: the policy confirms it). */
export function useRetrievePasswordBySms() {
  return useMutation({
    mutationFn: (body: {
      username: string;
      phoneAreaCode: string;
      phone: string;
      code: string;
      password: string;
    }) => request(authEndpoints.retrievePasswordBySms, { body }),
  });
}
