export { OverlayFrame } from './OverlayFrame';
export { PostShareSheet } from './PostShareSheet';
export { ShareSheet, type ShareSheetProps } from './ShareSheet';
export { inviteLink } from './share-link';
export { saveNodeAsPng } from './save-image';
