import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { configEndpoints } from '@/api/endpoints/config';

export interface SmsInput {
  phoneAreaCode: string;
  phoneNumber: string;
  scene: 'register' | 'bind' | 'forget' | 'changePhone';
}

/** Sends an SMS verification code; answers when a new one may be asked for. */
export function useSendSms() {
  return useMutation({
    mutationFn: (body: SmsInput) => request(configEndpoints.smsSend, { body }),
  });
}
