import { describe, expect, it } from 'vitest';
import { ContainerModule, inject, injectable } from 'inversify';
import { bindKernelServices, ClockToken, createContainer, loadBindings, LoggerToken, StoreViewToken } from './container';
import { defineModule } from './module';
import { consoleLogger } from './logger';
import { testStoreView } from './testing/test-store-view';

const Greeting = Symbol('Greeting');
interface Greeting {
  text: string;
}
const Greeter = Symbol('Greeter');
interface Greeter {
  greet(): string;
}

@injectable()
class GreeterImpl implements Greeter {
  constructor(@inject(Greeting) private readonly greeting: Greeting) {}
  greet() {
    return `${this.greeting.text}!`;
  }
}

const greetingModule = defineModule({
  id: 'greeting',
  bindings: new ContainerModule(({ bind }) => {
    bind<Greeting>(Greeting).toConstantValue({ text: 'Tere' });
  }),
});
const greeterModule = defineModule({
  id: 'greeter',
  requires: ['greeting'],
  bindings: new ContainerModule(({ bind }) => {
    bind<Greeter>(Greeter).to(GreeterImpl).inSingletonScope();
  }),
});

describe('createContainer', () => {
  it("loads every module's bindings and resolves @inject constructor parameters", () => {
    const container = createContainer([greetingModule, greeterModule]);
    expect(container.get<Greeter>(Greeter).greet()).toBe('Tere!');
  });

  it('skips modules without bindings', () => {
    const container = createContainer([defineModule({ id: 'plain' }), greetingModule]);
    expect(container.get<Greeting>(Greeting).text).toBe('Tere');
  });

  it('accepts container options such as a parent', () => {
    const parent = createContainer([greetingModule]);
    const child = createContainer([greeterModule], { parent });
    expect(child.get<Greeter>(Greeter).greet()).toBe('Tere!');
  });
});

describe('loadBindings', () => {
  it('loads asynchronous ContainerModules and loads each one at most once per container', async () => {
    const asyncModule = defineModule({
      id: 'async',
      bindings: new ContainerModule(async ({ bind }) => {
        await Promise.resolve();
        bind<Greeting>(Greeting).toConstantValue({ text: 'Hei' });
      }),
    });
    const container = createContainer([]);
    await loadBindings(container, [asyncModule]);
    await loadBindings(container, [asyncModule]);
    // A second load would have bound Greeting twice and made get() ambiguous.
    expect(container.get<Greeting>(Greeting).text).toBe('Hei');
  });
});

describe('bindKernelServices', () => {
  it('binds store view, clock and logger unless already bound', () => {
    const container = createContainer([]);
    const clock = () => new Date(0);
    container.bind(LoggerToken).toConstantValue('mine');
    bindKernelServices(container, { storeView: testStoreView, clock, logger: consoleLogger });
    expect(container.get(StoreViewToken)).toBe(testStoreView);
    expect(container.get(ClockToken)).toBe(clock);
    expect(container.get(LoggerToken)).toBe('mine');
  });
});
