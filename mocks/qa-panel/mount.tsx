import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { theme } from '@/app/theme';
import { i18next } from '@/lib/i18n';
import { QaPanel } from './QaPanel';

/** A separate React root, so the panel never becomes part of the app's own tree. */
export function mountQaPanel(): void {
  // The app starts i18n after the mocks; the panel waits for it.
  if (i18next.isInitialized) render();
  else i18next.on('initialized', render);
}

function render(): void {
  const host = document.createElement('div');
  host.id = 'qa-panel';
  document.body.appendChild(host);
  createRoot(host).render(
    <I18nextProvider i18n={i18next}>
      {/* The app's provider already set the CSS variables and colour scheme on <html>. */}
      <MantineProvider
        theme={theme}
        withCssVariables={false}
        withGlobalClasses={false}
        getRootElement={() => undefined}
      >
        <QaPanel />
      </MantineProvider>
    </I18nextProvider>,
  );
}
