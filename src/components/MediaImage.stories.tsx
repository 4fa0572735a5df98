import { useQueryClient } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { browserMediaBase } from '@mocks/db/core';
import { domainsQuery, resetDeadDomains } from '@/lib/media';
import { MediaImage } from './MediaImage';

const meta = {
  title: 'Components/MediaImage',
  component: MediaImage,
  args: { type: 'image', path: 'post/sunset.jpg', alt: 'Sunset over the sea', ratio: 3 / 4 },
  decorators: [
    (Story) => (
      <div style={{ width: 240, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => resetDeadDomains(),
} satisfies Meta<typeof MediaImage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Waits until the image has loaded and answers the host that served it. */
async function loadedFrom(alt: string): Promise<string> {
  const loaded = await waitFor(() => {
    const img = screen.getByRole('img', { name: alt });
    expect(img.closest('[data-state]')?.getAttribute('data-state')).toBe('loaded');
    return img as HTMLImageElement;
  });
  await expect(loaded.tagName).toBe('IMG');
  await expect(loaded.naturalWidth).toBeGreaterThan(0);
  return loaded.currentSrc || loaded.src;
}

/** From the first image host of the domain list, in a box reserved by its ratio. */
export const Loaded: Story = {
  play: async ({ args }) => {
    await expect(await loadedFrom(args.alt)).toContain(browserMediaBase('img-a'));
  },
};

/**
 * The first image host is dead ('domain-rotation' scenario): the image fails over to the next
 * host of its type. The list is pinned with the dead host first, so the story always fails over.
 */
export const FailoverToNextDomain: Story = {
  // Its own file name: the browser's memory cache must not serve another story's copy.
  args: { path: 'post/harbour.jpg', alt: 'A harbour at dusk' },
  parameters: { mock: 'domain-rotation' },
  decorators: [
    function DeadHostFirst(Story) {
      const queryClient = useQueryClient();
      useState(() =>
        queryClient.setQueryData(domainsQuery.queryKey, [
          { type: 3, domain: browserMediaBase('img-a') },
          { type: 3, domain: browserMediaBase('img-b') },
        ]),
      );
      return <Story />;
    },
  ],
  play: async ({ args }) => {
    await expect(await loadedFrom(args.alt)).toContain(browserMediaBase('img-b'));
    const frame = screen.getByRole('img', { name: args.alt }).closest('[data-attempt]');
    await expect(frame?.getAttribute('data-attempt')).toBe('1');
  },
};

/** Signed out: no domain list (it is private), so the box waits as a placeholder. */
export const WaitingForDomains: Story = {
  args: { path: 'post/waiting.jpg' },
  parameters: { session: null },
  play: async ({ args }) => {
    const frame = await screen.findByRole('img', { name: args.alt });
    await expect(frame.tagName).toBe('SPAN');
    await expect(frame.getAttribute('data-state')).toBe('waiting');
  },
};
