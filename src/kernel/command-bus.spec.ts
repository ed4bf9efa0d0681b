import { describe, expect, it } from 'vitest';
import { decideCommand, type AnyCommand, type DecisionContext } from './command-bus';
import { initialKernelState } from './state';
import { sequentialIds } from './testing/clock';
import { testModule } from './testing/example-modules';

const NOW = '2024-05-01T10:00:00.000Z';

function ctx(overrides: Partial<DecisionContext> = {}): DecisionContext {
  return {
    modules: [testModule],
    state: initialKernelState([testModule]),
    now: NOW,
    newId: sequentialIds(),
    storeCode: 'eng',
    nextSeq: 8,
    ...overrides,
  };
}

describe('decideCommand', () => {
  it('stamps meta on the decided events, continuing the seq', () => {
    const decision = decideCommand({ type: 'test/add', data: { amount: 3 } }, ctx());
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          type: 'test/added',
          data: { amount: 3, at: NOW },
          meta: { id: 'id-2', seq: 8, time: NOW, version: 1, storeCode: 'eng', correlationId: 'id-1', causationId: null },
        },
      ],
    });
  });

  it('keeps correlation and causation ids the command carries', () => {
    const decision = decideCommand({ type: 'test/add', data: { amount: 1 }, meta: { correlationId: 'c-1', causationId: 'e-9' } }, ctx());
    expect(decision.events[0]!.meta).toMatchObject({ id: 'id-1', correlationId: 'c-1', causationId: 'e-9' });
  });

  it('turns a DomainError into one kernel/commandRejected event with its code and message', () => {
    const decision = decideCommand({ type: 'test/add', data: { amount: 0 } }, ctx());
    expect(decision.ok).toBe(false);
    expect(decision).toMatchObject({ error: { code: 'invalid_amount', message: 'Amount must be positive' } });
    expect(decision.events).toEqual([
      {
        type: 'kernel/commandRejected',
        data: { command: 'test/add', commandData: { amount: 0 }, code: 'invalid_amount', message: 'Amount must be positive' },
        meta: { id: 'id-2', seq: 8, time: NOW, version: 1, storeCode: 'eng', correlationId: 'id-1', causationId: null },
      },
    ]);
  });

  it('rejects commands of unknown or inactive modules as unknown_command', () => {
    const decision = decideCommand({ type: 'cart/addItem', data: {} } as AnyCommand, ctx());
    expect(decision).toMatchObject({ ok: false, error: { code: 'unknown_command', message: "Unknown command 'cart/addItem' in store view 'eng'" } });
    expect(decision.events).toHaveLength(1);
  });

  it('reports other errors as unexpected_error and keeps the cause for the logger', () => {
    const decision = decideCommand({ type: 'test/crash', data: {} }, ctx());
    expect(decision).toMatchObject({ ok: false, error: { code: 'unexpected_error', message: 'boom' } });
    expect(decision.cause).toBeInstanceOf(TypeError);
  });

  it('rejects non-JSON command data, storing a JSON copy of it', () => {
    const decision = decideCommand({ type: 'test/add', data: { amount: 1, when: new Date(0) } } as AnyCommand, ctx());
    expect(decision).toMatchObject({ ok: false, error: { code: 'invalid_command', message: "Command 'test/add' is not JSON at data.when (Date)" } });
    expect(decision.events[0]!.data).toMatchObject({ commandData: { amount: 1, when: '1970-01-01T00:00:00.000Z' } });
  });

  it("rejects events of another module and events that are not JSON", () => {
    expect(decideCommand({ type: 'test/leak', data: {} }, ctx())).toMatchObject({
      ok: false,
      error: { code: 'invalid_event', message: "Module 'test' emitted 'example/recorded', which belongs to another module" },
    });
    expect(decideCommand({ type: 'test/emitNonJson', data: {} }, ctx())).toMatchObject({
      ok: false,
      error: { code: 'invalid_event', message: "Event 'test/added' is not JSON at data.at (Date)" },
    });
  });

  it('passes the module state and a context with time, ids and store code to the decider', () => {
    const state = initialKernelState([testModule]);
    state.modules.test = { total: 99 };
    const decision = decideCommand({ type: 'test/add', data: { amount: 2 } }, ctx({ state }));
    expect(decision).toMatchObject({ ok: false, error: { code: 'limit_reached' } });
  });
});
