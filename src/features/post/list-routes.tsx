import { Navigate, useSearchParams, type RouteObject } from 'react-router-dom';
import type { VideoListName } from './api/post-lists';

/**
 * The post lists (/post/rank, /post/video/...): not where a visit starts, so not in the start
 * table (./routes.tsx has the detail, which a shared link opens); the app adds these with the
 * other areas (src/app/other-area-routes.ts). Every page lazy: the list pages share one chunk.
 */
const lists = () => import('./pages/PostListPages');
/** Lists of one member: the posts they read, a user's videos (beyond the spec's routes). */
const userLists = () => import('./pages/UserPostPages');

function videoList(list: VideoListName): RouteObject {
  return {
    path: list,
    lazy: async () => {
      const { VideoListPage } = await lists();
      return { Component: () => <VideoListPage list={list} /> };
    },
  };
}

/** /post/video/detail?postId= is the post detail of a video. */
function VideoDetailRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={`/post/postDetail?${params.toString()}`} replace />;
}

/** Each under /post, beside the start table's /post (its index and the detail). */
export const postListRoutes: RouteObject[] = [
  { path: 'post/rank', lazy: async () => ({ Component: (await lists()).RankPage }) },
  { path: 'post/tags', lazy: async () => ({ Component: (await lists()).TagsPage }) },
  {
    path: 'post/similarPosts',
    lazy: async () => ({ Component: (await lists()).SimilarPostsPage }),
  },
  { path: 'post/find', lazy: async () => ({ Component: (await lists()).FindMorePage }) },
  { path: 'post/locals', lazy: async () => ({ Component: (await lists()).LocalsPage }) },
  { path: 'post/picture', lazy: async () => ({ Component: (await lists()).PicturePage }) },
  { path: 'post/viewed', lazy: async () => ({ Component: (await userLists()).ViewedPostsPage }) },
  {
    path: 'post/likes',
    lazy: async () => ({ Component: (await import('./pages/LikeListPage')).LikeListPage }),
  },
  {
    path: 'post/video',
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      videoList('aVList'),
      videoList('bigVList'),
      videoList('list'),
      videoList('pinkedList'),
      videoList('recommendVList'),
      { path: 'user', lazy: async () => ({ Component: (await userLists()).UserVideosPage }) },
      { path: 'detail', element: <VideoDetailRedirect /> },
    ],
  },
];
