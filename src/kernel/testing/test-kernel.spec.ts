import { describe, expect, it } from 'vitest';
import { createMemoryEventLog } from '../event-log/memory';
import { createRecordingLogger, createTestKernel, seedEvents } from './test-kernel';
import { fixedClock, sequentialIds, TEST_NOW } from './clock';
import { makeTestStoreView, testStoreView } from './test-store-view';
import { testModule } from './example-modules';

describe('createTestKernel', () => {
  it('is started, with a fixed clock, sequential ids and the test store view', async () => {
    const kernel = await createTestKernel([testModule]);
    expect(kernel.storeView).toBe(testStoreView);
    const { events } = await kernel.dispatch({ type: 'test/add', data: { amount: 1 } });
    expect(events[0]!.meta).toEqual({ id: 'id-2', seq: 1, time: TEST_NOW, version: 1, storeCode: 'test', correlationId: 'id-1', causationId: null });
  });

  it('seeds the log with events before start', async () => {
    const kernel = await createTestKernel([testModule], { events: [{ type: 'test/added', data: { amount: 7, at: 'x' } }], now: '2025-06-01T00:00:00.000Z' });
    expect(kernel.getProjection('test/sum')).toEqual({ total: 7, count: 1 });
    expect((await kernel.log.read())[0]!.meta).toEqual({
      id: 'seed-1',
      seq: 1,
      time: '2025-06-01T00:00:00.000Z',
      version: 1,
      storeCode: 'test',
      correlationId: 'seed',
      causationId: null,
    });
  });
});

describe('test helpers', () => {
  it('seedEvents continues the seq of a log', async () => {
    const log = createMemoryEventLog();
    await seedEvents(log, [{ type: 'test/added', data: { amount: 1, at: 'x' } }]);
    const [second] = await seedEvents(log, [{ type: 'test/added', data: { amount: 1, at: 'x' }, version: 2 }], { storeCode: 'eng' });
    expect(second!.meta).toMatchObject({ id: 'seed-2', seq: 2, version: 2, storeCode: 'eng' });
  });

  it('clock, ids, store view and logger fixtures behave', () => {
    expect(fixedClock('2020-01-01T00:00:00.000Z')().toISOString()).toBe('2020-01-01T00:00:00.000Z');
    const ids = sequentialIds('o');
    expect([ids(), ids()]).toEqual(['o-1', 'o-2']);
    expect(makeTestStoreView({ storeCode: 'fi' })).toEqual({ ...testStoreView, storeCode: 'fi' });
    const logger = createRecordingLogger();
    logger.warn('careful', 1);
    logger.error('broken');
    expect(logger.entries).toEqual([
      { level: 'warn', message: 'careful', detail: 1 },
      { level: 'error', message: 'broken', detail: undefined },
    ]);
  });
});
