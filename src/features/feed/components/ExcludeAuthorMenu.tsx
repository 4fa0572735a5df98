import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Post } from '@/api/schemas/post';
import { useExcludeAuthor } from '../api/exclude-author';
import { MoreIcon } from '@/components/icons/MoreIcon';

/** The recommended feed's per-post menu: stop recommending this author. */
export function ExcludeAuthorMenu({ post }: { post: Post }) {
  const { t } = useTranslation();
  const exclude = useExcludeAuthor();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={44}
          radius="xl"
          aria-label={t('feed.recommended.menu')}
        >
          <MoreIcon size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => exclude.mutate(post.userId)}>
          {t('feed.recommended.exclude')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
