import { useState } from 'react';
import type { Loaded } from '../lib/use-load';
import { Field, Input } from '../ui/field';
import { Select } from '../ui/select-field';

/** The colleges list's last choice, for a college it does not name (then typed in). */
export const OTHER_COLLEGE = 'Other';

/**
 * A college: chosen from the city's list, with 'Other' (the list's last choice) for one it does not
 * name, then typed in below; a college saved before that the list does not name shows as 'Other'
 * with its name typed in, and a list that could not load leaves the typed field alone. The
 * profile and the clan chief application ask for one this way. Give it a `key` that changes with
 * the city: a new city starts from its list again. `ids.typed` is the typed field's id, `ids.list`
 * the list's (focus the typed one when it is there).
 */
export function CollegeField({
  ids,
  value,
  list,
  onChange,
  error,
  labels,
  maxLength,
}: {
  ids: { list: string; typed: string };
  value: string;
  /** The city's colleges as they load; null before there is a city to ask for. */
  list: Loaded<readonly string[]> | null;
  onChange: (college: string) => void;
  /** The field's error, said under the control that takes the college. */
  error?: string;
  labels: { college: string; collegeName: string; other: string; choose: string };
  maxLength?: number;
}) {
  const [isOther, setIsOther] = useState(false);
  const colleges = list?.status === 'ready' ? list.data : null;
  // A list that could not load: the college is typed in.
  const hasFailed = list?.status === 'error';
  const isTyped = isOther || hasFailed || (colleges !== null && value !== '' && !colleges.includes(value));
  return (
    <>
      {!hasFailed && (
        <Field id={ids.list} label={labels.college} error={isTyped ? undefined : error}>
          {(control) => (
            <Select
              {...control}
              value={isTyped ? OTHER_COLLEGE : value}
              disabled={!colleges}
              aria-busy={list?.status === 'loading'}
              onChange={(event) => {
                const choice = event.target.value;
                setIsOther(choice === OTHER_COLLEGE);
                onChange(choice === OTHER_COLLEGE ? '' : choice);
              }}
            >
              <option value="" disabled>
                {labels.choose}
              </option>
              {(colleges ?? (value ? [value] : [])).map((college) => (
                <option key={college} value={college}>
                  {college === OTHER_COLLEGE ? labels.other : college}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      {isTyped && (
        <Field id={ids.typed} label={labels.collegeName} error={error}>
          {(control) => (
            <Input
              {...control}
              maxLength={maxLength}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      )}
    </>
  );
}
