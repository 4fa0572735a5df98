import { Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { useOwnProfile } from '../api/account';
import { IdentityStep } from '../components/IdentityStep';
import { NewPhoneStep } from '../components/NewPhoneStep';

/**
 * /column/settings/accountSafe/phoneNumber: the bound phone (masked), then binding or changing it
 * in two steps (the spec's changePhoneNumber steps one and two). Issue 27: a session alone was
 * enough to move the phone, and with it the pay-password reset; step one now proves who it is
 * (login password or a code to the current phone), step two takes the new phone and its code.
 */
export function PhonePage() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  /** The proof of step one: in memory only, spent by step two. */
  const [ticket, setTicket] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Page title={t('settings.phone.title')}>
      <QueryState query={profile}>
        {(me) => {
          const bound = me.phoneNumber ? `+${me.phoneAreaCode ?? ''} ${me.phoneNumber}` : null;
          return (
            <Stack gap="lg">
              <Text data-current-phone="">
                {bound
                  ? t('settings.phone.current', { phone: bound })
                  : t('settings.accountSafe.phoneUnbound')}
              </Text>
              <Stepper active={ticket ? 1 : 0} size="sm" allowNextStepsSelect={false}>
                <Stepper.Step label={t('phoneGuard.stepVerify')}>
                  <IdentityStep
                    maskedPhone={bound}
                    notice={notice}
                    onVerified={(next) => {
                      setNotice(null);
                      setTicket(next);
                    }}
                  />
                </Stepper.Step>
                <Stepper.Step label={t('phoneGuard.stepNew')}>
                  {ticket ? (
                    <NewPhoneStep
                      ticket={ticket}
                      onIdentityExpired={() => {
                        setNotice(t('phoneGuard.verifyAgain'));
                        setTicket(null);
                      }}
                    />
                  ) : null}
                </Stepper.Step>
              </Stepper>
            </Stack>
          );
        }}
      </QueryState>
    </Page>
  );
}
