import { useId, useState, type FormEvent } from 'react';
import type { ParseKeys } from 'i18next';
import type { Profile } from '@kp/contract/users';
import { AppError } from '@kp/domain/errors';

import { citySchema, collegeNameSchema, firstNameSchema } from '@kp/domain/validation';
import { listCities, listColleges } from '../../lib/locations-api';
import { ERROR_KEYS, fieldMessageKey } from '../../lib/messages';
import { openModal } from '../../lib/modals';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ERROR_CLASS, Field, TextField } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import { CityField } from '../../components/city-field';
import { CollegeField } from '../../components/college-field';
import { useLeaveGuard } from './use-leave-guard';
import { listCountries, listProfessions, updateProfile } from './profile-api';

type Values = {
  firstName: string;
  countryCode: string;
  city: string;
  collegeName: string;
  profession: string;
};
type Field = keyof Values;
type Errors = Partial<Record<Field | 'form', ParseKeys>>;

const valuesOf = (profile: Profile): Values => ({
  firstName: profile.firstName ?? '',
  countryCode: profile.countryCode ?? '',
  city: profile.city ?? '',
  collegeName: profile.collegeName ?? '',
  profession: profile.profession ?? '',
});

const FIELDS: readonly Field[] = ['firstName', 'countryCode', 'city', 'collegeName', 'profession'];

/** The fields that changed; a field that had a value may not be emptied (the api keeps values). */
function changesOf(values: Values, saved: Values): Partial<Values> {
  const changes: Partial<Values> = {};
  for (const field of FIELDS) {
    if (values[field].trim() !== saved[field]) changes[field] = values[field].trim();
  }
  return changes;
}

function validate(changes: Partial<Values>): Errors {
  const errors: Errors = {};
  const check = (field: Field, result: { success: boolean; error?: { issues: { message: string }[] } }) => {
    if (!result.success) errors[field] = fieldMessageKey(result.error?.issues[0]?.message ?? '');
  };
  if (changes.firstName !== undefined) check('firstName', firstNameSchema.safeParse(changes.firstName));
  if (changes.city !== undefined) check('city', citySchema.safeParse(changes.city));
  if (changes.collegeName !== undefined)
    check('collegeName', collegeNameSchema.safeParse(changes.collegeName));
  if (changes.countryCode === '') errors.countryCode = 'form.selectCountry';
  if (changes.profession === '') errors.profession = 'form.selectOption';
  return errors;
}

/**
 * The profile fields: first name, country, city, college (a list per city, 'Other' for one typed
 * in) and profession, saved together; the saved-changes modal follows, and leaving with changes
 * not saved asks first (the unsaved-changes modal).
 */
export function ProfileDetailsForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (next: Profile) => void;
}) {
  const { t, language } = useTranslation();
  const saved = valuesOf(profile);
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setIsBusy] = useState(false);
  const ids = {
    firstName: useId(),
    countryCode: useId(),
    city: useId(),
    collegeName: useId(),
    collegeOther: useId(),
    profession: useId(),
  };
  const lang = language;

  const countries = useLoad(`countries:${lang}`, (signal) => listCountries(lang, signal));
  const cities = useLoad(values.countryCode ? `cities:${values.countryCode}` : null, (signal) =>
    listCities(values.countryCode, signal),
  );
  const collegesKey =
    values.countryCode && values.city ? `colleges:${values.countryCode}:${values.city}` : null;
  const colleges = useLoad(collegesKey, (signal) => listColleges(values.countryCode, values.city, signal));
  const professions = useLoad('professions', listProfessions);

  const changes = changesOf(values, saved);
  const isDirty = Object.keys(changes).length > 0;
  useLeaveGuard(isDirty && !isBusy);

  const cityList = cities.state.status === 'ready' ? cities.state.data : null;

  const set = (field: Field, value: string, reset: Partial<Values> = {}) => {
    setValues((current) => ({ ...current, [field]: value, ...reset }));
    setErrors(({ [field]: _, form: __, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(changes);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      // The college typed in, when it is, else the field itself.
      const typed = firstInvalid === 'collegeName' ? document.getElementById(ids.collegeOther) : null;
      (typed ?? document.getElementById(ids[firstInvalid]))?.focus();
      return;
    }
    if (!isDirty) return;
    setIsBusy(true);
    try {
      const data = await updateProfile(changes);
      setValues(valuesOf(data));
      onSaved(data);
      openModal('savedChanges');
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'SOMETHING_WENT_WRONG';
      setErrors({
        form:
          code === 'SERVICE_UNAVAILABLE' ? ERROR_KEYS.SERVICE_UNAVAILABLE : ERROR_KEYS.SOMETHING_WENT_WRONG,
      });
    } finally {
      setIsBusy(false);
    }
  }

  const errorOf = (field: Field) => (errors[field] ? t(errors[field]) : undefined);
  const choose = t('profile.choose');

  return (
    <Card title={t('profile.detailsTitle')} className="p-4 sm:p-6">
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={ids.firstName}
          label={t('profile.firstName')}
          error={errorOf('firstName')}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
        />
        <SelectField
          id={ids.countryCode}
          label={t('profile.country')}
          error={errorOf('countryCode')}
          value={values.countryCode}
          onChange={(event) => set('countryCode', event.target.value, { city: '', collegeName: '' })}
        >
          <option value="" disabled>
            {choose}
          </option>
          {countries.state.status === 'ready'
            ? countries.state.data.map((country) => (
                <option key={country.code} value={country.code}>
                  {`${country.flag} ${country.name}`}
                </option>
              ))
            : values.countryCode && <option value={values.countryCode}>{values.countryCode}</option>}
        </SelectField>
        <Field id={ids.city} label={t('profile.city')} error={errorOf('city')}>
          {(control) => (
            <CityField
              control={control}
              value={values.city}
              cities={cityList}
              chooseLabel={choose}
              onChoose={(city) => set('city', city, { collegeName: '' })}
              onType={(city) => set('city', city, { collegeName: '' })}
              disabled={!values.countryCode}
            />
          )}
        </Field>
        <CollegeField
          key={`${values.countryCode}:${values.city}`}
          ids={{ list: ids.collegeName, typed: ids.collegeOther }}
          value={values.collegeName}
          list={collegesKey === null ? null : colleges.state}
          onChange={(college) => set('collegeName', college)}
          error={errorOf('collegeName')}
          labels={{
            college: t('profile.college'),
            collegeName: t('profile.collegeName'),
            other: t('profile.otherCollege'),
            choose,
          }}
        />
        <SelectField
          id={ids.profession}
          label={t('profile.profession')}
          error={errorOf('profession')}
          value={values.profession}
          onChange={(event) => set('profession', event.target.value)}
        >
          <option value="" disabled>
            {choose}
          </option>
          {(professions.state.status === 'ready'
            ? professions.state.data
            : values.profession
              ? [values.profession]
              : []
          ).map((profession) => (
            <option key={profession} value={profession}>
              {profession}
            </option>
          ))}
        </SelectField>
        {errors.form && (
          <p role="alert" className={`${ERROR_CLASS} sm:col-span-2`}>
            {t(errors.form)}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" fullWidth className="sm:w-auto" disabled={!isDirty} loading={isBusy}>
            {isBusy ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
