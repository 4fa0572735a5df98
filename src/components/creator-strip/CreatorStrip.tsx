import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CreatorKind } from '@/api/schemas/feed';
import { Avatar } from '@/components/Avatar';
import { profilePath } from '@/lib/app-paths';
import { useCreatorTop } from './creator-top';
import classes from './CreatorStrip.module.css';

/** A creator's page: the person page every avatar and name links to. */
export const creatorHref = profilePath;

/**
 * The first creators of a kind in a horizontal strip above a feed (goddess, big V, actress).
 * Its height is held while they load; with none, or a failed load, it is simply not there.
 */
export function CreatorStrip({ kind }: { kind: CreatorKind }) {
  const { t } = useTranslation();
  const { data, isPending } = useCreatorTop(kind);
  const title = t(`post.creators.${kind}`);
  if (isPending) return <div className={classes.placeholder} aria-hidden="true" />;
  if (!data?.length) return null;
  return (
    <section className={classes.section} aria-label={title} data-creator-strip={kind}>
      <h2 className={classes.title}>{title}</h2>
      <ul className={classes.strip}>
        {data.map((creator) => {
          const name = creator.user.nickname || creator.user.username;
          return (
            <li key={creator.user.userId}>
              <Link to={creatorHref(creator.user.userId)} className={classes.creator}>
                <Avatar headImgUrl={creator.user.headImgUrl} alt="" size={56} />
                <span className={classes.name}>{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
