import type { ComponentProps } from 'react';
import { Field, FIELD_CLASS, type FieldProps } from './field';

/** A native select with the fields' look. */
export function Select({ className = '', ...select }: ComponentProps<'select'>) {
  return <select {...select} className={`${FIELD_CLASS} ${className}`} />;
}

/** A labelled native select (its options are the children), hint and error wired like a TextField's. */
export function SelectField({
  controlClassName,
  ...props
}: FieldProps & Omit<ComponentProps<'select'>, 'id' | 'className'> & { controlClassName?: string }) {
  const { id, label, hint, error, describedBy, invalid, announceError, className, ...select } = props;
  return (
    <Field {...{ id, label, hint, error, describedBy, invalid, announceError, className }}>
      {(control) => <Select {...select} {...control} className={controlClassName} />}
    </Field>
  );
}
