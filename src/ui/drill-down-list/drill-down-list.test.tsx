import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DrillDownList, type DrillDownEntry } from './drill-down-list';

afterEach(cleanup);

const leaf = (id: string, label: string): DrillDownEntry => ({ id, label, href: `/c/${id}`, children: [] });
const ITEMS: DrillDownEntry[] = [{ id: 'brakes', label: 'Brakes', href: '/c/brakes', children: [leaf('pads', 'Brake pads')] }, leaf('tools', 'Tools')];

/** Keeps the trail in state, as the app keeps the submenu path in ui-state. */
function Harness() {
  const [trail, setTrail] = useState<DrillDownEntry[]>([]);
  return (
    <DrillDownList
      items={ITEMS}
      trail={trail}
      rootTitle="Categories"
      onOpen={(id) => setTrail((t) => [...t, ...(t.length ? t[t.length - 1]!.children : ITEMS).filter((e) => e.id === id)])}
      onBack={() => setTrail((t) => t.slice(0, -1))}
      backLabel="Back"
      allLabel={(label) => `All ${label}`}
    />
  );
}

describe('DrillDownList', () => {
  it('shows the top level: parents as buttons, leaves as links, no back button', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Brakes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tools' }).getAttribute('href')).toBe('/c/tools');
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull();
  });

  it('drills into a level, focusing its heading, and back out', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Brakes' }));
    const heading = screen.getByRole('heading', { name: 'Brakes' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'All Brakes' }).getAttribute('href')).toBe('/c/brakes');
    expect(screen.getByRole('link', { name: 'Brake pads' }).getAttribute('href')).toBe('/c/pads');
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Categories' }));
    expect(screen.queryByRole('link', { name: 'Brake pads' })).toBeNull();
  });
});
