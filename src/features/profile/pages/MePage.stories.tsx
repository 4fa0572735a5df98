import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { MePage } from './MePage';

/** The "Me" tab: the member's header, counts, entries and own lists; a visitor's invitation. */
const meta = {
  title: 'People/Me',
  component: MePage,
  parameters: { route: '/column/columnTabbar/my' },
} satisfies Meta<typeof MePage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

const states = queryStoryStates({
  route: '/column/columnTabbar/my',
  endpoint: 'user.vipInfo',
  success: async () => {
    await expect(await screen.findByTestId('profile-name')).toHaveTextContent('林晓');
    await expect(screen.getByText(t('people.me.account', { name: 'lin_xiao' }))).toBeVisible();
    await expect(screen.getByTestId('me-vip')).toHaveTextContent(t('people.me.vipNone'));
    await expect(screen.getByTestId('me-balance')).toHaveTextContent('258.34');
    const entries = screen.getByRole('navigation', { name: t('people.me.entries') });
    for (const key of ['wallet', 'vip', 'invite', 'settings'])
      await expect(
        within(entries).getByRole('link', { name: t(`people.me.entry.${key}`) }),
      ).toBeVisible();
    return within(entries).getByRole('button', { name: t('people.me.entry.identityCard') });
  },
});

export const Loading: Story = states.Loading;
export const Failure: Story = states.Failure;
export const Success: Story = states.Success;

/** Signed out: the invitation to log in or register, nothing private is asked for. */
export const Visitor: Story = {
  parameters: { session: null },
  play: async () => {
    await expect(await screen.findByTestId('visitor-signedOut')).toBeVisible();
    await expect(screen.getByRole('link', { name: t('people.me.visitor.login') })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(
      screen.getByRole('link', { name: t('people.me.visitor.register') }),
    ).toHaveAttribute('href', '/login/register');
  },
};

/** The lifetime VIP: the VIP line says it never expires. */
export const LifetimeVip: Story = {
  parameters: { session: 'vip' },
  play: async () => {
    await expect(await screen.findByTestId('me-vip')).toHaveTextContent(
      t('people.me.vipLifetime', { level: 4 }),
    );
  },
};

/** The own posts list, with each post's review state (a seeded post waits for review). */
export const OwnPostsWithReviewState: Story = {
  play: async () => {
    const badges = await screen.findAllByText(t('people.review.pending'));
    await expect(badges.length).toBeGreaterThan(0);
  },
};

/** No own posts yet. */
export const OwnPostsEmpty: Story = {
  parameters: { mock: 'own.posts=empty' },
  play: async () => {
    await expect(await screen.findByText(t('people.lists.emptyPosts'))).toBeVisible();
  },
};

/** The liked list, from its tab. */
export const Favourites: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: t('people.lists.favourites') }));
    const posts = await screen.findAllByRole('article');
    await expect(posts.length).toBeGreaterThan(0);
  },
};

async function openIdentityCard() {
  await userEvent.click(
    await screen.findByRole('button', { name: t('people.me.entry.identityCard') }),
  );
  return screen.findByRole('dialog');
}

/** The identity card: account name, QR code, site addresses; never a password. */
export const IdentityCard: Story = {
  play: async () => {
    const dialog = await openIdentityCard();
    await expect(await within(dialog).findByTestId('identity-qr')).toBeVisible();
    await expect(within(dialog).getByTestId('identity-card')).toHaveTextContent('lin_xiao');
    await expect(within(dialog).getByTestId('identity-card')).not.toHaveTextContent('pass1234');
  },
};

export const IdentityCardFailure: Story = {
  parameters: { mock: 'user.identityCard=code:10000' },
  play: async () => {
    const dialog = await openIdentityCard();
    await expect(await within(dialog).findByText(t('common.loadFailed'))).toBeVisible();
  },
};

export const IdentityCardLoading: Story = {
  parameters: { mock: 'user.identityCard=delay:999999' },
  play: async () => {
    const dialog = await openIdentityCard();
    await expect(
      await within(dialog).findByRole('status', { name: t('common.loading') }),
    ).toBeVisible();
  },
};

/** Another invite code on the card: its QR text and its line carry aya_photo's code. */
export const IdentityCardInviteCode: Story = {
  play: async () => {
    const dialog = await openIdentityCard();
    const qr = await within(dialog).findByTestId('identity-qr');
    await expect(qr.dataset.qrText).toContain('inviteCode=LINX01');
    await userEvent.type(within(dialog).getByLabelText(t('people.card.inviteLabel')), 'AYA777');
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('people.card.inviteSubmit') }),
    );
    await waitFor(() =>
      expect(within(dialog).getByTestId('identity-qr').dataset.qrText).toContain(
        'inviteCode=AYA777',
      ),
    );
    await expect(within(dialog).getByTestId('identity-invite')).toHaveTextContent('AYA777');
    await waitFor(() => expect(screen.getByText(t('people.card.inviteSaved'))).toBeVisible());
  },
};

/** A code nobody has: the catalogue's words beside the field, what was typed kept, card unchanged. */
export const IdentityCardInviteInvalid: Story = {
  play: async () => {
    const dialog = await openIdentityCard();
    const field = await within(dialog).findByLabelText(t('people.card.inviteLabel'));
    await userEvent.type(field, 'NOSUCH1');
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('people.card.inviteSubmit') }),
    );
    await expect(await within(dialog).findByText(t('catalogue.inviteInvalid'))).toBeVisible();
    await expect(field).toHaveValue('NOSUCH1');
    await expect(within(dialog).getByTestId('identity-qr').dataset.qrText).toContain('LINX01');
  },
};

/** Refused before any call: nothing typed, then a code that is not letters and digits. */
export const IdentityCardInviteMalformed: Story = {
  play: async () => {
    const dialog = await openIdentityCard();
    const submit = await within(dialog).findByRole('button', {
      name: t('people.card.inviteSubmit'),
    });
    await userEvent.click(submit);
    await expect(await within(dialog).findByText(t('people.card.inviteRequired'))).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(t('people.card.inviteLabel')), 'a-b');
    await userEvent.click(submit);
    await expect(await within(dialog).findByText(t('people.card.inviteMalformed'))).toBeVisible();
  },
};

/** The share popup from the "Me" entries. */
export const SharePopup: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: t('people.me.entry.share') }));
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByTestId('share-qr')).toBeVisible();
    await expect(within(dialog).getByText(t('people.share.gift'))).toBeVisible();
  },
};
