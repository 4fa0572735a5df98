import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { safePlayUrl } from '../paths';

/**
 * Plays a game: its page opens in a new tab with no opener and no referrer (the game's page can
 * neither steer this tab nor learn where the member came from). A play address that is not
 * http(s) is never opened: the button says the game cannot be played here.
 */
export function PlayLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const href = safePlayUrl(url);
  if (!href)
    return (
      <Button fullWidth size="md" disabled>
        {t('games.unplayable')}
      </Button>
    );
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      fullWidth
      size="md"
      data-testid="play-game"
    >
      {t('games.play')}
    </Button>
  );
}
