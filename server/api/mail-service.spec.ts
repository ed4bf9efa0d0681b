import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { FIXTURE_DATABASE, FIXTURE_NOW } from '../catalogue/documents/test-fixture';
import { forEachDatabase } from '../testing';
import { storeViews } from '../../src/app/store-views';
import { testCommerceConfig } from '../commerce/config';
import { enqueueMail } from '../mail/outbox';
import { installApiErrors } from './errors';
import { mailServiceRoutes } from './mail-service';

forEachDatabase('mail-service outbox viewer', ({ db }) => {
  const appWith = async (opsKey: string | null) => {
    const app = Fastify();
    installApiErrors(app);
    await mailServiceRoutes(app, { db: db(), storeViews, now: () => FIXTURE_NOW, commerce: testCommerceConfig({ opsKey }) });
    return app;
  };

  describe('GET /api/ext/mail-service/outbox', () => {
    it('lists the messages of a recipient, newest first, with the ops key', async () => {
      await enqueueMail(db(), { kind: 'test', recipient: 'Mari@Example.com', storeCode: 'est', language: 'et', subject: 'Tere', text: 'Esimene' }, FIXTURE_NOW);
      await enqueueMail(db(), { kind: 'test', recipient: 'mari@example.com', storeCode: 'est', language: 'et', subject: 'Tere 2', text: 'Teine' }, FIXTURE_NOW);
      await enqueueMail(db(), { kind: 'test', recipient: 'jaan@example.com', storeCode: 'est', language: 'et', subject: 'Other', text: 'x' }, FIXTURE_NOW);
      const app = await appWith('ops-key-0123456789');
      const res = await app.inject({ url: '/api/ext/mail-service/outbox?recipient=mari@example.com', headers: { 'x-ops-key': 'ops-key-0123456789' } });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { result: { subject: string }[] }).result.map((m) => m.subject)).toEqual(['Tere 2', 'Tere']);
    });

    it('is 403 with a wrong key and does not exist without OPS_KEY', async () => {
      const withKey = await appWith('ops-key-0123456789');
      expect((await withKey.inject({ url: '/api/ext/mail-service/outbox', headers: { 'x-ops-key': 'guess' } })).json()).toEqual({ code: 403, result: 'A valid x-ops-key header is required' });
      expect((await withKey.inject({ url: '/api/ext/mail-service/outbox' })).statusCode).toBe(403);
      const without = await appWith(null);
      expect((await without.inject({ url: '/api/ext/mail-service/outbox', headers: { 'x-ops-key': '' } })).json()).toEqual({ code: 404, result: 'Not found' });
    });

    it('deduplicates by key', async () => {
      const mail = { kind: 'test', recipient: 'dedupe@example.com', storeCode: 'est', language: 'et', subject: 'Once', text: 'x', dedupeKey: 'test:1' };
      expect(await enqueueMail(db(), mail, FIXTURE_NOW)).toEqual(expect.any(Number));
      expect(await enqueueMail(db(), mail, FIXTURE_NOW)).toBeNull();
    });
  });
}, FIXTURE_DATABASE);
