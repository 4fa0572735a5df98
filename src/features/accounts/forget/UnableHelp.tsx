import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGeneralConfig } from '@/lib/app-config';

export type RecoveryWay = 'question' | 'phone';

interface UnableHelpProps {
  opened: boolean;
  onClose: () => void;
  /** The way the member is trying now; the other one is offered. */
  way: RecoveryWay;
  /** Switches to the other way (left out where that way is not available from here). */
  onSwitch?: (way: RecoveryWay) => void;
}

/**
 * The 'unable' part of recovery: what to do when the code does not come or the answers are not
 * known. The spec names the part without its text; a member stuck here needs, in order: the
 * usual reasons a code does not arrive, the other way to verify, and a person to write to (the
 * support mail of the general config) with what that person will ask for.
 */
export function UnableHelp({ opened, onClose, way, onSwitch }: UnableHelpProps) {
  const { t } = useTranslation();
  const config = useGeneralConfig();
  const mail = config.data?.mail;
  const other: RecoveryWay = way === 'phone' ? 'question' : 'phone';

  return (
    <Modal opened={opened} onClose={onClose} title={t('accounts.unable.title')} centered>
      <Stack gap="md">
        {way === 'phone' && <Text size="sm">{t('accounts.unable.noCode')}</Text>}
        <Text size="sm">{t(`accounts.unable.tryOther.${other}`)}</Text>
        {onSwitch && (
          <Button
            variant="light"
            size="md"
            radius="xl"
            onClick={() => {
              onSwitch(other);
              onClose();
            }}
          >
            {t(`accounts.unable.switch.${other}`)}
          </Button>
        )}
        <Text size="sm">
          {t('accounts.unable.contact')}{' '}
          {mail ? (
            <Anchor href={`mailto:${mail}`} inherit underline="always">
              {mail}
            </Anchor>
          ) : (
            t('accounts.unable.support')
          )}
        </Text>
        <Text size="sm">{t('accounts.unable.contactWhat')}</Text>
        <Button size="md" radius="xl" onClick={onClose}>
          {t('accounts.unable.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
