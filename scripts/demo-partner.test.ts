import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { partnerKeyMatches } from '../apps/api/src/partners/partner-keys.ts';
import { parsePartners } from '../apps/api/src/partners/partners.ts';
// @ts-expect-error plain ESM script
import { demoPartnerKeyFile, demoPartners } from './demo-partner.mjs';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe('the demo journal partner of npm start', () => {
  it('is partner 16 on the portal’s origin, its key made once in the data dir and never in the configuration', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'figura-demo-partner-'));
    const config = demoPartners(dataDir, 'http://localhost:5173');
    const [partner] = parsePartners(config, 'FIGURA_PARTNERS');
    expect(partner).toMatchObject({
      id: 16,
      name: 'Demo Journal',
      allowedOrigins: ['http://localhost:5173'],
      profile: 'cell',
    });
    const file = demoPartnerKeyFile(dataDir);
    const key = (await readFile(file, 'utf8')).trim();
    expect(partnerKeyMatches(key, partner!.keySha256)).toBe(true);
    expect(config).not.toContain(key);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // A second start keeps the key.
    expect(demoPartners(dataDir, 'http://localhost:5173')).toBe(config);
  });
});
