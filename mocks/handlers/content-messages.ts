import type { Localized } from '../platform/messages';

/** Server messages of the content area, in the three languages of the app. */
export const CONTENT_MESSAGES = {
  priceRequired: {
    zh_CN: '付费内容需要设置价格',
    en_US: 'A paid post needs a price',
    ja: '有料の投稿には価格が必要です',
  },
  sensitive: {
    zh_CN: '内容包含敏感词',
    en_US: 'This content contains sensitive words',
    ja: 'この内容には不適切な語句が含まれています',
  },
  emptyContent: {
    zh_CN: '内容不能为空',
    en_US: 'The content cannot be empty',
    ja: '内容を入力してください',
  },
  onlyFollowedMayComment: {
    zh_CN: '作者只允许其关注的人评论',
    en_US: 'The author only takes comments from people they follow',
    ja: '投稿者はフォローしている人からのコメントのみ受け付けています',
  },
  commentsClosed: {
    zh_CN: '作者已关闭评论',
    en_US: 'The author has closed comments',
    ja: '投稿者がコメントを締め切りました',
  },
  postNotFound: {
    zh_CN: '帖子不存在或已删除',
    en_US: 'This post does not exist or was deleted',
    ja: 'この投稿は存在しないか、削除されました',
  },
  commentNotFound: {
    zh_CN: '评论不存在或已删除',
    en_US: 'This comment does not exist or was deleted',
    ja: 'このコメントは存在しないか、削除されました',
  },
  snapshotNotFound: {
    zh_CN: '快照不存在或已删除',
    en_US: 'This snapshot does not exist or was deleted',
    ja: 'このスナップは存在しないか、削除されました',
  },
  gameNotFound: {
    zh_CN: '游戏不存在',
    en_US: 'This game does not exist',
    ja: 'このゲームは存在しません',
  },
  userNotFound: {
    zh_CN: '用户不存在',
    en_US: 'This user does not exist',
    ja: 'このユーザーは存在しません',
  },
  notOwner: {
    zh_CN: '只有作者可以进行此操作',
    en_US: 'Only the author can do this',
    ja: 'この操作は投稿者のみ行えます',
  },
  notAllowed: {
    zh_CN: '无权删除该评论',
    en_US: 'You may not delete this comment',
    ja: 'このコメントを削除する権限がありません',
  },
  topLimit: {
    zh_CN: '最多置顶 3 条评论',
    en_US: 'At most 3 comments can be pinned',
    ja: 'ピン留めできるコメントは 3 件までです',
  },
  followSelf: {
    zh_CN: '不能关注自己',
    en_US: 'You cannot follow yourself',
    ja: '自分をフォローすることはできません',
  },
  nothingSelected: {
    zh_CN: '请先选择要删除的评论',
    en_US: 'Please select comments to delete first',
    ja: '削除するコメントを先に選択してください',
  },
  tooManyFiles: {
    zh_CN: '最多上传 40 张图片或 1 个视频',
    en_US: 'Up to 40 images or 1 video',
    ja: '画像は 40 枚まで、動画は 1 本までです',
  },
} satisfies Record<string, Localized>;
