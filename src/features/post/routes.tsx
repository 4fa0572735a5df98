import { Navigate, useSearchParams, type RouteObject } from 'react-router-dom';
import type { RouteDeps } from '@/lib/route-deps';
import { HOME_TAB_PATH } from '@/lib/routing';
import type { VideoListName } from './api/post-lists';
import { prefetchPostDetail } from './prefetch';

/** Every page lazy: the list pages share one chunk, the detail has its own. */
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

export const postRoutes = (deps: RouteDeps): RouteObject[] => [
  {
    path: 'post',
    children: [
      // /post on its own is no page (its lists are its children): the find tab, where they start.
      { index: true, element: <Navigate to={HOME_TAB_PATH} replace /> },
      {
        path: 'postDetail',
        loader: (args) => prefetchPostDetail(deps, args),
        lazy: async () => ({
          Component: (await import('./pages/PostDetailPage')).PostDetailPage,
        }),
      },
      { path: 'rank', lazy: async () => ({ Component: (await lists()).RankPage }) },
      { path: 'tags', lazy: async () => ({ Component: (await lists()).TagsPage }) },
      { path: 'similarPosts', lazy: async () => ({ Component: (await lists()).SimilarPostsPage }) },
      { path: 'find', lazy: async () => ({ Component: (await lists()).FindMorePage }) },
      { path: 'locals', lazy: async () => ({ Component: (await lists()).LocalsPage }) },
      { path: 'picture', lazy: async () => ({ Component: (await lists()).PicturePage }) },
      { path: 'viewed', lazy: async () => ({ Component: (await userLists()).ViewedPostsPage }) },
      {
        path: 'likes',
        lazy: async () => ({ Component: (await import('./pages/LikeListPage')).LikeListPage }),
      },
      {
        path: 'video',
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
    ],
  },
];
