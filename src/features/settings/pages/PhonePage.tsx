import { Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { useOwnProfile } from '../api/account';
import { IdentityStep } from '../components/IdentityStep';
import { NewPhoneStep } from '../components/NewPhoneStep';
import { SETTINGS_PATHS } from './SettingsPage';

/**
 * /column/settings/accountSafe/phoneNumber: the bound phone (masked), then binding or changing it
 * in two steps (the spec's changePhoneNumber steps one and two). Issue 27: a session alone was
 * enough to move the phone, and with it the pay-password reset; step one now proves who it is
 * (login password or a code to the current phone), step two takes the new phone and its code.
 *
 * Also at the spec's own addresses, /column/settings/accountSafe/changePhoneNumber/stepOne and
 * /stepTwo (issue 49): there the step is in the address. Step two opened without the proof of
 * step one (a reload, a bookmark) goes back to step one, as the proof lives in memory only.
 */
export function PhonePage() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  /** The proof of step one: in memory only, spent by step two. */
  const [ticket, setTicket] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const navigate = useNavigate();
  /** Undefined at /phoneNumber (the step is the page's own state), else the address's step. */
  const { step } = useParams<{ step?: string }>();
  const { pathname } = useLocation();
  const atSpecAddress = step !== undefined || pathname.includes('/changePhoneNumber');
  if (atSpecAddress && step !== 'stepOne' && !(step === 'stepTwo' && ticket)) {
    return <Navigate to={SETTINGS_PATHS.changePhoneStepOne} replace />;
  }
  const active = atSpecAddress ? (step === 'stepTwo' ? 1 : 0) : ticket ? 1 : 0;
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
              <Stepper active={active} size="sm" allowNextStepsSelect={false}>
                <Stepper.Step label={t('phoneGuard.stepVerify')}>
                  <IdentityStep
                    maskedPhone={bound}
                    notice={notice}
                    onVerified={(next) => {
                      setNotice(null);
                      setTicket(next);
                      if (atSpecAddress) void navigate(SETTINGS_PATHS.changePhoneStepTwo);
                    }}
                  />
                </Stepper.Step>
                <Stepper.Step label={t('phoneGuard.stepNew')}>
                  {ticket && active === 1 ? (
                    <NewPhoneStep
                      ticket={ticket}
                      onIdentityExpired={() => {
                        setNotice(t('phoneGuard.verifyAgain'));
                        setTicket(null);
                        if (atSpecAddress) {
                          void navigate(SETTINGS_PATHS.changePhoneStepOne, { replace: true });
                        }
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
