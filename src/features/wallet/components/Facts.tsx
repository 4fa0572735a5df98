import classes from './Facts.module.css';

/** A record's headline figure and its labelled facts (detail and record screens). */
export function Facts({ headline, rows }: { headline?: string; rows: Array<[string, string]> }) {
  return (
    <>
      {headline ? (
        <p className={classes.headline} data-testid="facts-headline">
          {headline}
        </p>
      ) : null}
      <dl className={classes.list}>
        {rows.map(([label, value]) => (
          <div className={classes.row} key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
