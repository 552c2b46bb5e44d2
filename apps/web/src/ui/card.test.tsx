import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('is a section named by its title when it has one', () => {
    render(
      <Card title="Contact details">
        <p>Phone</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Contact details' });
    expect(screen.getByRole('heading', { level: 2, name: 'Contact details' })).toBeTruthy();
    expect(region.textContent).toContain('Phone');
  });

  it('is one link named by its content when given href', () => {
    const location = memoryLocation({ path: '/' });
    render(
      <Router hook={location.hook}>
        <Card href="/pog">
          <span>Mint your POG</span>
        </Card>
        <Card href="https://partner.example.org/">
          <span>Partner</span>
        </Card>
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'Mint your POG' }).getAttribute('href')).toBe('/pog');
    const outside = screen.getByRole('link', { name: 'Partner' });
    expect(outside.getAttribute('rel')).toBe('noopener');
  });
});
