import { ActionIcon, Button, Tabs } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { NoticeType } from '@/api/schemas/message';
import { Page } from '@/components/page/Page';
import { useActiveInView, useUnread, type UnreadCounts } from '@/components/tab-bar';
import tabClasses from '@/components/tab-bar/TabBar.module.css';
import { APP_PATHS } from '@/lib/app-paths';
import { useReadAll } from '../api/messages';
import { ConversationList } from '../components/ConversationList';
import { notifyFailure } from '@/lib/notify';
import { NoticeList } from '../components/NoticeList';
import { activityClasses as classes, UnreadCount, UnreadDot } from '../components/UnreadDot';

/** The message tabs, in the order of the spec's messages screen; chat last. */
export const ACTIVITY_TABS = [
  'like',
  'follow',
  'comment',
  'mention',
  'system',
  'report',
  'chat',
] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];
const NOTICE_TYPES: readonly NoticeType[] = ACTIVITY_TABS.filter((t) => t !== 'chat');

function isTab(value: string | null): value is ActivityTab {
  return (ACTIVITY_TABS as readonly (string | null)[]).includes(value);
}

function inboxUnread(counts: UnreadCounts | undefined): number {
  return counts ? NOTICE_TYPES.reduce((sum, type) => sum + counts[type], 0) : 0;
}

function GearIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm7.4 3a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14.5 3h-4l-.4 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2l.4 2.6h4l.4-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * /column/columnTabbar/dynamic: the Activity tab. Shortcuts to system messages and support
 * replies, then one tab per kind of message (the tab in the URL, so back and reload keep it),
 * each with its unread flag. The gear opens the settings, so they are one tap away from here too.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ActivityTab = isTab(requested) ? requested : 'like';
  const counts = useUnread().data;
  const readAll = useReadAll();
  const tabList = useRef<HTMLDivElement>(null);
  // Chat and system messages start off screen: the tab shown stays in view.
  useActiveInView(tabList, tab);

  return (
    <Page
      title={t('activity.title')}
      back={false}
      right={
        <ActionIcon
          component={Link}
          to={APP_PATHS.settings}
          variant="subtle"
          color="gray"
          size={44}
          radius="xl"
          aria-label={t('activity.settings')}
        >
          <GearIcon />
        </ActionIcon>
      }
    >
      <nav aria-label={t('activity.shortcuts')}>
        <Link to="/column/sysMsg" className={classes.shortcut}>
          <span>
            {t('activity.sysMsg.title')}
            {counts?.system ? <UnreadDot /> : null}
          </span>
          <span aria-hidden="true">›</span>
        </Link>
        <Link to="/column/insFeedbackMsg" className={classes.shortcut}>
          <span>
            {t('activity.feedbackMsg.title')}
            {counts?.feedback ? <UnreadDot /> : null}
          </span>
          <span aria-hidden="true">›</span>
        </Link>
      </nav>
      <Button
        variant="light"
        size="sm"
        my="xs"
        disabled={inboxUnread(counts) === 0}
        loading={readAll.isPending}
        onClick={() =>
          readAll.mutate(undefined, {
            onError: (error) => notifyFailure(error, t('activity.readFailed')),
          })
        }
      >
        {t('activity.readAll')}
      </Button>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) setParams({ tab: value }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List
          ref={tabList}
          className={tabClasses.tabList}
          aria-label={t('activity.tabsLabel')}
        >
          {ACTIVITY_TABS.map((name) => (
            <Tabs.Tab key={name} value={name} data-activity-tab={name}>
              {t(`activity.type.${name}`)}
              {name === 'chat' && counts?.chat ? (
                <UnreadCount count={counts.chat} />
              ) : counts?.[name] ? (
                <UnreadDot />
              ) : null}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ACTIVITY_TABS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="sm">
            {name === 'chat' ? <ConversationList /> : <NoticeList type={name} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}
