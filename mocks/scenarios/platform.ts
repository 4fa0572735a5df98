import type { ScenarioDef } from './types';

/** Scenarios of the platform itself: sessions, network and media domains. */
export const platformScenarios: ScenarioDef[] = [
  {
    name: 'auth-expired',
    description: 'Every private call answers 10201 (login expired), whatever the token',
    apply: (db) => {
      db.sessions = {};
    },
  },
  {
    name: 'slow-network',
    description: 'Every call takes 3 seconds',
    overrides: { '*': { delay: 3000 } },
  },
  {
    name: 'offline',
    description: 'Every call fails as a network exception',
    overrides: { '*': { network: true } },
  },
  {
    name: 'domain-rotation',
    description:
      'The domain list rotates on every call and the first host of each media type is dead',
    apply: (db) => {
      db.media.rotate = true;
      const seen = new Set<number>();
      db.media.dead = db.domains
        .filter((d) => d.type !== 7 && !seen.has(d.type) && seen.add(d.type))
        .map((d) => d.name);
    },
  },
  {
    name: 'unsafe-download-link',
    description: "The general config's app download address is a javascript: link",
    apply: (db) => {
      db.general.landingPageUrl = 'javascript:alert(1)';
    },
  },
];
