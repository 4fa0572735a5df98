import { useQuery } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HOSTILE_TEXT } from '@fixtures/content';
import { request } from '@/api/client';
import { postEndpoints } from '@/api/endpoints/post';
import { i18next } from '@/lib/i18n';
import { overlayAtom } from '@/lib/overlays';
import { useAtomValue } from 'jotai';
import { PostCard } from './PostCard';
import { postDetailKey } from './post-cache';

/** The card of one seeded post, fetched like the detail page fetches it (its cache key too). */
function SeededPost({ postId }: { postId: string }) {
  const { data } = useQuery({
    queryKey: postDetailKey(postId),
    queryFn: () => request(postEndpoints.detail, { path: { id: postId } }),
  });
  const overlay = useAtomValue(overlayAtom);
  return (
    <main>
      {data ? <PostCard post={data} /> : <p role="status">…</p>}
      {overlay ? (
        <output data-overlay={overlay.kind}>{JSON.stringify(overlay.params)}</output>
      ) : null}
    </main>
  );
}

const meta = {
  title: 'Post/PostCard',
  component: SeededPost,
  args: { postId: '50001' },
} satisfies Meta<typeof SeededPost>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

async function card() {
  return within(await screen.findByRole('article'));
}
function action(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${t(`post.card.${name}`)}`) });
}

/** Short text: shown whole, no toggle. */
export const ShortText: Story = {
  play: async () => {
    const c = await card();
    await expect(c.getByText('今天的晚霞太好看了')).toBeVisible();
    await expect(c.queryByRole('button', { name: t('post.card.expand') })).toBeNull();
  },
};

/** Over 40 characters: the first 40 and an ellipsis; expand and collapse. */
export const LongText: Story = {
  args: { postId: '50002' },
  play: async () => {
    const c = await card();
    const expand = c.getByRole('button', { name: t('post.card.expand') });
    await expect(expand.closest('p')?.textContent).toMatch(/…/);
    await userEvent.click(expand);
    const collapse = c.getByRole('button', { name: t('post.card.collapse') });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(collapse.closest('p')?.textContent).not.toMatch(/…/);
    await userEvent.click(collapse);
    await expect(c.getByRole('button', { name: t('post.card.expand') })).toBeVisible();
  },
};

/** One image, in a box reserved by its ratio; 1.23W likes (12345). */
export const OneImageAndWUnits: Story = {
  args: { postId: '50007' },
  play: async () => {
    const c = await card();
    await expect(
      c.getAllByRole('img', { name: t('post.card.image', { n: 1, total: 1 }) }),
    ).toHaveLength(1);
    await expect(action('like')).toHaveTextContent('1.23W');
  },
};

/** Three images in a row. */
export const ThreeImages: Story = {
  args: { postId: '50010' },
  play: async () => {
    const c = await card();
    await expect(
      c.getByRole('img', { name: t('post.card.image', { n: 3, total: 3 }) }),
    ).toBeVisible();
  },
};

/** Nine images in a 3×3 grid. */
export const NineImages: Story = {
  args: { postId: '50003' },
  play: async () => {
    const c = await card();
    await expect(
      c.getByRole('img', { name: t('post.card.image', { n: 9, total: 9 }) }),
    ).toBeVisible();
  },
};

/** A video shows its cover and duration in a feed (it plays in the detail). */
export const Video: Story = {
  args: { postId: '50004' },
  play: async () => {
    const c = await card();
    await expect(c.getByRole('img', { name: t('post.card.videoCover') })).toBeVisible();
    await expect(c.getByText('00:45')).toBeVisible();
  },
};

/** Paid content: the cover with its unlock option, which opens the pay sheet for this post. */
export const Locked: Story = {
  args: { postId: '50005' },
  parameters: { mock: 'locked-content' },
  play: async () => {
    const c = await card();
    await expect(c.getByRole('group', { name: t('post.lock.label') })).toBeVisible();
    await expect(c.getByText(t('post.lock.freeViewsLeft', { n: 0 }))).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: t('post.lock.unlock', { price: 12 }) }));
    await expect(
      await screen.findByText(/"purpose":"post","amount":12,"targetId":"50005"/),
    ).toBeInTheDocument();
  },
};

/** VIP content with a free view left today: the member can use it and see the post. */
export const LockedWithFreeView: Story = {
  args: { postId: '50009' },
  play: async () => {
    const c = await card();
    await expect(c.getByRole('button', { name: t('post.lock.openVip') })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: t('post.lock.useFreeView') }));
    await waitFor(() => expect(c.queryByRole('group', { name: t('post.lock.label') })).toBeNull());
  },
};

/** Like and collect: pressed, each count up by one; again: back. */
export const LikeAndCollect: Story = {
  play: async () => {
    await card();
    await expect(action('like')).toHaveAttribute('aria-pressed', 'false');
    await expect(action('like')).toHaveTextContent('86');
    await userEvent.click(action('like'));
    await expect(action('like')).toHaveAttribute('aria-pressed', 'true');
    await expect(action('like')).toHaveTextContent('87');
    await userEvent.click(action('collect'));
    await waitFor(() => expect(action('collect')).toHaveAttribute('aria-pressed', 'true'));
    await expect(action('collect')).toHaveTextContent('1');
    await waitFor(() => expect(action('like')).toHaveAttribute('aria-busy', 'false'));
    await userEvent.click(action('like'));
    await waitFor(() => expect(action('like')).toHaveTextContent('86'));
  },
};

/** Already liked and collected by the member (seeded), shown pressed. */
export const LikedAndCollected: Story = {
  args: { postId: '50002' },
  play: async () => {
    await card();
    await expect(action('collect')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(action('like'));
    await expect(action('like')).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The like fails (code 10000): the count goes back and the policy's red message shows. */
export const LikeFails: Story = {
  parameters: { mock: 'like-fails' },
  play: async () => {
    await card();
    await userEvent.click(action('like'));
    await expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(action('like')).toHaveTextContent('86'));
    await expect(action('like')).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Follow the author, then cancel. */
export const FollowAuthor: Story = {
  args: { postId: '50010' },
  play: async () => {
    const c = await card();
    const follow = c.getByRole('button', { name: t('people.person.follow') });
    await userEvent.click(follow);
    await expect(c.getByRole('button', { name: t('people.person.followed') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const following = c.getByRole('button', { name: t('people.person.followed') });
    await waitFor(() => expect(following).toHaveAttribute('aria-busy', 'false'));
    await userEvent.click(following);
    await expect(await c.findByRole('button', { name: t('people.person.follow') })).toBeVisible();
  },
};

/** An author without a head image: the default avatar. */
export const MissingAvatar: Story = {
  args: { postId: '30030' },
  play: async () => {
    const article = await screen.findByRole('article');
    await expect(article.querySelector('[data-default-avatar]')).not.toBeNull();
  },
};

/** Hostile text shows as text: nothing is parsed as markup. */
export const HostileText: Story = {
  args: { postId: '50006' },
  play: async ({ canvasElement }) => {
    const c = await card();
    await expect(c.getByText(HOSTILE_TEXT)).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** User tags with their icon and colour. */
export const UserTagsShown: Story = {
  play: async () => {
    const c = await card();
    await expect(c.getByText(t('post.userTags.goddess'))).toBeVisible();
    await expect(c.getByText(t('post.userTags.boutique'))).toBeVisible();
  },
};

/** Share: the shell's share overlay opens for this post (its sheet: Post/Share sheet). */
export const Share: Story = {
  play: async () => {
    await card();
    await userEvent.click(screen.getByRole('button', { name: t('people.share.post') }));
    await expect(await screen.findByText('{"postId":"50001"}')).toBeInTheDocument();
  },
};

/** In a feed, the first two comments under the card (postCommentList) and a link to all of them. */
export const CommentPreviews: Story = {
  play: async () => {
    const c = await card();
    const list = c.getByRole('list', { name: t('post.card.previews.label') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('拍得真好，求参数');
    // The count is the post's commentNum (comments and their replies).
    const all = c.getByRole('link', {
      name: new RegExp(t('post.card.previews.all', { n: 999 }).replace('999', '\\d+')),
    });
    await expect(all).toHaveAttribute('href', '/post/postDetail?postId=50001');
  },
};

/** A post nobody has commented on: no previews, no link. */
export const NoCommentPreviews: Story = {
  args: { postId: '50006' },
  play: async () => {
    const c = await card();
    await expect(c.queryByRole('list', { name: t('post.card.previews.label') })).toBeNull();
  },
};
