import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('is a word in a pill, its tone by what it means', () => {
    render(
      <>
        <Badge tone="success">Credited</Badge>
        <Badge>Expired</Badge>
      </>,
    );
    expect(screen.getByText('Credited').className).toMatch(/\bbadge-success\b/);
    expect(screen.getByText('Expired').className).toMatch(/\bbadge-neutral\b/);
  });
});
