import { useId, useState, type FormEvent } from 'react';
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
import { Button } from '../../ui/button';
import { Card, CARD_TITLE_CLASS } from '../../ui/card';
import { ERROR_CLASS, Field, LABEL_CLASS, TextField } from '../../ui/field';
import { Select } from '../../ui/select-field';
import { submitClanChiefApplication } from './clan-chief-api';
import { CityField } from '../../components/city-field';
import { CollegeField } from '../../components/college-field';

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
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setIsBusy] = useState(false);
  const ids = {
    email: useId(),
    phoneNumber: useId(),
    chiefCity: useId(),
    isCollageName: useId(),
    collegeName: useId(),
    collegeOther: useId(),
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

  function focusField(field: Field) {
    // The college typed in, when it is, else the list; a radio group by its chosen answer.
    const typed = field === 'collegeName' ? document.getElementById(ids.collegeOther) : null;
    const id = field === 'isCollageName' ? `${ids.isCollageName}-${values.isCollageName}` : ids[field];
    (typed ?? document.getElementById(id))?.focus();
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

  const errorOf = (field: Field) => (errors[field] ? t(errors[field]) : undefined);
  const choose = t('clanChief.choose');

  return (
    <Card as="section" aria-labelledby={ids.title} className="p-4 sm:p-6">
      <h2 id={ids.title} className={CARD_TITLE_CLASS}>
        {previous ? t('clanChief.applyAgainTitle') : t('clanChief.formTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={ids.email}
          label={t('clanChief.email')}
          error={errorOf('email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          maxLength={CLAN_CHIEF_FIELD_MAX_LENGTH.email}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <TextField
          id={ids.phoneNumber}
          label={t('clanChief.phone')}
          hint={t('clanChief.phoneHint')}
          error={errorOf('phoneNumber')}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel"
          maxLength={CLAN_CHIEF_FIELD_MAX_LENGTH.phoneNumber}
          value={values.phoneNumber}
          onChange={(event) => set('phoneNumber', event.target.value)}
        />
        <Field id={ids.chiefCity} label={t('clanChief.city')} error={errorOf('chiefCity')}>
          {(control) =>
            cities.state.status === 'loading' ? (
              <Select {...control} disabled aria-busy="true" value="">
                <option value="">{t('clanChief.loadingList')}</option>
              </Select>
            ) : (
              // No list for this country (or it could not load): the city is typed in.
              <CityField
                control={control}
                value={values.chiefCity}
                cities={cityList}
                chooseLabel={choose}
                onChoose={(name) => set('chiefCity', name, { collegeName: '' })}
                onType={(name) => set('chiefCity', name, { collegeName: '' })}
                maxLength={CLAN_CHIEF_FIELD_MAX_LENGTH.chiefCity}
              />
            )
          }
        </Field>
        <fieldset
          aria-describedby={errors.isCollageName ? `${ids.isCollageName}-error` : undefined}
          className="min-w-0"
        >
          <legend className={LABEL_CLASS}>{t('clanChief.isCollageName')}</legend>
          <div className="flex gap-6">
            {YES_NO.map((answer) => (
              <label key={answer} className="flex items-center gap-2 py-2 text-text">
                <input
                  id={`${ids.isCollageName}-${answer}`}
                  type="radio"
                  name={ids.isCollageName}
                  value={answer}
                  checked={values.isCollageName === answer}
                  onChange={() => set('isCollageName', answer, { collegeName: '' })}
                  className="size-4 accent-primary"
                />
                {answer === 'Yes' ? t('clanChief.yes') : t('clanChief.no')}
              </label>
            ))}
          </div>
          {errors.isCollageName && (
            <p id={`${ids.isCollageName}-error`} className={ERROR_CLASS}>
              {t(errors.isCollageName)}
            </p>
          )}
        </fieldset>
        {values.isCollageName === 'Yes' && (
          <CollegeField
            key={city}
            ids={{ list: ids.collegeName, typed: ids.collegeOther }}
            value={values.collegeName}
            list={collegesKey === null ? null : colleges.state}
            onChange={(college) => set('collegeName', college)}
            error={errorOf('collegeName')}
            labels={{
              college: t('clanChief.college'),
              collegeName: t('clanChief.collegeName'),
              other: t('clanChief.otherCollege'),
              choose,
            }}
            maxLength={CLAN_CHIEF_FIELD_MAX_LENGTH.collegeName}
          />
        )}
        {errors.form && (
          <p role="alert" className={`${ERROR_CLASS} sm:col-span-2`}>
            {t(errors.form)}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button fullWidth type="submit" loading={isBusy} className="sm:w-auto">
            {isBusy ? t('clanChief.submitting') : t('clanChief.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
