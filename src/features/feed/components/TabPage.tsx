import type { ReactNode } from 'react';
import { TopBar } from '@/components/top-bar/TopBar';
import { ChannelStrip } from '@/components/tab-bar';
import { SearchLink } from './SearchLink';

/** A content tab: its top bar (double tap: back to top), the channel strip, its content. */
export function TabPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <TopBar title={title} back={false} right={<SearchLink />} />
      <ChannelStrip />
      {children}
    </>
  );
}
