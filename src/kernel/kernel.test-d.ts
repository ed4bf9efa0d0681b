import { describe, expectTypeOf, it } from 'vitest';
import type { Kernel } from './kernel';
import type { DispatchResult } from './module';
import type { DomainEvent } from './messages';
import { useCommand, useProjection } from './react/hooks';
import { Slot, type SlotProps } from './react/slot';
import { given } from './testing/given';
import { testDecider } from './testing/example-modules';

declare const kernel: Kernel;

describe('typed dispatch', () => {
  it('accepts a registered command with its data', () => {
    expectTypeOf(kernel.dispatch({ type: 'test/add', data: { amount: 1 } })).toEqualTypeOf<Promise<DispatchResult>>();
    void kernel.dispatch({ type: 'example/record', data: { note: 'x' }, meta: { correlationId: 'c' } });
  });

  it('rejects unregistered types and wrong data', () => {
    // @ts-expect-error -- not a registered command
    void kernel.dispatch({ type: 'test/unknown', data: {} });
    // @ts-expect-error -- amount must be a number
    void kernel.dispatch({ type: 'test/add', data: { amount: '1' } });
    // @ts-expect-error -- data of another command
    void kernel.dispatch({ type: 'test/add', data: { note: 'x' } });
    // @ts-expect-error -- events are not commands
    void kernel.dispatch({ type: 'test/added', data: { amount: 1, at: 'x' } });
  });

  it('gives useCommand the same typing', () => {
    const dispatch = useCommand();
    void dispatch({ type: 'test/add', data: { amount: 1 } });
    // @ts-expect-error -- amount is required
    void dispatch({ type: 'test/add', data: {} });
  });
});

describe('typed read side', () => {
  it('returns the registered view type of a projection', () => {
    expectTypeOf(useProjection('test/sum')).toEqualTypeOf<{ total: number; count: number }>();
    expectTypeOf(kernel.getProjection('example/notes')).toEqualTypeOf<string[]>();
    // @ts-expect-error -- unknown projection name
    useProjection('test/nothing');
  });

  it('types event handlers by event type', () => {
    kernel.on('test/added', (event) => {
      expectTypeOf(event.data).toEqualTypeOf<{ amount: number; at: string }>();
    });
    kernel.on('*', (event) => expectTypeOf(event).toEqualTypeOf<DomainEvent>());
    // @ts-expect-error -- not an event type
    kernel.on('test/add', () => undefined);
  });
});

describe('typed slots', () => {
  it('follows the SlotRegistry for props', () => {
    expectTypeOf<SlotProps<'example/panel'>>().toMatchTypeOf<{ name: 'example/panel'; props: { label: string } }>();
    void Slot({ name: 'example/panel', props: { label: 'x' } });
    void Slot({ name: 'layout/footer' });
    // @ts-expect-error -- props are required when the slot passes some
    void Slot({ name: 'example/panel' });
    // @ts-expect-error -- wrong prop type
    void Slot({ name: 'example/panel', props: { label: 2 } });
    // @ts-expect-error -- not a slot
    void Slot({ name: 'nope/none' });
  });
});

describe('typed decider specifications', () => {
  it("narrows given/when to the decider's own messages", () => {
    given(testDecider, { type: 'test/added', data: { amount: 1, at: 'x' } })
      .when({ type: 'test/add', data: { amount: 1 } })
      .then([{ type: 'test/added', data: { amount: 1, at: 'x' } }]);
    // @ts-expect-error -- a command the decider does not own
    given(testDecider).when({ type: 'example/record', data: { note: 'x' } });
    // @ts-expect-error -- an event the decider does not own
    given(testDecider, { type: 'example/recorded', data: { note: 'x' } });
  });
});
