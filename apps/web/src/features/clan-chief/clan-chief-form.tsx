import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import type { SessionUser } from '@kp/contract/auth';
import type { ClanChiefApplication } from '@kp/contract/clan-chief';
import { clanChiefApplicationSchema } from '@kp/domain/clan-chief';
import { CLAN_CHIEF_FIELD_MAX_LENGTH, IS_COLLAGE_NAME_DEFAULT, YES_NO, type YesNo } from '@kp/domain/clans';
import { AppError } from '@kp/domain/errors';
import { phoneFromWaId } from '@kp/domain/phone';
import { listCities, listColleges } from '../../lib/locations-api';
import { ERROR_KEYS, fieldMessageKey } from '../../lib/messages';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import {
  ERROR_CLASS,
  FIELD_CLASS,
  HINT_CLASS,
  LABEL_CLASS,
  PRIMARY_BUTTON_CLASS,
} from '../../ui/form-styles';
import { submitClanChiefApplication } from './clan-chief-api';
import { SECTION_CLASS, SECTION_TITLE_CLASS } from './clan-chief-styles';
import { CityField } from '../../ui/city-field';

/** The colleges list's last choice, for a college it does not name (then typed in). */
const OTHER_COLLEGE = 'Other';

/** The country whose city list the form offers when the verified number tells none. */
const DEFAULT_COUNTRY = 'IN';

type Values = {
  email: string;
  phoneNumber: string;
  chiefCity: string;
  isCollageName: YesNo;
  collegeName: string;
};
type Field = keyof Values;
type Errors = Partial<Record<Field | 'form', ParseKeys>>;

const FIELDS: readonly Field[] = ['email', 'phoneNumber', 'chiefCity', 'isCollageName', 'collegeName'];

const isField = (name: unknown): name is Field => FIELDS.includes(name as Field);

/** The body the api takes: trimmed, and the college name only when the chief names a college. */
function bodyOf(values: Values) {
  return {
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    chiefCity: values.chiefCity.trim(),
    isCollageName: values.isCollageName,
    ...(values.isCollageName === 'Yes' ? { collegeName: values.collegeName.trim() } : {}),
  };
}

/** The first message of each field, as locale keys (the domain's words are the spec's). */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= fieldMessageKey(issue.message);
  }
  return errors;
}

/**
 * The clan chief application form: email, the chief's mobile number (filled with the number
 * verified on the account, the only one the api takes), city from the country's list, and, when
 * the chief is from a college, the college from the city's list ('Other' for one typed in). For an
 * account with a verified number only (the page offers to verify one first).
 */
