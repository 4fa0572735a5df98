import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import tabClasses from '@/components/tab-bar/TabBar.module.css';

/** A list page under /post and its name (a key of post.lists). */
export interface ListLink {
  to: string;
  name: string;
}

/** The /post lists a tab leads on to, as a row of chips (every list is reachable from a tab). */
export function ListLinks({ links }: { links: readonly ListLink[] }) {
  const { t } = useTranslation();
  return (
    <nav className={tabClasses.strip} aria-label={t('search.moreLists')} data-list-links="">
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={tabClasses.chip}>
          {t(`post.lists.${link.name}`)}
        </Link>
      ))}
    </nav>
  );
}

export const TAB_LIST_LINKS = {
  findPost: [{ to: '/post/tags', name: 'tags' }],
  videoPost: [
    { to: '/post/video/list', name: 'video_list' },
    { to: '/post/video/aVList', name: 'video_aVList' },
    { to: '/post/video/bigVList', name: 'video_bigVList' },
    { to: '/post/video/pinkedList', name: 'video_pinkedList' },
    { to: '/post/video/recommendVList', name: 'video_recommendVList' },
  ],
  picPost: [{ to: '/post/picture', name: 'picture' }],
  rankPost: [{ to: '/post/rank', name: 'rank' }],
} as const satisfies Record<string, readonly ListLink[]>;
