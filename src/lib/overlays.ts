import { atom, useSetAtom } from 'jotai';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The overlays the shell keeps mounted once for every page (spec section 1): the pay sheet, the
 * reward overlay, the share popup and (signed in only) the identity card. A screen opens one by
 * setting `overlayAtom`; the shell's OverlayHost mounts its component lazily.
 *
 * The params are what a screen knows when it opens the overlay; the issues that build each
 * overlay may widen them.
 */
/** What the pay sheet can buy (an order's purpose). */
export const PAY_PURPOSES = ['post', 'vip', 'subscription', 'reward'] as const;

export interface OverlayParamsByKind {
  /** Pay sheet: what is being bought and for how much (yuan). */
  pay: {
    purpose: (typeof PAY_PURPOSES)[number];
    amount: number;
    /**
     * The order's productId: the post (post), the VIP level code (vip), the creator's userId
     * (subscription) or the tipped author's userId (reward).
     */
    targetId: string;
    /** What is bought, as the member knows it (a level name, a creator's name), shown in the sheet. */
    label?: string;
    /** The order's remark (a tip's message). */
    remark?: string;
  };
  /** Reward (tip) overlay for a post's author. */
  reward: { postId: string; authorId: string };
  /** Share popup: a post, or the site itself when no post is given. */
  share: { postId?: string };
  /** Identity card of the signed-in member. */
  identityCard: Record<string, never>;
}

export type OverlayKind = keyof OverlayParamsByKind;

/** The open overlay with its params: a union discriminated by `kind`. */
export type OpenOverlay = {
  [K in OverlayKind]: { kind: K; params: OverlayParamsByKind[K] };
}[OverlayKind];

/** Which overlay is open, or null. */
export const overlayAtom = atom<OpenOverlay | null>(null);

/** What every overlay component receives from the host. */
export interface OverlayProps<K extends OverlayKind> {
  params: OverlayParamsByKind[K];
  onClose: () => void;
}

/** The components of the overlays, by kind, loaded when first opened. */
export type OverlayRegistry = {
  [K in OverlayKind]?: LazyExoticComponent<ComponentType<OverlayProps<K>>>;
};

/** Opening and closing from a screen: `open({ kind: 'share', params: { postId } })`. */
export function useOverlay() {
  const set = useSetAtom(overlayAtom);
  return {
    open: (overlay: OpenOverlay) => set(overlay),
    close: () => set(null),
  };
}
