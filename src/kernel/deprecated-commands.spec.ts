import { describe, expect, it } from 'vitest';
import { DEPRECATED_COMMANDS, deprecationWarning, type DeprecatedCommandType } from './deprecated-commands';
import { defineModule } from './module';
import { createRecordingLogger, createTestKernel } from './testing/test-kernel';
import { testModule } from './testing/example-modules';

// A stand-in owner of the `cart/` prefix whose decider would record anything it is given.
const decided: string[] = [];
const cartLike = defineModule({
  id: 'cart',
  decider: {
    initialState: () => ({}),
    decide: (command: { type: string }) => {
      decided.push(command.type);
      return [];
    },
    evolve: () => undefined,
  } as never,
});

describe('deprecated command names (spec section 8)', () => {
  it('are the five names of the spec', () => {
    expect(Object.keys(DEPRECATED_COMMANDS).sort()).toEqual(['cart/refreshTotals', 'cart/serverPull', 'cmsPage/cmsPages', 'payment/addMethod', 'shipping/addMethod']);
    expect(deprecationWarning('cart/addItem')).toBeNull();
    expect(deprecationWarning('toString')).toBeNull();
  });

  it.each(Object.keys(DEPRECATED_COMMANDS) as DeprecatedCommandType[])('%s logs a warning and does nothing else', async (type) => {
    const logger = createRecordingLogger();
    const kernel = await createTestKernel([testModule, cartLike], { logger });
    await kernel.dispatch({ type: 'test/add', data: { amount: 2 } });
    const before = kernel.getState();
    const seq = await kernel.log.lastSeq();
    decided.length = 0;

    const result = await kernel.dispatch({ type, data: { any: 'thing' } });

    expect(result).toEqual({ ok: true, events: [] });
    expect(logger.entries).toEqual([{ level: 'warn', message: expect.stringContaining(`Command '${type}' is deprecated and does nothing`) as string, detail: { any: 'thing' } }]);
    expect(await kernel.log.lastSeq()).toBe(seq);
    expect(kernel.getState()).toBe(before);
    expect(decided).toEqual([]);
  });

  it('other commands of the same module still reach its decider', async () => {
    const kernel = await createTestKernel([testModule, cartLike], { logger: createRecordingLogger() });
    decided.length = 0;
    await kernel.dispatch({ type: 'cart/sync', data: {} } as never);
    expect(decided).toEqual(['cart/sync']);
  });
});
