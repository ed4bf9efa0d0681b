import { DomainError, defineModule, type Decider, type Projection, type Reactor } from '../module';

// Message types of the kernel's own tests. Test-only registrations use the `test/` and `example/`
// prefixes so they never collide with a real module.
declare module '../messages' {
  interface CommandRegistry {
    'test/add': { amount: number };
    'test/crash': Record<string, never>;
    'test/leak': Record<string, never>;
    'test/emitNonJson': Record<string, never>;
    'example/record': { note: string };
  }
  interface EventRegistry {
    'test/added': { amount: number; at: string };
    'example/recorded': { note: string };
  }
}

declare module '../module' {
  interface ProjectionRegistry {
    'test/sum': { total: number; count: number };
    'example/notes': string[];
  }
  interface SlotRegistry {
    'example/panel': { label: string };
  }
}

type TestCommand = 'test/add' | 'test/crash' | 'test/leak' | 'test/emitNonJson';

/** Counter state of the `test` module. */
export interface TestState {
  total: number;
}

/** A counter: adds positive amounts; other commands exercise the kernel's error paths. */
export const testDecider: Decider<TestState, TestCommand, 'test/added'> = {
  initialState: () => ({ total: 0 }),
  decide(command, state, ctx) {
    switch (command.type) {
      case 'test/add':
        if (command.data.amount <= 0) throw new DomainError('invalid_amount', 'Amount must be positive');
        if (state.total + command.data.amount > 100) throw new DomainError('limit_reached', 'The total cannot exceed 100');
        return [{ type: 'test/added', data: { amount: command.data.amount, at: ctx.now } }];
      case 'test/crash':
        throw new TypeError('boom');
      case 'test/leak':
        return [{ type: 'example/recorded', data: { note: 'not mine' } }] as never;
      case 'test/emitNonJson':
        return [{ type: 'test/added', data: { amount: 1, at: new Date(ctx.now) } }] as never;
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
  evolve(draft, event) {
    draft.total += event.data.amount;
  },
};

/** Sum and count of `test/added`. */
export const sumProjection: Projection<'test/sum', 'test/added'> = {
  name: 'test/sum',
  version: 1,
  handles: ['test/added'],
  initial: () => ({ total: 0, count: 0 }),
  apply(draft, event) {
    draft.total += event.data.amount;
    draft.count += 1;
  },
};

/** The `test` module: decider plus a projection. */
export const testModule = defineModule<TestState>({
  id: 'test',
  decider: testDecider,
  projections: [sumProjection],
});

/** A log of notes, also fed by another module's events (projections may read any module). */
export const notesProjection: Projection<'example/notes', 'example/recorded' | 'test/added'> = {
  name: 'example/notes',
  version: 1,
  handles: ['example/recorded', 'test/added'],
  initial: () => [],
  apply(draft, event) {
    draft.push(event.type === 'test/added' ? `saw ${event.data.amount}` : event.data.note);
  },
};

/** Records a note for every amount added (a reactor that dispatches). */
export const recordAdditions: Reactor<'test/added'> = {
  on: ['test/added'],
  async run(event, { dispatch }) {
    await dispatch({ type: 'example/record', data: { note: `added ${event.data.amount}` } });
  },
};

/** The `example` module: requires `test`, reacts to it. */
export const exampleModule = defineModule<Record<string, never>>({
  id: 'example',
  requires: ['test'],
  decider: {
    initialState: () => ({}),
    decide: (command: { type: 'example/record'; data: { note: string } }) => [{ type: 'example/recorded', data: command.data }],
    evolve: () => undefined,
  },
  projections: [notesProjection],
  reactors: [recordAdditions],
});
