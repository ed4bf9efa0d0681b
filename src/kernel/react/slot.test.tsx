import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { KernelProvider } from './kernel-provider';
import { Slot, useSlotKeys } from './slot';
import { createRecordingLogger, createTestKernel } from '../testing/test-kernel';
import { defineModule, type ModuleDefinition } from '../module';
import type { Kernel } from '../kernel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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

function Crashing(): React.ReactNode {
  throw new Error('fill exploded');
}

// Two healthy fills around one that throws on every render.
const panelModules = () => [
  defineModule({
    id: 'm1',
    slots: [
      { slot: 'example/panel', key: 'a', order: 1, component: Label('A') },
      { slot: 'example/panel', key: 'c', order: 3, component: Label('C') },
    ],
  }),
  defineModule({ id: 'broken', slots: [{ slot: 'example/panel', key: 'b', order: 2, component: Crashing }] }),
];

/** Streams like the server does and resolves with the HTML once everything is written. */
function renderOnServer(kernel: Kernel, ui: React.ReactNode, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(<KernelProvider kernel={kernel}>{ui}</KernelProvider>, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError,
    });
  });
}

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

  it('renders only the fill with the key asked for, and lists the keys in order', async () => {
    function Keys() {
      return <p>{useSlotKeys('example/panel').join(',')}</p>;
    }
    await renderSlot(
      [
        defineModule({ id: 'm1', slots: [{ slot: 'example/panel', key: 'b', order: 2, component: Label('B') }] }),
        defineModule({ id: 'm2', slots: [{ slot: 'example/panel', key: 'a', order: 1, component: Label('A') }] }),
      ],
      <>
        <ul>
          <Slot name="example/panel" only="b" props={{ label: 'x' }} />
          <Slot name="example/panel" only="zzz" props={{ label: 'x' }} fallback={<li>none</li>} />
        </ul>
        <Keys />
      </>,
    );
    expect(items()).toEqual(['B: x', 'none']);
    expect(screen.getByText('a,b')).toBeTruthy();
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

  it('isolates a throwing fill: it renders nothing, the others render, the error is logged once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React's own report of the caught error
    const logger = createRecordingLogger();
    const kernel = await createTestKernel(panelModules(), { logger });
    const ui = (label: string) => (
      <KernelProvider kernel={kernel}>
        <ul>
          <Slot name="example/panel" props={{ label }} />
        </ul>
      </KernelProvider>
    );
    const { rerender } = render(ui('x'));
    expect(items()).toEqual(['A: x', 'C: x']);
    // A later render of the page neither brings the broken fill back nor reports it again.
    act(() => rerender(ui('y')));
    expect(items()).toEqual(['A: y', 'C: y']);
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]).toMatchObject({
      level: 'error',
      message: "Slot 'example/panel' fill 'b' (module 'broken') failed to render; it is hidden",
      detail: { slot: 'example/panel', key: 'b', moduleId: 'broken', error: new Error('fill exploded') },
    });
  });

  it('keeps a throwing fill out of the server HTML without failing the render', async () => {
    const kernel = await createTestKernel(panelModules(), { logger: createRecordingLogger() });
    const errors: unknown[] = [];
    const html = await renderOnServer(
      kernel,
      <ul>
        <Slot name="example/panel" props={{ label: 'ssr' }} />
      </ul>,
      (error) => {
        errors.push(error);
      },
    );
    expect([...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1])).toEqual(['A: ssr', 'C: ssr']);
    expect(errors).toEqual([new Error('fill exploded')]);
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
