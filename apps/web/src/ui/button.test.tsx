import { fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button by default (never a form submit by accident)', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('submits its form when told to', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while loading: disabled, aria-busy, a spinner hidden from assistive technology, the same name', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Saving…
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[aria-hidden="true"].btn-spinner')).toBeTruthy();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('stays disabled when told so, loading or not', () => {
    const { rerender } = render(<Button disabled>Go</Button>);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    rerender(<Button disabled={false}>Go</Button>);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes the whole width when asked, and draws each variant with the tokens', () => {
    render(
      <>
        <Button fullWidth>Wide</Button>
        <Button variant="secondary">Other</Button>
        <Button variant="danger">Delete</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Wide' }).className).toMatch(/\bw-full\b/);
    expect(screen.getByRole('button', { name: 'Wide' }).className).toMatch(/\bbtn-primary\b/);
    expect(screen.getByRole('button', { name: 'Other' }).className).toMatch(/\bbtn-secondary\b/);
    expect(screen.getByRole('button', { name: 'Delete' }).className).toMatch(/\bbtn-danger\b/);
  });

  it('is a link through the router for a path of the app, and a plain link elsewhere', () => {
    const location = memoryLocation({ path: '/', record: true });
    render(
      <Router hook={location.hook}>
        <Button href="/buy-kcash/">Buy</Button>
        <Button href="https://example.org/docs" target="_blank" rel="noopener">
          Docs
        </Button>
      </Router>,
    );
    const inApp = screen.getByRole('link', { name: 'Buy' });
    expect(inApp.getAttribute('href')).toBe('/buy-kcash/');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(inApp);
    expect(location.history?.at(-1)).toBe('/buy-kcash/');
    const outside = screen.getByRole('link', { name: 'Docs' });
    expect(outside.getAttribute('href')).toBe('https://example.org/docs');
    expect(outside.getAttribute('target')).toBe('_blank');
  });

  it('leaves a path of this site opened in a new tab to the browser, not the router', () => {
    const location = memoryLocation({ path: '/', record: true });
    render(
      <Router hook={location.hook}>
        <Button href="/api/campaigns/visit" target="_blank" rel="noopener noreferrer">
          Open the link
        </Button>
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Open the link' });
    expect(fireEvent.click(link)).toBe(true); // not prevented: the browser opens the tab
    expect(location.history).toEqual(['/']);
  });
});
