import { NavigationProgress } from '@mantine/nprogress';
import { useTranslation } from 'react-i18next';

/**
 * The requests' progress bar (a module of its own so that it loads after the first render: see
 * ./providers.tsx). Progress: 5 s to run its course (section 9), in ~50 steps. A labelled region
 * keeps the bar inside a landmark (axe: region) wherever it is mounted. It moves by itself, so the
 * visual baselines leave it out (data-visual="hide").
 */
export function NavigationProgressBar() {
  const { t } = useTranslation();
  return (
    <div role="region" aria-label={t('shell.progressLabel')} data-visual="hide">
      <NavigationProgress
        stepInterval={100}
        withinPortal={false}
        aria-label={t('shell.progressLabel')}
      />
    </div>
  );
}
