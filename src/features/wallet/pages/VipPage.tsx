import { Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VipLevel } from '@/api/schemas/wallet';
import { Page, pageClasses } from '@/components/page/Page';
import { useCurrentUser } from '@/lib/current-user';
import { formatYuan } from '@/lib/money';
import { useOverlay } from '@/lib/overlays';
import { WALLET_PATHS } from '@/lib/wallet-paths';
import { useVipLevels } from '../api/orders';
import { formatDateTime } from '../components/detail-types';
import { QueryState } from '@/components/query-state/QueryState';
import classes from './VipPage.module.css';

/** The member's VIP now: none, until a date, or lifetime (never expires). */
function VipStatus() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  if (!user.data) return null;
  const { vipType, vipExpireAt } = user.data;
  const text =
    vipType === 'lifetime'
      ? t('wallet.vip.lifetime')
      : vipType !== 'none' && vipExpireAt
        ? t('wallet.vip.until', {
            type: t(`wallet.vip.type.${vipType}`),
            date: formatDateTime(vipExpireAt, i18n.language),
          })
        : t('wallet.vip.none');
  return (
    <p className={classes.status} data-testid="vip-status">
      {text}
    </p>
  );
}

/**
 * The VIP purchase screen: the levels on sale (wallet.levels: month, quarter, year, lifetime);
 * buying one opens the pay sheet, which buys the level with wallet.buyLevel and the 6-digit pay
 * password (the spec's call; the server records a paid type-1 order and a 101 row).
 */
export function VipPage() {
  const { t } = useTranslation();
  const levels = useVipLevels();
  const user = useCurrentUser();
  const { open } = useOverlay();
  const isLifetime = user.data?.vipType === 'lifetime';

  const buy = (level: VipLevel) =>
    open({
      kind: 'pay',
      params: { purpose: 'vip', amount: level.price, targetId: level.code, label: level.name },
    });

  return (
    <Page title={t('wallet.vip.title')}>
      <VipStatus />
      <QueryState query={levels} skeletonRows={4} empty={t('wallet.vip.empty')}>
        {(list) => (
          <ul className={classes.levels}>
            {list.map((level) => (
              <li key={level.code} className={classes.level}>
                <div className={classes.levelText}>
                  <p className={classes.levelName}>{level.name}</p>
                  <p className={pageClasses.secondary}>
                    {level.days === null
                      ? t('wallet.vip.neverExpires')
                      : t('wallet.vip.days', { count: level.days })}
                  </p>
                </div>
                <div>
                  <p className={classes.price}>{formatYuan(level.price)}</p>
                  {level.originalPrice > level.price ? (
                    <p className={classes.original}>
                      <VisuallyHidden component="span">
                        {t('wallet.vip.originalPrice')}
                      </VisuallyHidden>
                      {formatYuan(level.originalPrice)}
                    </p>
                  ) : null}
                </div>
                <Button
                  size="md"
                  radius="xl"
                  disabled={isLifetime}
                  onClick={() => buy(level)}
                  aria-label={t('wallet.vip.buyNamed', { name: level.name })}
                >
                  {t('wallet.vip.buy')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Button component={Link} to={WALLET_PATHS.vipRecords} variant="subtle" size="md">
        {t('wallet.vipRecords.title')}
      </Button>
    </Page>
  );
}
