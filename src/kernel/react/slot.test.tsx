import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { KernelProvider } from './kernel-provider';
import { Slot } from './slot';
import { createTestKernel } from '../testing/test-kernel';
import { defineModule, type ModuleDefinition } from '../module';

afterEach(cleanup);

const Label = (text: string) =>
  function Fill({ label }: { label: string }) {
    return <li>{`${text}: ${label}`}</li>;
  };
const Footer = () => <p>footer column</p>;

async function renderSlot(modules: ModuleDefinition[], slot: React.ReactNode) {
  const kernel = await createTestKernel(modules);
  return render(<KernelProvider kernel={kernel}>{slot}</KernelProvider>);
}

const items = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('<Slot>', () => {
  it('renders every fill in order with the slot props', async () => {
    await renderSlot(
      [
        defineModule({ id: 'm1', slots: [{ slot: 'example/panel', key: 'b', order: 2, component: Label('B') }] }),
        defineModule({ id: 'm2', slots: [{ slot: 'example/panel', key: 'a', order: 1, component: Label('A') }] }),
      ],
      <ul>
        <Slot name="example/panel" props={{ label: 'x' }} />
      </ul>,
    );
    expect(items()).toEqual(['A: x', 'B: x']);
  });

  it('lets a later module replace a fill by key, or hide it with null', async () => {
    await renderSlot(
      [
        defineModule({
          id: 'base',
          slots: [
            { slot: 'example/panel', key: 'card', component: Label('default card') },
            { slot: 'example/panel', key: 'cod', component: Label('cash on delivery') },
          ],
        }),
        defineModule({
          id: 'store-override',
          slots: [
            { slot: 'example/panel', key: 'card', component: Label('Stripe card') },
            { slot: 'example/panel', key: 'cod', component: null },
          ],
        }),
      ],
      <ul>
        <Slot name="example/panel" props={{ label: 'pay' }} />
      </ul>,
    );
    expect(items()).toEqual(['Stripe card: pay']);
  });

  it('renders the fallback when nothing fills the slot', async () => {
    await renderSlot([], <Slot name="layout/footer" fallback={<p>no footer</p>} />);
    expect(screen.getByText('no footer')).toBeTruthy();
  });

  it('renders nothing for an empty slot without fallback', async () => {
    const { container } = await renderSlot([], <Slot name="layout/footer" />);
    expect(container.innerHTML).toBe('');
  });

  it('needs no props for a slot that passes none', async () => {
    await renderSlot([defineModule({ id: 'm', slots: [{ slot: 'layout/footer', key: 'f', component: Footer }] })], <Slot name="layout/footer" />);
    expect(screen.getByText('footer column')).toBeTruthy();
  });

  it('type-checks slot props against the SlotRegistry', () => {
    // Compile-time only: these elements are never rendered.
    // @ts-expect-error -- example/panel fills need a label
    void (<Slot name="example/panel" />);
    // @ts-expect-error -- wrong prop type
    void (<Slot name="example/panel" props={{ label: 1 }} />);
    // @ts-expect-error -- unknown slot
    void (<Slot name="nope/none" />);
  });
});
