import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { overlayAtom, type OverlayProps, type OverlayRegistry } from '@/lib/overlays';
import { tokenAtom } from '@/lib/session';
import { OverlayHost } from './OverlayHost';

function ShareStub({ params, onClose }: OverlayProps<'share'>) {
  return (
    <button type="button" onClick={onClose}>
      share {params.postId}
    </button>
  );
}

function CardStub() {
  return <p>identity card</p>;
}

const registry: OverlayRegistry = {
  share: lazy(async () => ({ default: ShareStub })),
  identityCard: lazy(async () => ({ default: CardStub })),
};

function setup(token: string | null) {
  const store = createStore();
  store.set(tokenAtom, token);
  render(
    <JotaiProvider store={store}>
      <OverlayHost registry={registry} />
    </JotaiProvider>,
  );
  return store;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('OverlayHost', () => {
  it('mounts nothing while no overlay is open', () => {
    setup('t');
    expect(document.body.textContent).toBe('');
  });

  it('loads the open overlay with its params, and closes it', async () => {
    const store = setup('t');
    act(() => store.set(overlayAtom, { kind: 'share', params: { postId: 'p1' } }));
    const button = await screen.findByRole('button', { name: 'share p1' });
    act(() => button.click());
    expect(store.get(overlayAtom)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the identity card only when signed in', async () => {
    const signedOut = setup(null);
    act(() => signedOut.set(overlayAtom, { kind: 'identityCard', params: {} }));
    expect(screen.queryByText('identity card')).toBeNull();
    cleanup();
    const signedIn = setup('t');
    act(() => signedIn.set(overlayAtom, { kind: 'identityCard', params: {} }));
    expect(await screen.findByText('identity card')).toBeTruthy();
  });

  it('ignores an overlay no issue has registered yet', () => {
    const store = setup('t');
    act(() =>
      store.set(overlayAtom, {
        kind: 'pay',
        params: { purpose: 'vip', amount: 30, targetId: '1' },
      }),
    );
    expect(document.body.textContent).toBe('');
  });
});
