import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { useGeneralConfig } from '@/lib/app-config';
import { useCurrentUser } from '@/lib/current-user';

/** The user tags that make a certified creator (section 3: goddess and god certified). */
const CERTIFIED_TAGS = ['女神认证', '男神认证'];

/**
 * /column/face: creator certification. The spec lists the page without detail; it is where the
 * "only certified creators" prompt of the publish screen leads (section 5). A certified member
 * sees their status and the subscription price; anyone else what certification gives and how to
 * apply (a face photo to the support mail of the general config: no call for it exists yet).
 */
export function FacePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const config = useGeneralConfig();
  const mail = config.data?.mail ?? '';
  return (
    <Page title={t('people.face.title')}>
      <QueryState query={user}>
        {(me) => {
          const certified = (me.tags ?? []).some((tag) => CERTIFIED_TAGS.includes(tag));
          return (
            <Stack gap="md">
              <Alert color={certified ? 'teal' : 'gray'} data-testid="face-status">
                {certified ? t('people.face.certified') : t('people.face.notCertified')}
              </Alert>
              <Text>{t('people.face.why')}</Text>
              {certified ? (
                <Button component={Link} to="/wallet/subscription" radius="xl">
                  {t('people.face.price')}
                </Button>
              ) : (
                <Text>
                  {t('people.face.how')}{' '}
                  {mail ? (
                    <Anchor href={`mailto:${mail}`} td="underline">
                      {mail}
                    </Anchor>
                  ) : null}
                </Text>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Page>
  );
}
