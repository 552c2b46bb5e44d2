import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology: the region names its wait once', () => {
    render(
      <div role="status">
        <span className="sr-only">Loading campaigns…</span>
        <Skeleton className="h-40 w-72" />
        <Skeleton />
      </div>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading campaigns…');
    const blocks = screen.getByRole('status').querySelectorAll('[aria-hidden="true"]');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]!.className).toBe('skeleton h-40 w-72');
  });

  it('shimmers, unless the reader asked for less motion', () => {
    const styles = readFileSync(
      fileURLToPath(import.meta.url).replace(/ui[\\/]skeleton\.test\.tsx$/, 'styles.css'),
      'utf8',
    );
    const rule = /\.skeleton \{([^}]*)\}/.exec(styles)?.[1] ?? '';
    expect(rule).toContain('animate-pulse');
    expect(rule).toContain('motion-reduce:animate-none');
  });
});
