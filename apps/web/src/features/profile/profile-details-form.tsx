import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import type { Profile } from '@kp/contract/users';
import { AppError } from '@kp/domain/errors';
import { isLanguage } from '@kp/domain/languages';
import { citySchema, collegeNameSchema, firstNameSchema } from '@kp/domain/validation';
import { listCities, listColleges } from '../../lib/locations-api';
import { ERROR_KEYS, fieldMessageKey } from '../../lib/messages';
import { openModal } from '../../lib/modals';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { ERROR_CLASS, FIELD_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from '../../ui/form-styles';
import { SECTION_CLASS, SECTION_TITLE_CLASS } from './profile-styles';
import { useLeaveGuard } from './use-leave-guard';
import { CityField } from '../../ui/city-field';
import { listCountries, listProfessions, updateProfile } from './profile-api';

/** The colleges list's last choice, for a college it does not name (then typed in). */
const OTHER_COLLEGE = 'Other';

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
  const [isOtherCollege, setIsOtherCollege] = useState(false);
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
  const lang = isLanguage(language) ? language : 'en';

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
  const collegeList = colleges.state.status === 'ready' ? colleges.state.data : null;
  // A college typed in before (not on the list) shows as 'Other' with its name in the field.
  const isCollegeTyped =
    isOtherCollege ||
    (collegeList !== null && values.collegeName !== '' && !collegeList.includes(values.collegeName));

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
      document
        .getElementById(
          firstInvalid === 'collegeName' && isCollegeTyped ? ids.collegeOther : ids[firstInvalid],
        )
        ?.focus();
      return;
    }
    if (!isDirty) return;
    setIsBusy(true);
    try {
      const data = await updateProfile(changes);
      setValues(valuesOf(data));
      setIsOtherCollege(false);
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

  const error = (field: Field, id = ids[field]) =>
    errors[field] && (
      <p id={`${id}-error`} className={ERROR_CLASS}>
        {t(errors[field])}
      </p>
    );
  const describe = (field: Field, id = ids[field]) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${id}-error` : undefined,
  });
  const row = (field: Field, label: string, control: ReactNode) => (
    <div>
      <label htmlFor={ids[field]} className={LABEL_CLASS}>
        {label}
      </label>
      {control}
      {error(field)}
    </div>
  );
  const choose = t('profile.choose');

  return (
    <section aria-labelledby="profile-details" className={SECTION_CLASS}>
      <h2 id="profile-details" className={SECTION_TITLE_CLASS}>
        {t('profile.detailsTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {row(
          'firstName',
          t('profile.firstName'),
          <input
            id={ids.firstName}
            type="text"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(event) => set('firstName', event.target.value)}
            className={FIELD_CLASS}
            {...describe('firstName')}
          />,
        )}
        {row(
          'countryCode',
          t('profile.country'),
          <select
            id={ids.countryCode}
            value={values.countryCode}
            onChange={(event) => {
              setIsOtherCollege(false);
              set('countryCode', event.target.value, { city: '', collegeName: '' });
            }}
            className={FIELD_CLASS}
            {...describe('countryCode')}
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
          </select>,
        )}
        {row(
          'city',
          t('profile.city'),
          <CityField
            id={ids.city}
            value={values.city}
            cities={cityList}
            chooseLabel={choose}
            onChoose={(city) => {
              setIsOtherCollege(false);
              set('city', city, { collegeName: '' });
            }}
            onType={(city) => set('city', city, { collegeName: '' })}
            aria={describe('city')}
            disabled={!values.countryCode}
          />,
        )}
        <div>
          <label htmlFor={ids.collegeName} className={LABEL_CLASS}>
            {t('profile.college')}
          </label>
          <select
            id={ids.collegeName}
            value={isCollegeTyped ? OTHER_COLLEGE : values.collegeName}
            disabled={!collegeList}
            onChange={(event) => {
              const choice = event.target.value;
              setIsOtherCollege(choice === OTHER_COLLEGE);
              set('collegeName', choice === OTHER_COLLEGE ? '' : choice);
            }}
            className={FIELD_CLASS}
            {...(isCollegeTyped ? {} : describe('collegeName'))}
          >
            <option value="" disabled>
              {choose}
            </option>
            {(collegeList ?? (values.collegeName ? [values.collegeName] : [])).map((college) => (
              <option key={college} value={college}>
                {college === OTHER_COLLEGE ? t('profile.otherCollege') : college}
              </option>
            ))}
          </select>
          {!isCollegeTyped && error('collegeName')}
        </div>
        {isCollegeTyped && (
          <div>
            <label htmlFor={ids.collegeOther} className={LABEL_CLASS}>
              {t('profile.collegeName')}
            </label>
            <input
              id={ids.collegeOther}
              type="text"
              value={values.collegeName}
              onChange={(event) => set('collegeName', event.target.value)}
              className={FIELD_CLASS}
              {...describe('collegeName', ids.collegeOther)}
            />
            {error('collegeName', ids.collegeOther)}
          </div>
        )}
        {row(
          'profession',
          t('profile.profession'),
          <select
            id={ids.profession}
            value={values.profession}
            onChange={(event) => set('profession', event.target.value)}
            className={FIELD_CLASS}
            {...describe('profession')}
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
          </select>,
        )}
        {errors.form && (
          <p role="alert" className={`${ERROR_CLASS} sm:col-span-2`}>
            {t(errors.form)}
          </p>
        )}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={isBusy || !isDirty}
            aria-busy={isBusy}
            className={`${PRIMARY_BUTTON_CLASS} sm:w-auto`}
          >
            {isBusy ? t('profile.saving') : t('profile.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
