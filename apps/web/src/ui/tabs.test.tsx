import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const TABS = [
  { id: 'live', label: 'Live' },
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'past', label: 'Past' },
] as const;

function Example({ onSelect }: { onSelect?: (tab: string) => void }) {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('live');
  return (
    <Tabs
      label="Campaigns"
      tabs={TABS}
      selected={tab}
      onSelect={(next) => {
        onSelect?.(next);
        setTab(next);
      }}
    >
      <p>{`${tab} campaigns`}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a named tablist whose selected tab alone is in the tab order, labelling its panel', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Campaigns' })).toBeTruthy();
    expect(tab('Live').getAttribute('aria-selected')).toBe('true');
    expect(tab('Live').getAttribute('tabindex')).toBe('0');
    expect(tab('Upcoming').getAttribute('aria-selected')).toBe('false');
    expect(tab('Upcoming').getAttribute('tabindex')).toBe('-1');
    const panel = screen.getByRole('tabpanel', { name: 'Live' });
    expect(panel.textContent).toBe('live campaigns');
    expect(tab('Live').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('selects a tab on click', () => {
    render(<Example />);
    fireEvent.click(tab('Past'));
    expect(tab('Past').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Past' }).textContent).toBe('past campaigns');
  });

  it('moves the selection and the focus with the arrow keys, wrapping around, and Home and End', () => {
    render(<Example />);
    tab('Live').focus();
    fireEvent.keyDown(tab('Live'), { key: 'ArrowRight' });
    expect(tab('Upcoming').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Upcoming'));
    fireEvent.keyDown(tab('Upcoming'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('Live'), { key: 'ArrowLeft' });
    expect(tab('Past').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Past'));
    fireEvent.keyDown(tab('Past'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Live'));
    fireEvent.keyDown(tab('Live'), { key: 'End' });
    expect(tab('Past').getAttribute('aria-selected')).toBe('true');
  });

  it('mirrors the arrows in a right-to-left page', () => {
    render(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <Example />
      </div>,
    );
    fireEvent.keyDown(tab('Live'), { key: 'ArrowLeft' });
    expect(tab('Upcoming').getAttribute('aria-selected')).toBe('true');
  });

  it('leaves other keys alone, and does not select the tab already selected', () => {
    const onSelect = vi.fn();
    render(<Example onSelect={onSelect} />);
    fireEvent.keyDown(tab('Live'), { key: 'a' });
    fireEvent.click(tab('Live'));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
