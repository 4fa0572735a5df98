import { useLocation, useOutlet } from 'react-router-dom';
import { KeepAlive } from '@/components/keep-alive/KeepAlive';
import { TabBar, tabOf, type TabName } from '@/components/tab-bar';
import classes from './TabContainer.module.css';

/** Section 2: the container, video, find, picture and game pages are kept alive. */
export const KEPT_ALIVE_TABS: readonly TabName[] = [
  'index',
  'find',
  'videoPost',
  'picPost',
  'gamePost',
];

/**
 * /column/columnTabbar: the tabs above the bottom bar. The kept-alive tabs stay mounted when the
 * member switches away (their lists, data and scroll positions stay); the others mount afresh.
 */
export function TabContainer() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const tab = tabOf(pathname);
  const keep = tab !== null && KEPT_ALIVE_TABS.includes(tab);

  return (
    <div className={classes.container}>
      <div className={classes.content}>
        <KeepAlive scope="tabs" activeKey={keep ? tab : null}>
          {keep ? outlet : null}
        </KeepAlive>
        {keep ? null : outlet}
      </div>
      <TabBar />
    </div>
  );
}
