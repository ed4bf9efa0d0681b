import { produce, type Draft } from 'immer';
import { expect } from 'vitest';
import type { Command, CommandType, DomainEvent, EventDraft, EventMeta, EventType } from '../messages';
import { DomainError, type DecideContext, type Decider } from '../module';
import { TEST_NOW, sequentialIds } from './clock';
import { testStoreView } from './test-store-view';

/** An event for `given`: a draft (meta is filled in) or a full event. */
export type GivenEvent<E extends EventType = EventType> = EventDraft<E> | DomainEvent<E>;

/** The outcome of `when`, checked with `then` or `thenThrows`. Do not `await` it: `then` is an assertion. */
export interface DeciderOutcome<E extends EventType = EventType> {
  /** Asserts the decider returned exactly these events (a missing `version` means 1). */
  then(expected: readonly EventDraft<E>[]): void;
  /** Asserts the decider refused: a DomainError code or exact message, or a message pattern. */
  thenThrows(expected: string | RegExp): void;
}

/** A decider specification with the state folded from the given events. */
export interface DeciderSpecification<S, C extends CommandType, E extends EventType> {
  /** The state after the given events. */
  readonly state: S;
  when(command: Command<C>, ctx?: Partial<DecideContext>): DeciderOutcome<E>;
}

function metaFor(index: number): EventMeta {
  return {
    id: `given-${index + 1}`,
    seq: index + 1,
    time: TEST_NOW,
    version: 1,
    storeCode: testStoreView.storeCode,
    correlationId: 'given',
    causationId: null,
  };
}

function normalize(drafts: readonly { type: string; data: unknown; version?: number }[]) {
  return drafts.map((d) => ({ type: d.type, data: d.data, version: d.version ?? 1 }));
}

function describeError(error: unknown): string {
  if (error instanceof DomainError) return `DomainError(${error.code}): ${error.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Emmett-style decider specification: `given(decider, ...events).when(command).then(events)`.
 * Deterministic by default: now = TEST_NOW, ids `id-1`, `id-2`, ..., store code `test`.
 *
 * @example
 * given(cartDecider, { type: 'cart/itemAdded', data: { sku: 'A', qty: 1 } })
 *   .when({ type: 'cart/removeItem', data: { sku: 'A' } })
 *   .then([{ type: 'cart/itemRemoved', data: { sku: 'A' } }]);
 */
export function given<S, C extends string, E extends string>(
  decider: Decider<S, C, E>,
  ...events: GivenEvent<E & EventType>[]
): DeciderSpecification<S, C & CommandType, E & EventType> {
  let state = decider.initialState();
  events.forEach((event, i) => {
    const full = ('meta' in event ? event : { ...event, meta: { ...metaFor(i), version: event.version ?? 1 } }) as unknown as DomainEvent<E & EventType>;
    state = produce(state, (draft: Draft<S>) => decider.evolve(draft, full));
  });

  return {
    state,
    when(command, ctx = {}) {
      const context: DecideContext = {
        now: ctx.now ?? TEST_NOW,
        newId: ctx.newId ?? sequentialIds(),
        storeCode: ctx.storeCode ?? testStoreView.storeCode,
      };
      const run = (): { events: EventDraft[] } | { error: unknown } => {
        try {
          return { events: decider.decide(command as Command<C & CommandType>, state, context) };
        } catch (error) {
          return { error };
        }
      };
      return {
        then(expected) {
          // `await` or a returned outcome would call then(resolve, reject): say so instead of failing oddly.
          if (typeof expected === 'function') {
            throw new Error('A decider outcome is not a promise: call .then([...events]) without await or return');
          }
          const result = run();
          if ('error' in result) {
            throw new Error(`Expected events from '${command.type}', but the decider threw ${describeError(result.error)}`);
          }
          expect(normalize(result.events)).toEqual(normalize(expected));
        },
        thenThrows(expected) {
          const result = run();
          if (!('error' in result)) {
            throw new Error(`Expected '${command.type}' to be refused, but the decider returned ${result.events.length} event(s)`);
          }
          const error = result.error;
          const code = error instanceof DomainError ? error.code : undefined;
          const message = error instanceof Error ? error.message : String(error);
          const ok = typeof expected === 'string' ? code === expected || message === expected : expected.test(message);
          if (!ok) throw new Error(`Expected a refusal matching ${String(expected)}, but the decider threw ${describeError(error)}`);
        },
      };
    },
  };
}
