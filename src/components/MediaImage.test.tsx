import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEntry } from '@/api/endpoints/config';
import { domainsQuery, isDomainDead, resetDeadDomains } from '@/lib/media';
import { tokenAtom } from '@/lib/session';
import { Avatar } from './Avatar';
import { MediaImage } from './MediaImage';

const domains: DomainEntry[] = [
  { type: 3, domain: 'https://img-a.test/' },
  { type: 88, domain: 'https://head-a.test/' },
  { type: 3, domain: 'https://img-b.test/' },
  { type: 3, domain: 'https://img-c.test/' },
];

function renderWith(ui: ReactNode, list: DomainEntry[] | null = domains) {
  const store = createStore();
  store.set(tokenAtom, 'token-test');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (list) client.setQueryData(domainsQuery.queryKey, list);
  return render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </JotaiProvider>,
  );
}

afterEach(() => {
  cleanup();
  resetDeadDomains();
  localStorage.clear();
});

describe('MediaImage', () => {
  it('starts on the first host of its type, lazily, in a box of its ratio', () => {
    renderWith(<MediaImage type="image" path="post/1.jpg" alt="Sunset" ratio={3 / 4} />);
    const img = screen.getByRole('img', { name: 'Sunset' });
    expect(img.getAttribute('src')).toBe('https://img-a.test/post/1.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect((img.parentElement as HTMLElement).style.aspectRatio).toMatch(/^0.75/);
  });

  it('asks for the first picture of a screen at once, first, and shows it without a fade', () => {
    renderWith(<MediaImage type="image" path="post/1.jpg" alt="Sunset" ratio={1} priority />);
    const img = screen.getByRole('img', { name: 'Sunset' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect((img.parentElement as HTMLElement).dataset.priority).toBe('true');
  });

  it('fails over host by host, then marks the failed ones dead once one serves it', () => {
    renderWith(<MediaImage type="image" path="post/1.jpg" alt="Sunset" ratio={1} />);
    fireEvent.error(screen.getByRole('img', { name: 'Sunset' }));
    expect(screen.getByRole('img', { name: 'Sunset' }).getAttribute('src')).toBe(
      'https://img-b.test/post/1.jpg',
    );
    expect(isDomainDead('https://img-a.test/')).toBe(false);
    fireEvent.load(screen.getByRole('img', { name: 'Sunset' }));
    expect(isDomainDead('https://img-a.test/')).toBe(true);
    expect(isDomainDead('https://img-b.test/')).toBe(false);
    expect(screen.getByRole('img', { name: 'Sunset' }).parentElement?.dataset.state).toBe('loaded');
  });

  it('lets a later image skip a host found dead', () => {
    const { unmount } = renderWith(
      <MediaImage type="image" path="post/1.jpg" alt="First" ratio={1} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'First' }));
    fireEvent.load(screen.getByRole('img', { name: 'First' }));
    unmount();
    renderWith(<MediaImage type="image" path="post/2.jpg" alt="Second" ratio={1} />);
    expect(screen.getByRole('img', { name: 'Second' }).getAttribute('src')).toBe(
      'https://img-b.test/post/2.jpg',
    );
  });

  it('marks nothing dead when every host fails (the file is missing, not the hosts)', () => {
    renderWith(
      <MediaImage type="image" path="gone.jpg" alt="Gone" ratio={1} fallback={<b>none</b>} />,
    );
    for (let i = 0; i < 3; i += 1) fireEvent.error(screen.getByRole('img', { name: 'Gone' }));
    const frame = screen.getByRole('img', { name: 'Gone' });
    expect(frame.tagName).toBe('SPAN');
    expect(frame.dataset.state).toBe('failed');
    expect(screen.getByText('none')).toBeTruthy();
    expect(isDomainDead('https://img-a.test/')).toBe(false);
  });

  it('waits with an accessible placeholder while the domain list is unknown', () => {
    renderWith(<MediaImage type="image" path="post/1.jpg" alt="Later" ratio={1} />, null);
    const frame = screen.getByRole('img', { name: 'Later' });
    expect(frame.tagName).toBe('SPAN');
    expect(frame.dataset.state).toBe('waiting');
  });
});

describe('Avatar', () => {
  it('shows the default avatar without a head image', () => {
    renderWith(<Avatar headImgUrl={null} alt="林晓" />);
    const avatar = screen.getByRole('img', { name: '林晓' });
    expect(avatar.tagName.toLowerCase()).toBe('svg');
  });

  it('composes the head image from the head-image domains', () => {
    renderWith(<Avatar headImgUrl="head/10001.svg" alt="林晓" size={48} />);
    expect(screen.getByRole('img', { name: '林晓' }).getAttribute('src')).toBe(
      'https://head-a.test/head/10001.svg',
    );
  });

  it('falls back to the default avatar when no host serves it', () => {
    renderWith(<Avatar headImgUrl="head/10001.svg" alt="林晓" />);
    fireEvent.error(screen.getByRole('img', { name: '林晓' }));
    expect(document.querySelector('[data-default-avatar]')).not.toBeNull();
  });
});
