import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The version of the mock db: a hash of the fixtures and the db code. The browser's saved mock
 * db (mocks/persistence.ts) is reseeded when it changes, so a fixture change is never hidden by
 * yesterday's data.
 */
export function mockDbVersion(): string {
  const hash = createHash('sha256');
  for (const dir of ['fixtures', 'mocks/db']) {
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => join(f.parentPath, f.name))
      .sort();
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
