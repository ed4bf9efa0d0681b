import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { KernelProvider, useKernel } from './kernel-provider';
import { useCommand, useProjection } from './hooks';
import { createTestKernel } from '../testing/test-kernel';
import { exampleModule, testModule } from '../testing/example-modules';
import type { Kernel } from '../kernel';

afterEach(cleanup);

function Sum({ renders }: { renders?: string[] }) {
  const sum = useProjection('test/sum');
  renders?.push(`sum ${sum.total}`);
  return <output aria-label="sum">{sum.total}</output>;
}

function AddButton() {
  const dispatch = useCommand();
  return (
    <button type="button" onClick={() => void dispatch({ type: 'test/add', data: { amount: 2 } })}>
      Add
    </button>
  );
}

const withKernel = (kernel: Kernel, ui: React.ReactNode) => <KernelProvider kernel={kernel}>{ui}</KernelProvider>;

describe('useProjection and useCommand', () => {
  it('renders the projection and re-renders after a dispatched command', async () => {
    const kernel = await createTestKernel([testModule], { events: [{ type: 'test/added', data: { amount: 3, at: 'x' } }] });
    render(withKernel(kernel, <><Sum /><AddButton /></>));
    expect(screen.getByLabelText('sum').textContent).toBe('3');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      await kernel.whenIdle();
    });
    expect(screen.getByLabelText('sum').textContent).toBe('5');
  });

  it('does not re-render when another projection changes', async () => {
    const kernel = await createTestKernel([testModule, exampleModule], { reactors: false });
    const renders: string[] = [];
    render(withKernel(kernel, <Sum renders={renders} />));
    await act(() => kernel.dispatch({ type: 'example/record', data: { note: 'unrelated' } }));
    expect(renders).toEqual(['sum 0']);
    await act(() => kernel.dispatch({ type: 'test/add', data: { amount: 1 } }));
    expect(renders).toEqual(['sum 0', 'sum 1']);
  });

  it('renders on the server from the kernel state', async () => {
    const kernel = await createTestKernel([testModule], { events: [{ type: 'test/added', data: { amount: 8, at: 'x' } }], reactors: false });
    expect(renderToString(withKernel(kernel, <Sum />))).toContain('>8</output>');
  });

  it('gives the same dispatch across renders', async () => {
    const kernel = await createTestKernel([testModule]);
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useCommand());
      useProjection('test/sum');
      return null;
    }
    render(withKernel(kernel, <Probe />));
    await act(() => kernel.dispatch({ type: 'test/add', data: { amount: 1 } }));
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toBe(kernel.dispatch);
  });

  it('useKernel explains a missing provider', () => {
    function Orphan() {
      useKernel();
      return null;
    }
    expect(() => renderToString(<Orphan />)).toThrow('useKernel must be used inside a <KernelProvider>');
  });
});
