import { Button, Drawer, Group, Loader, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '@/lib/money';
import type { OverlayProps } from '@/lib/overlays';
import { PayPasswordGuardNotice } from '@/components/pay-password/PayPasswordGuardNotice';
import { PayPasswordInput } from '@/components/pay-password/PayPasswordInput';
import { usePayPasswordGuard } from '@/components/pay-password/use-pay-password-guard';
import { usePayFlow } from './use-pay-flow';
import classes from './PaySheet.module.css';

/**
 * The pay sheet (section 2, popups): amount, pay ways with the balance, error text, confirm
 * (disabled until a way is chosen); then the 6-digit pay password, whose 6th digit pays.
 * Mounted once by the shell; opened with `open({ kind: 'pay', params })`.
 */
export function PaySheet({ params, onClose }: OverlayProps<'pay'>) {
  const { t } = useTranslation();
  const flow = usePayFlow(params, onClose);
  // The server's count of wrong tries and its lock; refetched after each payment with the money.
  const { guard } = usePayPasswordGuard();
  const locked = guard?.locked === true;
  const what = params.label
    ? t(`pay.purpose.${params.purpose}Named`, { name: params.label })
    : t(`pay.purpose.${params.purpose}`);

  const title =
    flow.phase === 'password'
      ? t('pay.password.title')
      : flow.phase === 'unset'
        ? t('pay.unset.title')
        : t('pay.title');

  return (
    <Drawer
      opened
      onClose={flow.paying ? () => {} : onClose}
      position="bottom"
      radius="lg"
      // A sheet as tall as its content (Mantine's bottom drawer otherwise takes its full size).
      styles={{ content: { flex: '0 0 auto', width: '100%', height: 'auto', maxHeight: '92dvh' } }}
      title={title}
      closeButtonProps={{ 'aria-label': t('pay.close') }}
      withCloseButton={!flow.paying}
      // Past the first step a stray tap outside (a double tap on confirm) must not drop the payment.
      closeOnClickOutside={flow.phase === 'choose'}
    >
      <Stack gap="md" pb="md">
        <p className={classes.amount} data-testid="pay-amount">
          {formatYuan(params.amount)}
        </p>
        <p className={classes.what}>{what}</p>

        {flow.phase === 'choose' ? <ChooseWay flow={flow} /> : null}
        {flow.phase === 'password' ? (
          <Stack gap="sm" align="center">
            {/* Above the boxes, away from where confirm was: a double tap on confirm must not
                land on it. */}
            <Button variant="subtle" onClick={flow.back} size="sm" disabled={flow.paying}>
              {t('pay.changeWay')}
            </Button>
            <Text>{t('pay.password.prompt')}</Text>
            <div className={classes.pin}>
              <PayPasswordInput
                onComplete={(password) => void flow.pay(password)}
                // Locked (issue 27): nothing typed would be taken, the right password included.
                disabled={flow.paying || locked}
                resetKey={flow.failedCount}
              />
            </div>
            <p className={classes.error} role="alert">
              {locked ? null : flow.failureText}
            </p>
            <PayPasswordGuardNotice guard={guard} />
            <Group gap="xs" role="status" mih={44}>
              {flow.paying ? (
                <>
                  <Loader size="sm" aria-hidden />
                  {/* A lost answer is unknown, not failed: said so while it is read back. */}
                  <Text data-testid="pay-progress">
                    {flow.checking ? t('pay.checking') : t('pay.paying')}
                  </Text>
                </>
              ) : null}
            </Group>
          </Stack>
        ) : null}
        {flow.phase === 'unset' ? (
          <Stack gap="sm">
            <Text ta="center">{t('pay.unset.message')}</Text>
            <Button size="lg" fullWidth onClick={flow.setUpPassword}>
              {t('pay.unset.action')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Drawer>
  );
}

function ChooseWay({ flow }: { flow: ReturnType<typeof usePayFlow> }) {
  const { t } = useTranslation();
  // Until the server has said whether a pay password is set, confirm could not tell the password
  // step from "set one first": a quick tap on a slow network went to the password boxes of a
  // member who has none. (If that call fails, the password step is shown and the payment's answer
  // decides.)
  if (flow.ways.isPending || flow.safety.isPending) {
    return (
      <Stack
        gap="sm"
        role="status"
        aria-busy="true"
        aria-label={t('pay.loading')}
        data-testid="pay-ways-loading"
      >
        <Skeleton height={56} radius="md" />
        <Skeleton height={48} radius="xl" />
      </Stack>
    );
  }
  if (flow.ways.isError) {
    return (
      <Stack gap="sm" align="center">
        <Text role="alert">{t('pay.waysFailed')}</Text>
        <Button variant="light" onClick={() => void flow.ways.refetch()}>
          {t('pay.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <Radio.Group
        value={flow.channel}
        onChange={(value) => {
          const way = flow.ways.data?.find((w) => w.channel === value);
          if (way) flow.chooseChannel(way.channel);
        }}
        label={t('pay.ways')}
      >
        <Stack gap="xs" mt="xs">
          {(flow.ways.data ?? []).map((way) => (
            <Radio.Card key={way.channel} value={way.channel} className={classes.way} radius="md">
              <div className={classes.wayBody}>
                <Radio.Indicator />
                <Text fw={500}>{way.name}</Text>
                {way.balance !== null ? (
                  <Text ml="auto">{t('pay.available', { amount: formatYuan(way.balance) })}</Text>
                ) : null}
              </div>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <p className={classes.error} role="alert">
        {flow.failureText}
      </p>
      <Button size="lg" fullWidth radius="xl" disabled={!flow.channel} onClick={flow.confirm}>
        {t('pay.confirm')}
      </Button>
    </>
  );
}
