import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';

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
