/**
 * The API reference: Redoc renders the generated document (public/api/openapi.json, served at
 * /api/openapi.json by the dev server and Storybook). Redoc's standalone bundle carries its own
 * React and styles, so it is loaded as a plain script by URL: nothing of it enters the app's
 * module graph or the members' build.
 */
import redocScript from 'redoc/bundles/redoc.standalone.js?url';

interface RedocGlobal {
  init(specUrl: string, options: Record<string, unknown>, element: HTMLElement): void;
}

let loading: Promise<RedocGlobal> | undefined;

function loadRedoc(): Promise<RedocGlobal> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = redocScript;
    script.onload = () => resolve((window as unknown as { Redoc: RedocGlobal }).Redoc);
    script.onerror = () => reject(new Error(`Redoc did not load from ${redocScript}`));
    document.head.append(script);
  });
  return loading;
}

/** Renders the reference into `element`; `specUrl` is relative to the page. */
export async function mountReference(element: HTMLElement, specUrl: string): Promise<void> {
  const redoc = await loadRedoc();
  redoc.init(
    specUrl,
    {
      // x-proposed, x-expects, x-access and x-error-codes are what the backend team reads for.
      showExtensions: true,
      requiredPropsFirst: true,
      expandResponses: '200',
      jsonSamplesExpandLevel: 3,
      hideDownloadButtons: false,
    },
    element,
  );
}
