import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Post } from '@/api/schemas/post';
import { useExcludeAuthor } from '../api/exclude-author';

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
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="5" cy="12" r="2" fill="currentColor" />
            <circle cx="12" cy="12" r="2" fill="currentColor" />
            <circle cx="19" cy="12" r="2" fill="currentColor" />
          </svg>
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
