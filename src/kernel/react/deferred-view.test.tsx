import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { KernelProvider } from './kernel-provider';
import { beginHydration, endHydration, deferredView, isDeferredView, onDemandView } from './deferred-view';
import { createTestKernel } from '../testing/test-kernel';
import { testModule } from '../testing/example-modules';
import type { Kernel } from '../kernel';

afterEach(cleanup);

const withKernel = (kernel: Kernel, ui: React.ReactNode) => <KernelProvider kernel={kernel}>{ui}</KernelProvider>;

function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {`${label} ${clicks}`}
    </button>
  );
}

// The hydration case runs first: the phase is the page's, and a page hydrates once.
describe('deferredView while a page hydrates', () => {
  it('keeps the server HTML and loads the code only once the page has hydrated', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const View = deferredView({ source: 'src/example/counter.tsx', load });
    await View.preload();
    const html = renderToString(<View label="Reviews" />);
    expect(html).toContain('Reviews 0');

    // A fresh view of the same component, as the browser's first import of the module would be.
    const browserLoad = vi.fn(() => Promise.resolve(Counter));
    const BrowserView = deferredView({ source: 'src/example/counter.tsx', load: browserLoad });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = container.querySelector('button');
    beginHydration();
    await act(async () => {
      hydrateRoot(container, <BrowserView label="Reviews" />);
    });
    // Still the server's button, not yet hydrated: the code was not even requested.
    expect(browserLoad).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(serverButton);
    fireEvent.click(serverButton!);
    expect(container.textContent).toBe('Reviews 0');

    await act(async () => {
      endHydration();
      await vi.waitFor(() => expect(browserLoad).toHaveBeenCalledTimes(1));
    });
    // Hydrated in place (the same element), and now interactive.
    await vi.waitFor(() => {
      fireEvent.click(container.querySelector('button')!);
      expect(container.textContent).not.toBe('Reviews 0');
    });
    expect(container.querySelector('button')).toBe(serverButton);
    container.remove();
  });
});

describe('deferredView', () => {
  it('renders at once without server HTML to keep (a client render)', async () => {
    const View = deferredView({ source: 'src/example/counter.tsx', load: () => Promise.resolve(Counter) });
    render(<View label="Footer" />);
    expect(await screen.findByRole('button', { name: 'Footer 0' })).toBeTruthy();
    expect(isDeferredView(View)).toBe(true);
    expect(View.source).toBe('src/example/counter.tsx');
    expect(isDeferredView(Counter)).toBe(false);
  });

  it('renders synchronously once preloaded (the server renders it in place)', async () => {
    const View = deferredView({ source: 'src/example/counter.tsx', load: () => Promise.resolve(Counter) });
    expect(View.loaded).toBeNull();
    await View.preload();
    expect(View.loaded).toBe(Counter);
    expect(renderToString(<View label="Now" />)).toContain('Now 0');
  });

  it('tries a failed chunk again on the next preload', async () => {
    const load = vi.fn<() => Promise<typeof Counter>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Counter);
    const View = deferredView({ source: 'src/example/counter.tsx', load });
    await expect(View.preload()).rejects.toThrow('offline');
    await View.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(View.loaded).toBe(Counter);
  });
});

describe('onDemandView', () => {
  it('renders nothing until its projection wants it, then loads and stays mounted', async () => {
    const kernel = await createTestKernel([testModule], { reactors: false });
    const load = vi.fn(() => Promise.resolve(Counter));
    const Panel = onDemandView({ projection: 'test/sum', wanted: (sum) => sum.total > 0, load });
    expect(renderToString(withKernel(kernel, <Panel label="Panel" />))).toBe('');

    render(withKernel(kernel, <Panel label="Panel" />));
    expect(screen.queryByRole('button')).toBeNull();
    // Prefetched once the page has hydrated (here: at once, nothing hydrates), before anyone asked for it.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button')).toBeNull();

    await act(() => kernel.dispatch({ type: 'test/add', data: { amount: 1 } }));
    expect(await screen.findByRole('button', { name: 'Panel 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
