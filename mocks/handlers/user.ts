import { userEndpoints as ep } from '@/api/endpoints/user';
import { handle } from '../platform/handle';
import { toUserInfo } from '../platform/views';

export const userHandlers = [
  handle(ep.vipInfo, ({ db, path }) => toUserInfo(db, path.userId!)),
  handle(ep.tracking, () => null),
];
