/**
 * The community's name. The spec: "The page title is the community name" — index.html's <title>
 * and the landing screen both read it from here (the general config's `siteName` says the same).
 */
export const SITE_NAME = 'Lumen';
