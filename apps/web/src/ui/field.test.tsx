import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field, Input, TextField } from './field';
import { SelectField } from './select-field';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(<TextField label="Username" hint="5 to 10 letters" defaultValue="" />);
    const field = screen.getByRole('textbox', { name: 'Username', description: '5 to 10 letters' });
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('announces its error with the field: aria-invalid, and the error read before the hint', () => {
    render(<TextField id="name" label="Username" hint="5 to 10 letters" error="Too short" defaultValue="" />);
    const field = screen.getByRole('textbox', { name: 'Username' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('name-error name-hint');
    expect(screen.getByRole('textbox', { description: 'Too short 5 to 10 letters' })).toBe(field);
    expect(document.getElementById('name-error')?.textContent).toBe('Too short');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an error that comes without a move of focus as an alert, when asked', () => {
    render(<TextField label="Proof" error="Please enter valid link" announceError defaultValue="" />);
    expect(screen.getByRole('alert').textContent).toBe('Please enter valid link');
  });

  it('names a message kept elsewhere, and is invalid without an error of its own', () => {
    render(
      <>
        <TextField label="Amount" describedBy="message" invalid defaultValue="" />
        <p id="message">Minimum 100</p>
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Amount', description: 'Minimum 100' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('passes the input its attributes and events', () => {
    const onChange = vi.fn();
    render(<TextField label="Email" type="email" autoComplete="email" value="" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(field.type).toBe('email');
    expect(field.autocomplete).toBe('email');
    fireEvent.change(field, { target: { value: 'a@b.c' } });
    expect(onChange).toHaveBeenCalledOnce();
  });
});

describe('Field', () => {
  it('labels and describes a control it does not draw itself', () => {
    render(
      <Field label="Mobile number" error="Please enter valid mobile number">
        {(control) => (
          <div>
            <span>+91</span>
            <Input {...control} type="tel" />
          </div>
        )}
      </Field>,
    );
    const field = screen.getByRole('textbox', {
      name: 'Mobile number',
      description: 'Please enter valid mobile number',
    });
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('SelectField', () => {
  it('is a labelled native select whose options are its children', () => {
    const onChange = vi.fn();
    render(
      <SelectField label="Status" value="" onChange={onChange}>
        <option value="">All statuses</option>
        <option value="pending">Pending</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['All statuses', 'Pending']);
    fireEvent.change(select, { target: { value: 'pending' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('announces its error like a text field', () => {
    render(
      <SelectField label="Country" error="Please select a country" value="" onChange={() => {}}>
        <option value="">Choose…</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Country', description: 'Please select a country' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
