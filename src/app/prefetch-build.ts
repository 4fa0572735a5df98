/**
 * Build-time half of the first pages' prefetch (`scripts/vite/first-pages.ts`, members' build): which of the
 * bundle's files a route (the find tab, the post detail) needs beyond index.html's own, so the
 * inline script can ask for them with the data instead of after the router has found the route
 * (one round trip less), and the strings' chunk of each language (`initI18n` loads one before the
 * first render).
 */

/** The parts of Vite's output bundle this reads (a chunk or an asset). */
interface BundleFile {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss?: Set<string> };
}

export interface RouteAssets {
  /** Module chunks (site paths) the route loads lazily. */
  modules: string[];
  /** Their style sheets. */
  styles: string[];
  /** The strings' chunk of each language, e.g. { zh_CN: '/assets/zh_CN-x.js' }. */
  locales: Record<string, string>;
}

/** The lazily loaded page modules of the routes the inline script prefetches. */
export const FIND_ROUTE = /src\/features\/feed\/pages\/(TabContainer|FindPage)\.tsx$/;
export const POST_DETAIL_ROUTE = /src\/features\/post\/pages\/PostDetailPage\.tsx$/;
const LOCALE = /locales\/([A-Za-z_]+)\.json$/;

export function routeAssets(bundle: Record<string, BundleFile>, route: RegExp): RouteAssets {
  const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (roots: BundleFile[]) => {
    const seen = new Set<string>();
    const walk = (chunk: BundleFile | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const name of chunk.imports ?? []) walk(byName.get(name));
    };
    roots.forEach(walk);
    return seen;
  };
  // index.html already preloads the entry's static imports.
  const initial = closure(chunks.filter((c) => c.isEntry));
  const own = [...closure(chunks.filter((c) => route.test(c.facadeModuleId ?? '')))].filter(
    (name) => !initial.has(name),
  );
  const styles = own.flatMap((name) => [
    ...(byName.get(name)?.viteMetadata?.importedCss ?? new Set<string>()),
  ]);
  const locales: Record<string, string> = {};
  for (const chunk of chunks) {
    const language = LOCALE.exec(chunk.facadeModuleId ?? '')?.[1];
    if (language) locales[language] = `/${chunk.fileName}`;
  }
  return { modules: own.map((f) => `/${f}`), styles: styles.map((f) => `/${f}`), locales };
}
