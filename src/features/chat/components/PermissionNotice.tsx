import { Button, Group, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChatPermission } from '@/api/schemas/message';
import { profilePath } from '@/lib/app-paths';
import { formatYuan } from '@/lib/money';
import { overlayAtom, useOverlay } from '@/lib/overlays';
import classes from './chat.module.css';

/**
 * In place of the composer when the member may not write: why (section 6: a creator takes
 * messages from subscribers only), and what would let them (subscribing, from here). Once the pay
 * sheet closes, the permission is asked again: a subscription just bought opens the composer.
 */
export function PermissionNotice({
  permission,
  userId,
  name,
  onRecheck,
}: {
  permission: ChatPermission;
  userId: string;
  name: string;
  onRecheck: () => void;
}) {
  const { t } = useTranslation();
  const overlay = useOverlay();
  const open = useAtomValue(overlayAtom);
  const paying = useRef(false);
  useEffect(() => {
    if (open?.kind === 'pay') paying.current = true;
    else if (paying.current && !open) {
      paying.current = false;
      onRecheck();
    }
  }, [open, onRecheck]);

  if (permission.reason === 'self') {
    return (
      <div className={classes.notice} data-chat-verdict="self">
        <Text>{t('chat.self')}</Text>
      </div>
    );
  }
  const price = permission.subscriptionPrice;
  return (
    <div className={classes.notice} data-chat-verdict="subscriptionRequired">
      <Text mb="sm">
        {price !== null
          ? t('chat.needsSubscriptionPrice', { name, price: formatYuan(price) })
          : t('chat.needsSubscription', { name })}
      </Text>
      <Group gap="sm">
        {price !== null ? (
          <Button
            radius="xl"
            onClick={() =>
              overlay.open({
                kind: 'pay',
                params: {
                  purpose: 'subscription',
                  amount: price,
                  targetId: userId,
                  label: t('chat.subscription', { name }),
                },
              })
            }
          >
            {t('chat.subscribe')}
          </Button>
        ) : null}
        <Button component={Link} to={profilePath(userId)} radius="xl" variant="default">
          {t('chat.viewProfile')}
        </Button>
      </Group>
    </div>
  );
}
