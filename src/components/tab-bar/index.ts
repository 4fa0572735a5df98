export { ChannelStrip } from './ChannelStrip';
export { TabBar } from './TabBar';
export * from './tabs';
export * from './unread';
