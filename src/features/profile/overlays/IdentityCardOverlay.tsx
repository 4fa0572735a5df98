import { Button, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { failureNotice } from '@/lib/notify';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userEndpoints } from '@/api/endpoints/user';
import { endpointQuery } from '@/api/query-key';
import { QueryState } from '@/components/query-state/QueryState';
import { refusalText } from '@/lib/refusal-text';
import { useCardInviteCode } from '../api/identity-card';
import type { OverlayProps } from '@/lib/overlays';
import { OverlayFrame, saveNodeAsPng } from '@/components/share-sheet';
import classes from './overlays.module.css';

/**
 * The identity card (section 2, "Identity-card share dialog"): the account name, a QR code of the
 * card's text and the site addresses, to find the site and the account again after the domain
 * changes; save as image. It never shows or keeps a password (the call does not carry one).
 *
 * Issue 49: the member may put another invite code on the card (the spec's "add invite code to
 * identity card"; by default the member's own): the card's QR text then carries that code. A code
 * is letters and digits; an empty or malformed one is refused here, an unknown one by the server
 * ('Invalid invitation code!'), beside the field, with what was typed kept.
 */
/** What an invite code looks like (the seed's: AYA777, LIN001): letters and digits, 4 to 16. */
const INVITE_CODE = /^[A-Za-z0-9]{4,16}$/;

function CardInviteCodeField({ current }: { current: string }) {
  const { t } = useTranslation();
  const put = useCardInviteCode();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const code = value.trim();
    if (!code) return setError(t('people.card.inviteRequired'));
    if (!INVITE_CODE.test(code)) return setError(t('people.card.inviteMalformed'));
    if (code.toUpperCase() === current.toUpperCase()) return setError(t('people.card.inviteSame'));
    setError(null);
    put.mutate(code, {
      onSuccess: () => {
        setValue('');
        notifications.show({ color: 'teal', message: t('people.card.inviteSaved') });
      },
      onError: (failure) => setError(refusalText(failure, t('people.card.inviteFailed'))),
    });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap" mt="md">
        <TextInput
          style={{ flex: 1 }}
          label={t('people.card.inviteLabel')}
          description={t('people.card.inviteHint')}
          value={value}
          error={error}
          maxLength={32}
          autoComplete="off"
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" mt={46} loading={put.isPending}>
          {t('people.card.inviteSubmit')}
        </Button>
      </Group>
    </form>
  );
}

export function IdentityCardOverlay({ onClose }: OverlayProps<'identityCard'>) {
  const { t } = useTranslation();
  const query = useQuery(endpointQuery(userEndpoints.identityCard, {}));
  const card = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);

  const save = async (name: string) => {
    if (!card.current) return;
    setSaving(true);
    try {
      await saveNodeAsPng(card.current, `identity-card-${name}.png`);
      notifications.show({ color: 'teal', message: t('people.share.saved') });
    } catch {
      notifications.show(failureNotice(t('people.share.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <OverlayFrame title={t('people.card.title')} onClose={onClose}>
      <QueryState query={query}>
        {(id) => (
          <>
            <div ref={card} className={classes.card} data-testid="identity-card">
              <Text fw={700}>
                {t('people.card.account')}: {id.name}
              </Text>
              <div className={classes.qr} data-testid="identity-qr" data-qr-text={id.qrInfo}>
                <QRCodeSVG value={id.qrInfo} size={160} level="M" title={t('people.card.qr')} />
              </div>
              <Text size="sm" data-testid="identity-invite">
                {t('people.card.invite', { code: id.inviteCode })}
              </Text>
              <Text size="sm" fw={500}>
                {t('people.card.sites')}
              </Text>
              <ul className={classes.sites}>
                {id.urls.map((url) => (
                  <li key={url}>{url}</li>
                ))}
              </ul>
              <Text className={classes.tip}>{t('people.card.tip')}</Text>
            </div>
            <Button
              fullWidth
              radius="xl"
              mt="md"
              loading={saving}
              onClick={() => void save(id.name)}
            >
              {t('people.share.save')}
            </Button>
            <CardInviteCodeField current={id.inviteCode} />
          </>
        )}
      </QueryState>
    </OverlayFrame>
  );
}
