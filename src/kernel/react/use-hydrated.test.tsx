import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

afterEach(() => document.body.replaceChildren());

function Probe({ seen }: { seen?: boolean[] }) {
  const hydrated = useHydrated();
  seen?.push(hydrated);
  return <output>{hydrated ? 'browser' : 'server'}</output>;
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<output>server</output>');
  });

  it('hydrates with false, matching the server HTML, then renders again with true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const seen: boolean[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(seen).toEqual([false, true]);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('browser');
  });
});
