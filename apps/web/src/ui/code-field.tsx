import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { ONE_TIME_CODE_LENGTH } from '@kp/domain/constants';
import { Input, LABEL_CLASS } from './field';

type CodeFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'className'
> & {
  id: string;
  label: string;
  value: string;
  /** The field's new value: digits only, at most a code's length. */
  onChange: (digits: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** What shows under the field: its error, a notice. */
  children?: ReactNode;
};

/** The one-time-code field of every code step (sign-in, email, voucher redemption). */
export function CodeField({ id, label, value, onChange, inputRef, children, ...input }: CodeFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <Input
        ref={inputRef}
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={ONE_TIME_CODE_LENGTH}
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, ONE_TIME_CODE_LENGTH))}
        className="tracking-[0.5em]"
      />
      {children}
    </div>
  );
}
