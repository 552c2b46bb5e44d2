import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ONE_TIME_CODE_LENGTH } from '@kp/domain/constants';
import { CodeField } from './code-field';

function Example() {
  const [code, setCode] = useState('');
  return <CodeField id="code" label="Code" value={code} onChange={setCode} />;
}

describe('CodeField', () => {
  it('is a labelled one-time-code field that keeps digits only, at most a code long', () => {
    render(<Example />);
    const field = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
    expect(field.autocomplete).toBe('one-time-code');
    expect(field.inputMode).toBe('numeric');
    fireEvent.change(field, { target: { value: '12 3a4-5678901' } });
    expect(field.value).toBe('12345678901'.slice(0, ONE_TIME_CODE_LENGTH));
  });
});
