import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { userTagStyle } from './user-tags';
import classes from './PostCard.module.css';

/** The author's tags (certified, expert…), each with its icon and colour. */
export function UserTags({ tags }: { tags: readonly string[] | undefined }) {
  const { t } = useTranslation();
  if (!tags?.length) return null;
  return (
    <span className={classes.tags}>
      {tags.map((label) => {
        const style = userTagStyle(label);
        return (
          <Badge
            key={label}
            size="sm"
            radius="sm"
            // Neutral text keeps its contrast in both schemes; the colour is the icon's.
            variant="default"
            className={classes.tag}
            data-user-tag={style.key || label}
            leftSection={
              <svg
                width="12"
                height="12"
                viewBox="0 0 16 16"
                aria-hidden="true"
                style={{ color: `var(--mantine-color-${style.color}-6)` }}
              >
                <path d={style.icon} fill="currentColor" stroke="currentColor" strokeWidth="1" />
              </svg>
            }
          >
            {style.key ? t(`post.userTags.${style.key}`) : label}
          </Badge>
        );
      })}
    </span>
  );
}
