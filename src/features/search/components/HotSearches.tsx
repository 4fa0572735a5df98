import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/Avatar';
import { QueryState } from '@/components/query-state/QueryState';
import { formatCount } from '@/lib/format';
import { useHottest } from '../api/search';
import { HOT_SIGN_PREVIEW, signPreview } from '../entries';
import classes from './search.module.css';

/** The hot-search list: rank, keyword, heat; a keyword naming a member shows them too. */
export function HotSearches({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation();
  const query = useHottest();
  return (
    <section className={classes.section} aria-labelledby="hot-searches">
      <div className={classes.sectionHead}>
        <Title order={2} size="h5" id="hot-searches">
          {t('search.hot')}
        </Title>
      </div>
      <QueryState query={query} empty={t('search.hotEmpty')} skeletonRows={5}>
        {(rows) => (
          <ol style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {rows.map((row) => (
              <li key={row.keyword}>
                <button
                  type="button"
                  className={classes.hotRow}
                  onClick={() => onPick(row.keyword)}
                  data-hot-keyword={row.keyword}
                >
                  <span
                    className={`${classes.rank} ${row.rank <= 3 ? classes.rankTop : ''}`}
                    aria-hidden="true"
                  >
                    {row.rank}
                  </span>
                  {row.user ? <Avatar headImgUrl={row.user.headImgUrl} alt="" size={32} /> : null}
                  <span className={classes.grow}>
                    <span className={classes.ellipsis}>{row.keyword}</span>
                    {row.user ? (
                      <span className={`${classes.secondary} ${classes.ellipsis}`}>
                        {signPreview(row.user.sign, HOT_SIGN_PREVIEW) ?? t('search.noSign')}
                      </span>
                    ) : null}
                  </span>
                  <span className={classes.secondary}>
                    {t('search.heat', { n: formatCount(row.heat) })}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
