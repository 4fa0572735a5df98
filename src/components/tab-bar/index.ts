export { ChannelStrip } from './ChannelStrip';
export { TabBar } from './TabBar';
export * from './tabs';
export * from './unread';
export { useActiveInView } from './use-active-in-view';
