import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * What a visitor sees on "Me": signed out, an invitation to log in or register; on a visitor
 * account ("Go and see first"), an invitation to bind a real account (section 4).
 */
export function VisitorCard({ kind }: { kind: 'signedOut' | 'visitorAccount' }) {
  const { t } = useTranslation();
  const signedOut = kind === 'signedOut';
  return (
    <Stack gap="sm" py="lg" data-testid={`visitor-${kind}`}>
      <Title order={2} size="h4">
        {signedOut ? t('people.me.visitor.title') : t('people.me.visitor.guestTitle')}
      </Title>
      <Text>{signedOut ? t('people.me.visitor.text') : t('people.me.visitor.guestText')}</Text>
      <Group grow>
        {signedOut ? (
          <Button component={Link} to="/login" size="md" radius="xl">
            {t('people.me.visitor.login')}
          </Button>
        ) : (
          <Button component={Link} to="/login/bind" size="md" radius="xl">
            {t('people.me.visitor.bind')}
          </Button>
        )}
        <Button component={Link} to="/login/register" size="md" radius="xl" variant="default">
          {t('people.me.visitor.register')}
        </Button>
      </Group>
    </Stack>
  );
}
