import { Button, CopyButton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { useCurrentUser } from '@/lib/current-user';
import { useOverlay } from '@/lib/overlays';

/**
 * /column/code (invite): the member's invite code with a copy button, how many people it brought,
 * the reward rule (12 hours of VIP per invite), the share card, and the list of invitees (/promote).
 */
export function CodePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const overlay = useOverlay();
  return (
    <Page title={t('people.code.title')}>
      <QueryState query={user}>
        {(me) => (
          <Stack gap="md" align="stretch" ta="center">
            <Text c="dimmed">{t('people.code.yourCode')}</Text>
            <Title order={2} data-testid="invite-code" style={{ letterSpacing: '0.2em' }}>
              {me.inviteCode}
            </Title>
            <CopyButton value={me.inviteCode}>
              {({ copied, copy }) => (
                <Button size="md" radius="xl" variant="default" onClick={copy} aria-live="polite">
                  {copied ? t('people.code.copied') : t('people.code.copy')}
                </Button>
              )}
            </CopyButton>
            <Text>{t('people.code.invited', { count: me.promotionNum })}</Text>
            <Text c="dimmed" size="sm">
              {t('people.code.reward')}
            </Text>
            <Button
              size="md"
              radius="xl"
              onClick={() => overlay.open({ kind: 'share', params: {} })}
            >
              {t('people.code.shareCard')}
            </Button>
            <Button component={Link} to="/promote" variant="subtle">
              {t('people.code.records')}
            </Button>
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
