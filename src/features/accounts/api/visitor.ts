import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';
import { authEndpoints } from '@/api/endpoints/auth';
import { storage } from '@/lib/session';

/** This device's id: the visitor call gives the same device the same visitor back. */
export const DEVICE_ID_KEY = 'deviceId';

export function deviceId(): string {
  const known = storage.read(DEVICE_ID_KEY);
  if (known) return known;
  const fresh = crypto.randomUUID();
  storage.write(DEVICE_ID_KEY, fresh);
  return fresh;
}

/** 'Go and see first': GET auth/app/public/visitor/3, a visitor account and its login data. */
export function visitorLogin() {
  return request(authEndpoints.visitor, { query: { deviceId: deviceId() } });
}

export function useVisitorLogin() {
  return useMutation({ mutationFn: visitorLogin });
}