export function ClanChiefForm({
  user,
  previous,
  onSubmitted,
  onAlreadyOpen,
}: {
  user: SessionUser;
  /** A rejected application, whose details start the new one. */
  previous: ClanChiefApplication | null;
  onSubmitted: (application: ClanChiefApplication) => void;
  onAlreadyOpen: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => ({
    email: previous?.email || user.email || '',
    phoneNumber: user.phoneNumber ?? '',
    chiefCity: previous?.chiefCity ?? '',
    isCollageName: previous?.isCollageName ?? IS_COLLAGE_NAME_DEFAULT,
    collegeName: previous?.collegeName ?? '',
  }));
  const [isOtherCollege, setIsOtherCollege] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setIsBusy] = useState(false);
  const ids = {
    email: useId(),
    phoneNumber: useId(),
    chiefCity: useId(),
    isCollageName: useId(),
    collegeName: useId(),
    collegeOther: useId(),
    phoneHint: useId(),
    title: useId(),
  };

  const country = phoneFromWaId(user.phoneNumber ?? '')?.country ?? DEFAULT_COUNTRY;
  const cities = useLoad(`cities:${country}`, (signal) => listCities(country, signal));
  const city = values.chiefCity.trim();
  const collegesKey = values.isCollageName === 'Yes' && city ? `colleges:${country}:${city}` : null;
  const colleges = useLoad(collegesKey, (signal) => listColleges(country, city, signal));

  const set = (field: Field, value: string, reset: Partial<Values> = {}) => {
    setValues((current) => ({ ...current, [field]: value, ...reset }));
    setErrors(({ [field]: _, form: __, ...rest }) => rest);
  };

  const cityList = cities.state.status === 'ready' && cities.state.data.length > 0 ? cities.state.data : null;
  const collegeList = colleges.state.status === 'ready' ? colleges.state.data : null;
  // A college typed in before (not on the list), or a list that could not load: the name is typed.
  const isCollegeTyped =
    isOtherCollege ||
    colleges.state.status === 'error' ||
    (collegeList !== null && values.collegeName !== '' && !collegeList.includes(values.collegeName));

  function focusField(field: Field) {
    const id =
      field === 'collegeName' && isCollegeTyped
        ? ids.collegeOther
        : field === 'isCollageName'
          ? `${ids.isCollageName}-${values.isCollageName}`
          : ids[field];
    document.getElementById(id)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(values);
    const checked = clanChiefApplicationSchema.safeParse(body);
    if (!checked.success) {
      const found = errorsOf(checked.error.issues);
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) focusField(first);
      return;
    }
    setIsBusy(true);
    setErrors({});
    try {
      const data = await submitClanChiefApplication(body);
      onSubmitted(data);
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'SOMETHING_WENT_WRONG';
      if (code === 'CONFLICT_IN_PROGRESS') {
        onAlreadyOpen();
      } else if (code === 'INVALID_PHONE_NUMBER') {
        setErrors({ phoneNumber: 'clanChief.phoneNotVerified' });
        focusField('phoneNumber');
      } else if (code === 'VALIDATION_FAILED' && error instanceof AppError && Array.isArray(error.details)) {
        const found = errorsOf(
          (error.details as { field?: unknown; message?: unknown }[]).map((detail) => ({
            path: [String(detail.field ?? '')],
            message: String(detail.message ?? ''),
          })),
        );
        setErrors(Object.keys(found).length ? found : { form: ERROR_KEYS.SOMETHING_WENT_WRONG });
      } else {
        setErrors({
          form:
            code === 'SERVICE_UNAVAILABLE' ? ERROR_KEYS.SERVICE_UNAVAILABLE : ERROR_KEYS.SOMETHING_WENT_WRONG,
        });
      }
    } finally {
      setIsBusy(false);
    }
  }

  const errorOf = (field: Field, id: string = ids[field]) =>
    errors[field] && (
      <p id={`${id}-error`} className={ERROR_CLASS}>
        {t(errors[field])}
      </p>
    );
  const describe = (field: Field, id: string = ids[field], hint?: string) => {
    const describedBy = [errors[field] ? `${id}-error` : null, hint].filter(Boolean).join(' ');
    return { 'aria-invalid': Boolean(errors[field]), 'aria-describedby': describedBy || undefined };
  };
  const row = (field: Field, label: string, control: ReactNode, extra?: ReactNode) => (
    <div>
      <label htmlFor={ids[field]} className={LABEL_CLASS}>
        {label}
      </label>
      {control}
      {extra}
      {errorOf(field)}
    </div>
  );
  const choose = t('clanChief.choose');

  let cityControl: ReactNode;
  if (cities.state.status === 'loading') {
    cityControl = (
      <select id={ids.chiefCity} disabled aria-busy="true" className={FIELD_CLASS} value="">
        <option value="">{t('clanChief.loadingList')}</option>
      </select>
    );
  } else {
    // No list for this country (or it could not load): the city is typed in.
    cityControl = (
      <CityField
        id={ids.chiefCity}
        value={values.chiefCity}
        cities={cityList}
        chooseLabel={choose}
        onChoose={(name) => {
          setIsOtherCollege(false);
          set('chiefCity', name, { collegeName: '' });
        }}
        onType={(name) => set('chiefCity', name, { collegeName: '' })}
        aria={describe('chiefCity')}
        maxLength={CLAN_CHIEF_FIELD_MAX_LENGTH.chiefCity}
      />
    );
  }

  return (
    <section aria-labelledby={ids.title} className={SECTION_CLASS}>
      <h2 id={ids.title} className={SECTION_TITLE_CLASS}>
        {previous ? t('clanChief.applyAgainTitle') : t('clanChief.formTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {row(
          'email',
          t('clanChief.email'),
          <input
            id={ids.email}
            type="email"
            dir="ltr"
            autoComplete="email"
            maxLength={CLAN_CHIEF_FIELD_MAX_LENGTH.email}
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            className={FIELD_CLASS}
            {...describe('email')}
          />,
        )}
        {row(
          'phoneNumber',
          t('clanChief.phone'),
          <input
            id={ids.phoneNumber}
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel"
            maxLength={CLAN_CHIEF_FIELD_MAX_LENGTH.phoneNumber}
            value={values.phoneNumber}
            onChange={(event) => set('phoneNumber', event.target.value)}
            className={FIELD_CLASS}
            {...describe('phoneNumber', ids.phoneNumber, ids.phoneHint)}
          />,
          <p id={ids.phoneHint} className={HINT_CLASS}>
            {t('clanChief.phoneHint')}
          </p>,
        )}
        {row('chiefCity', t('clanChief.city'), cityControl)}
        <fieldset
          aria-describedby={errors.isCollageName ? `${ids.isCollageName}-error` : undefined}
          className="min-w-0"
        >
          <legend className={LABEL_CLASS}>{t('clanChief.isCollageName')}</legend>
          <div className="flex gap-6">
            {YES_NO.map((answer) => (
              <label key={answer} className="flex items-center gap-2 py-2 text-slate-100">
                <input
                  id={`${ids.isCollageName}-${answer}`}
                  type="radio"
                  name={ids.isCollageName}
                  value={answer}
                  checked={values.isCollageName === answer}
                  onChange={() => {
                    setIsOtherCollege(false);
                    set('isCollageName', answer, { collegeName: '' });
                  }}
                  className="size-4 accent-amber-300 focus-visible:outline-2 focus-visible:outline-amber-300"
                />
                {answer === 'Yes' ? t('clanChief.yes') : t('clanChief.no')}
              </label>
            ))}
          </div>
          {errorOf('isCollageName')}
        </fieldset>
        {values.isCollageName === 'Yes' && colleges.state.status !== 'error' && (
          <div>
            <label htmlFor={ids.collegeName} className={LABEL_CLASS}>
              {t('clanChief.college')}
            </label>
            <select
              id={ids.collegeName}
              value={isCollegeTyped ? OTHER_COLLEGE : values.collegeName}
              disabled={!collegeList}
              aria-busy={collegesKey !== null && colleges.state.status === 'loading'}
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
              {(collegeList ?? []).map((college) => (
                <option key={college} value={college}>
                  {college === OTHER_COLLEGE ? t('clanChief.otherCollege') : college}
                </option>
              ))}
            </select>
            {!isCollegeTyped && errorOf('collegeName')}
          </div>
        )}
        {values.isCollageName === 'Yes' && isCollegeTyped && (
          <div>
            <label htmlFor={ids.collegeOther} className={LABEL_CLASS}>
              {t('clanChief.collegeName')}
            </label>
            <input
              id={ids.collegeOther}
              type="text"
              maxLength={CLAN_CHIEF_FIELD_MAX_LENGTH.collegeName}
              value={values.collegeName}
              onChange={(event) => set('collegeName', event.target.value)}
              className={FIELD_CLASS}
              {...describe('collegeName', ids.collegeOther)}
            />
            {errorOf('collegeName', ids.collegeOther)}
          </div>
        )}
        {errors.form && (
          <p role="alert" className={`${ERROR_CLASS} sm:col-span-2`}>
            {t(errors.form)}
          </p>
        )}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={isBusy}
            aria-busy={isBusy}
            className={`${PRIMARY_BUTTON_CLASS} sm:w-auto`}
          >
            {isBusy ? t('clanChief.submitting') : t('clanChief.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
