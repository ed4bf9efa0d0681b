import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../testing';
import { loadCommerceConfig, resolveSecrets, storedSecret } from './config';

forEachDatabase('stored secrets', ({ db }) => {
  describe('resolveSecrets', () => {
    it('generates the auth secret once and keeps it, so restarts and other processes agree', async () => {
      const first = await resolveSecrets(loadCommerceConfig({}), db());
      const second = await resolveSecrets(loadCommerceConfig({}), db());
      expect(first.authSecret.length).toBeGreaterThanOrEqual(64);
      expect(second.authSecret).toBe(first.authSecret);
      const concurrent = await Promise.all([storedSecret(db(), 'race'), storedSecret(db(), 'race'), storedSecret(db(), 'race')]);
      expect(new Set(concurrent).size).toBe(1);
    });

    it('keeps AUTH_SECRET from the environment', async () => {
      const secret = 'x'.repeat(40);
      expect((await resolveSecrets(loadCommerceConfig({ AUTH_SECRET: secret }), db())).authSecret).toBe(secret);
    });
  });
});
