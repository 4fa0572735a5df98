import { toPng } from 'html-to-image';
import { offerDownload } from '@/lib/media/download';

/** A 1x1 transparent PNG: stands in for an image that cannot be read into the picture. */
const BLANK =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * Saves a card (the share card, the identity card) as a PNG file: the node is drawn at twice its
 * size on its own background and offered as a download. html-to-image is only in the overlay
 * chunks, never in a tab's first JavaScript.
 */
export async function saveNodeAsPng(node: HTMLElement, fileName: string): Promise<void> {
  const dataUrl = await toPng(node, {
    pixelRatio: 2,
    backgroundColor: getComputedStyle(node).backgroundColor,
    imagePlaceholder: BLANK,
  });
  offerDownload(dataUrl, fileName);
}
