/**
 * Build-time half of the find tab's prefetch (`vite.config.ts`, members' build): which of the
 * bundle's files the find tab needs beyond index.html's own, so the inline script can ask for
 * them with the data instead of after the router has found the route (one round trip less), and
 * the strings' chunk of each language (`initI18n` loads one before the first render).
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

export interface FindRouteAssets {
  /** Module chunks (site paths) the find tab loads lazily. */
  modules: string[];
  /** Their style sheets. */
  styles: string[];
  /** The strings' chunk of each language, e.g. { zh_CN: '/assets/zh_CN-x.js' }. */
  locales: Record<string, string>;
}

const FIND_ROUTE = /src\/features\/feed\/pages\/(TabContainer|FindPage)\.tsx$/;
const LOCALE = /locales\/([A-Za-z_]+)\.json$/;

export function findRouteAssets(bundle: Record<string, BundleFile>): FindRouteAssets {
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
  const route = [...closure(chunks.filter((c) => FIND_ROUTE.test(c.facadeModuleId ?? '')))].filter(
    (name) => !initial.has(name),
  );
  const styles = route.flatMap((name) => [
    ...(byName.get(name)?.viteMetadata?.importedCss ?? new Set<string>()),
  ]);
  const locales: Record<string, string> = {};
  for (const chunk of chunks) {
    const language = LOCALE.exec(chunk.facadeModuleId ?? '')?.[1];
    if (language) locales[language] = `/${chunk.fileName}`;
  }
  return { modules: route.map((f) => `/${f}`), styles: styles.map((f) => `/${f}`), locales };
}
