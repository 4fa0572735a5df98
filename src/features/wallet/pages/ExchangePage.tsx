import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExchangeResult } from '@/api/schemas/wallet';
import { Page, pageClasses } from '@/components/page/Page';
import { useWalletAccount } from '../api/account';
import { useExchange } from '../api/codes';
import { isLostAnswer } from '@/lib/order-attempt';
import { CodeForm } from '../components/CodeForm';
import { formatDateTime } from '../components/detail-types';
import { QueryPending } from '../components/states';
import { Tickets } from '../components/Tickets';

/** Exchange codes: 8 to 16 letters and digits (spaces and dashes ignored). */
const EXCHANGE_CODE = /^[A-Z0-9]{8,16}$/;

/** What the code granted, said in a sentence, and the VIP state after it. */
function Exchanged({ result }: { result: ExchangeResult }) {
  const { t, i18n } = useTranslation();
  const { reward, vip } = result;
  const granted =
    reward.kind === 'vip'
      ? t('wallet.exchange.vipReward', {
          type: t(`wallet.vip.type.${reward.vipType}`),
          count: reward.days ?? 0,
        })
      : [
          [t('wallet.tickets.video'), reward.videoTicket],
          [t('wallet.tickets.post'), reward.postTicket],
          [t('wallet.tickets.download'), reward.downloadTicket],
        ]
          .filter(([, count]) => Number(count) > 0)
          .map(([name, count]) => t('wallet.exchange.ticketReward', { name, count }))
          .join(t('wallet.exchange.separator'));
  const vipLine =
    reward.kind !== 'vip'
      ? null
      : vip.vipType === 'lifetime'
        ? t('wallet.vip.lifetime')
        : vip.vipExpireAt
          ? t('wallet.vip.until', {
              type: t(`wallet.vip.type.${vip.vipType}`),
              date: formatDateTime(vip.vipExpireAt, i18n.language),
            })
          : null;
  return (
    <Paper withBorder radius="md" p="md" role="status" data-testid="exchange-done">
      <Stack gap={4} align="center">
        <Text fw={600}>{t('wallet.exchange.done')}</Text>
        <Text data-testid="exchange-reward">{granted}</Text>
        {vipLine ? <Text className={pageClasses.secondary}>{vipLine}</Text> : null}
      </Stack>
    </Paper>
  );
}

/**
 * /exchange: redeem an exchange code for VIP days or tickets (the spec names the route only; the
 * design is in the contract, wallet.exchange). Money does not move, so no detail row is written;
 * the tickets above update at once.
 */
export function ExchangePage() {
  const { t } = useTranslation();
  const account = useWalletAccount();
  const exchange = useExchange();
  const [done, setDone] = useState<ExchangeResult | null>(null);

  return (
    <Page title={t('wallet.exchange.title')}>
      <QueryPending query={account} rows={2} />
      {account.data ? (
        <Stack gap="lg">
          <Tickets tickets={done?.tickets ?? account.data} />
          {done ? <Exchanged result={done} /> : null}
          <CodeForm
            label={t('wallet.exchange.code')}
            description={t('wallet.exchange.codeHint')}
            submitLabel={t('wallet.exchange.submit')}
            requiredKey="wallet.exchange.required"
            invalidKey="wallet.exchange.invalid"
            pattern={EXCHANGE_CODE}
            pending={exchange.isPending}
            onRedeem={async (code) => {
              setDone(null);
              setDone(await exchange.mutateAsync(code));
            }}
            // A lost answer is unknown, not failed: the tickets above are read again and tell.
            describeFailure={(error) =>
              isLostAnswer(error) ? t('wallet.exchange.outcomeUnknown') : null
            }
          />
          <Text size="sm" className={pageClasses.secondary}>
            {t('wallet.exchange.rules')}
          </Text>
        </Stack>
      ) : null}
    </Page>
  );
}
