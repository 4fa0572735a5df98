import type { ReactNode } from 'react';
import { TopBar } from '@/components/top-bar/TopBar';
import { ChannelStrip } from '@/components/tab-bar';
import { SearchLink } from './SearchLink';

/**
 * A content tab: its top bar (double tap: back to top), the channel strip, its content.
 * `actions`: the tab's own links in the top bar, before search.
 */
export function TabPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <TopBar
        title={title}
        back={false}
        right={
          <>
            {actions}
            <SearchLink />
          </>
        }
      />
      <ChannelStrip />
      {children}
    </>
  );
}
