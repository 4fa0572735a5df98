import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ChatPermission } from '@/api/schemas/message';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { useGeneralConfig } from '@/lib/app-config';
import { profilePath } from '@/lib/app-paths';
import { formatYuan } from '@/lib/money';
import { useChatPermission } from '../api/messages';

/** Only http(s) links leave the app (trust rules). */
function safeLink(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function Verdict({ permission, userId }: { permission: ChatPermission; userId: string }) {
  const { t } = useTranslation();
  const download = safeLink(useGeneralConfig().data?.landingPageUrl);
  if (permission.reason === 'self') {
    return <Text data-chat-verdict="self">{t('activity.chat.self')}</Text>;
  }
  if (!permission.allowed) {
    return (
      <Stack gap="sm" data-chat-verdict="subscriptionRequired">
        <Text>
          {t('activity.chat.needsSubscription', {
            price: formatYuan(permission.subscriptionPrice ?? 0),
          })}
        </Text>
        <Button component={Link} to={profilePath(userId)} size="md">
          {t('activity.chat.openProfile')}
        </Button>
      </Stack>
    );
  }
  // Section 6: chat is only in the app for now; the web says so and offers the download.
  return (
    <Stack gap="sm" data-chat-verdict="allowed">
      <Text>{t('activity.chat.inApp')}</Text>
      {download ? (
        <Button component="a" href={download} target="_blank" rel="noopener noreferrer" size="md">
          {t('activity.chat.download')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * /column/chat?userId=: where "send message" leads. The chat permission call decides first
 * (creators take messages from subscribers only); a member who may write is sent to the app.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const userId = useSearchParams()[0].get('userId') ?? '';
  const query = useChatPermission(userId);
  return (
    <Page title={t('activity.chat.title')}>
      {userId ? (
        <QueryState query={query}>
          {(permission) => <Verdict permission={permission} userId={userId} />}
        </QueryState>
      ) : (
        <Text>{t('activity.chat.noUser')}</Text>
      )}
    </Page>
  );
}
