/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_USE_MOCKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Hash of the fixtures and the mock db code (scripts/vite/mock-db-version.ts): a saved mock db of another version is reseeded. */
declare const __MOCK_DB_VERSION__: string;

/** The site version (package.json), shown on the about page. */
declare const __APP_VERSION__: string;

/**
 * False in the members' build, which ships the contract without its schemas
 * (scripts/vite/contract-without-schemas.ts): its client takes answers as they come.
 */
declare const __CONTRACT_SCHEMAS__: boolean;
