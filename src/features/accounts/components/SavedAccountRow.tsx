import { ActionIcon, Badge, Loader, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/Avatar';
import type { SavedAccount } from '@/lib/session';
import classes from './SavedAccountRow.module.css';
import { LineIcon } from '@/components/icons/LineIcon';

export interface SavedAccountRowProps {
  account: SavedAccount;
  isCurrent: boolean;
  editing: boolean;
  pending: boolean;
  onChoose: (account: SavedAccount) => void;
  onDelete: (account: SavedAccount) => void;
}

const DELETE_PATH = 'M5 7h14M10 11v6M14 11v6M6 7l1 12h10l1-12M9 7V4h6v3';

/** One saved login: tap to sign in with it; in edit mode, a delete button beside it. */
export function SavedAccountRow({
  account,
  isCurrent,
  editing,
  pending,
  onChoose,
  onDelete,
}: SavedAccountRowProps) {
  const { t } = useTranslation();
  // The name starts with every word the row shows, in order (WCAG 2.5.3: voice control users
  // say what they see), then what a tap does.
  const shown = [
    account.isVisitor && t('accounts.otherAccounts.visitor'),
    isCurrent && t('accounts.otherAccounts.current'),
    !account.token && !isCurrent && t('accounts.otherAccounts.needsPassword'),
  ].filter(Boolean);
  return (
    <li className={classes.row}>
      <UnstyledButton
        className={classes.choose}
        onClick={() => onChoose(account)}
        disabled={editing || pending}
        aria-label={t('accounts.otherAccounts.switchTo', {
          name: [account.username, ...shown].join(' '),
        })}
      >
        <Avatar headImgUrl={account.headImgUrl} alt="" size={44} />
        <span className={classes.name}>{account.username}</span>
        {account.isVisitor && (
          <Badge variant="light" color="gray">
            {t('accounts.otherAccounts.visitor')}
          </Badge>
        )}
        {isCurrent && <Badge variant="light">{t('accounts.otherAccounts.current')}</Badge>}
        {!account.token && !isCurrent && (
          <span className={classes.hint}>{t('accounts.otherAccounts.needsPassword')}</span>
        )}
        {pending && <Loader size="sm" aria-hidden="true" />}
      </UnstyledButton>
      {editing && (
        <ActionIcon
          variant="light"
          color="red"
          size={44}
          radius="xl"
          onClick={() => onDelete(account)}
          aria-label={t('accounts.otherAccounts.delete', { name: account.username })}
        >
          <LineIcon d={DELETE_PATH} size={20} />
        </ActionIcon>
      )}
    </li>
  );
}
