import { useId, type ComponentProps, type ReactNode } from 'react';

/** The look of a text field or a native select, its label, hint and error (styles.css). */
export const FIELD_CLASS = 'field';
export const LABEL_CLASS = 'field-label';
export const HINT_CLASS = 'field-hint';
export const ERROR_CLASS = 'field-error';

/** What a field hands its control: the id its label names, and its state for assistive technology. */
export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  /** The control's id (its error is `${id}-error`, its hint `${id}-hint`); one is made when absent. */
  id?: string;
  label: ReactNode;
  /** Help under the control, read with it. */
  hint?: ReactNode;
  /** The error, read with the control (before the hint), which is then aria-invalid. */
  error?: ReactNode;
  /** Other elements that describe the control, by id. */
  describedBy?: string;
  /** aria-invalid without an error of its own (its message is elsewhere, named by describedBy). */
  invalid?: boolean;
  /** The error is also an alert, said as it appears (for one that comes without a move of focus). */
  announceError?: boolean;
  className?: string;
};

/** Ties a label, a hint and an error to the control `children` draws with the props it is given. */
export function Field({
  id,
  label,
  hint,
  error,
  describedBy,
  invalid,
  announceError,
  className,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hasError = Boolean(error);
  const ids = [hasError && `${controlId}-error`, hint && `${controlId}-hint`, describedBy].filter(Boolean);
  return (
    <div className={className}>
      <label htmlFor={controlId} className={LABEL_CLASS}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': hasError || Boolean(invalid),
        'aria-describedby': ids.join(' ') || undefined,
      })}
      {hint && (
        <p id={`${controlId}-hint`} className={HINT_CLASS}>
          {hint}
        </p>
      )}
      {hasError && (
        <p id={`${controlId}-error`} role={announceError ? 'alert' : undefined} className={ERROR_CLASS}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A multi-line text field with the fields' look (in a Field). */
export function TextArea({ className = '', ...textarea }: ComponentProps<'textarea'>) {
  return <textarea {...textarea} className={`${FIELD_CLASS} ${className}`} />;
}

/** A text input with the fields' look. */
export function Input({ className = '', ...input }: ComponentProps<'input'>) {
  return <input type="text" {...input} className={`${FIELD_CLASS} ${className}`} />;
}

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** A labelled text input, its hint and error wired through aria-describedby and aria-invalid. */
export function TextField({
  controlClassName,
  ...props
}: FieldProps & InputProps & { controlClassName?: string }) {
  const { id, label, hint, error, describedBy, invalid, announceError, className, ...input } = props;
  return (
    <Field {...{ id, label, hint, error, describedBy, invalid, announceError, className }}>
      {(control) => <Input {...input} {...control} className={controlClassName} />}
    </Field>
  );
}
