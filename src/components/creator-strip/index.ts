export { CreatorStrip, creatorHref } from './CreatorStrip';
export { CREATOR_STRIP_SIZE, creatorTopQuery, useCreatorTop } from './creator-top';
