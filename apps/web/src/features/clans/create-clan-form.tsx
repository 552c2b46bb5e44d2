import { useId, useMemo, useState, type FormEvent } from 'react';
import type { CodeChallenge } from '@kp/contract/auth';
import type { ClanDetail } from '@kp/contract/clans';
import { CLAN_FORM_MESSAGES, clanFormSchema, REFERRER_COUNTRY_CODE_DEFAULT } from '@kp/domain/clan-form';
import { CLAN_IMAGE_SIZES, CLAN_LIMITS } from '@kp/domain/clans';
import { COUNTRIES, countryName } from '@kp/domain/countries';

import { CityField } from '../../components/city-field';
import { listCities } from '../../lib/locations-api';
import { fieldMessageKey } from '../../lib/messages';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ERROR_CLASS, Field, TextArea, TextField } from '../../ui/field';
import { Select, SelectField } from '../../ui/select-field';
import { clanErrorText, codeOf } from './clan-errors';
import { ClanImageUpload, type UploadedClanImage } from './clan-image-upload';
import { ClanCodeModal } from './clan-modals';
import { createClan, sendClanCode } from './clans-api';

type Values = {
  clanName: string;
  city: string;
  country: string;
  description: string;
  referrerPhoneNumber: string;
  referrerPhoneNumberCountryCode: string;
};
type Field = keyof Values | 'clanLogo' | 'bannerImage';
type Errors = Partial<Record<Field | 'form', string>>;

const FIELDS: readonly Field[] = [
  'clanName',
  'country',
  'city',
  'clanLogo',
  'bannerImage',
  'description',
  'referrerPhoneNumberCountryCode',
  'referrerPhoneNumber',
];
const isField = (name: unknown): name is Field => FIELDS.includes(name as Field);

/** The country a new clan is in until the chief chooses another. */
const DEFAULT_COUNTRY = 'IN';

/**
 * The clan form (spec section 3: clanName, city, country, clanLogo, bannerImage, description,
 * referrerPhoneNumber with its country, default IN), checked by the domain's schema, then the
 * `create clan` one-time code sent to the chief's verified number; the new clan comes back to
 * `onCreated`. Logo and banner are uploaded as they are chosen (JPEG only).
 */
export function CreateClanForm({
  onCreated,
  onCancel,
}: {
  onCreated: (clan: ClanDetail) => void;
  onCancel: () => void;
}) {
  const { t, language } = useTranslation();
  const lang = language;
  const ids = {
    clanName: useId(),
    city: useId(),
    country: useId(),
    description: useId(),
    referrerPhoneNumber: useId(),
    referrerPhoneNumberCountryCode: useId(),
    clanLogo: useId(),
    bannerImage: useId(),
    title: useId(),
  };
  const [values, setValues] = useState<Values>({
    clanName: '',
    city: '',
    country: DEFAULT_COUNTRY,
    description: '',
    referrerPhoneNumber: '',
    referrerPhoneNumberCountryCode: REFERRER_COUNTRY_CODE_DEFAULT,
  });
  const [logo, setLogo] = useState<UploadedClanImage | null>(null);
  const [banner, setBanner] = useState<UploadedClanImage | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setIsBusy] = useState(false);
  const [challenge, setChallenge] = useState<CodeChallenge | null>(null);
  const cities = useLoad(`cities:${values.country}`, (signal) => listCities(values.country, signal));
  const countries = useMemo(
    () =>
      [...COUNTRIES].map((c) => ({
        code: c.code,
        name: countryName(c, lang),
        flag: c.flag,
        dial: c.dial_code,
      })),
    [lang],
  );

  // The clan form's own rules say their limits as parameters of the reader's language.
  const MESSAGE_TEXT: Record<string, () => string> = {
    [CLAN_FORM_MESSAGES.clanNameLength]: () => t('clans.form.nameLength', CLAN_LIMITS.clanName),
    [CLAN_FORM_MESSAGES.clanNameCharacters]: () => t('clans.form.nameCharacters'),
    [CLAN_FORM_MESSAGES.descriptionLength]: () => t('clans.form.descriptionLength', CLAN_LIMITS.description),
  };
  const textOf = (message: string) => MESSAGE_TEXT[message]?.() ?? t(fieldMessageKey(message));

  const set = (field: keyof Values, value: string, reset: Partial<Values> = {}) => {
    setValues((current) => ({ ...current, [field]: value, ...reset }));
    setErrors(({ [field]: _, form: __, ...rest }) => rest);
  };

  function focusField(field: Field) {
    document.getElementById(ids[field])?.focus();
  }

  const form = () => ({ ...values, clanLogo: logo?.imageId ?? null, bannerImage: banner?.imageId ?? null });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = clanFormSchema.safeParse(form());
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (isField(field)) found[field] ??= textOf(issue.message);
      }
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) focusField(first);
      return;
    }
    setIsBusy(true);
    setErrors({});
    try {
      setChallenge(await sendClanCode('create_clan'));
    } catch (caught) {
      setErrors({ form: clanErrorText(t, caught) });
    } finally {
      setIsBusy(false);
    }
  }

  async function create(code: { challengeId: string; code: string }) {
    const checked = clanFormSchema.parse(form());
    try {
      onCreated(await createClan(checked, code));
    } catch (caught) {
      const errorCode = codeOf(caught);
      // A wrong or expired code is said in the code's modal; anything else belongs to the form.
      if (errorCode.startsWith('OTP_') || errorCode === 'TOO_MANY_ATTEMPTS') throw caught;
      setChallenge(null);
      if (errorCode === 'CLAN_NAME_TAKEN') {
        setErrors({ clanName: clanErrorText(t, caught) });
        focusField('clanName');
      } else setErrors({ form: clanErrorText(t, caught) });
    }
  }

  const cityList = cities.state.status === 'ready' && cities.state.data.length > 0 ? cities.state.data : null;
  const preview = (image: UploadedClanImage | null, type: 'logo' | 'banner') =>
    image && (
      <img
        src={image.url}
        alt=""
        width={CLAN_IMAGE_SIZES[type].width}
        height={CLAN_IMAGE_SIZES[type].height}
        className={
          type === 'logo'
            ? 'size-20 rounded-xl object-cover'
            : 'aspect-[3/1] h-auto w-full rounded-control object-cover'
        }
      />
    );
  const imageError = (field: 'clanLogo' | 'bannerImage') =>
    errors[field] && (
      <p id={`${ids[field]}-error`} className={ERROR_CLASS}>
        {errors[field]}
      </p>
    );

  return (
    <Card as="section" aria-labelledby={ids.title} className="p-4 sm:p-6">
      <h2 id={ids.title} className="mb-4 text-title font-semibold">
        {t('clans.createTitle')}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={ids.clanName}
          label={t('clans.form.clanName')}
          error={errors.clanName}
          maxLength={CLAN_LIMITS.clanName.max}
          autoComplete="off"
          value={values.clanName}
          onChange={(event) => set('clanName', event.target.value)}
          className="sm:col-span-2"
        />
        <SelectField
          id={ids.country}
          label={t('clans.form.country')}
          error={errors.country}
          value={values.country}
          onChange={(event) => set('country', event.target.value, { city: '' })}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.flag} ${c.name}`}
            </option>
          ))}
        </SelectField>
        <Field id={ids.city} label={t('clans.form.city')} error={errors.city}>
          {(control) =>
            cities.state.status === 'loading' ? (
              <Select {...control} disabled aria-busy="true" value="">
                <option value="">{t('clans.loading')}</option>
              </Select>
            ) : (
              <CityField
                control={control}
                value={values.city}
                cities={cityList}
                chooseLabel={t('clans.form.choose')}
                onChoose={(city) => set('city', city)}
                onType={(city) => set('city', city)}
                maxLength={CLAN_LIMITS.city.max}
              />
            )
          }
        </Field>
        <div className="space-y-2">
          <p className="field-label">{t('clans.form.logo')}</p>
          {preview(logo, 'logo')}
          <ClanImageUpload
            page="create-clan"
            imageType="logo"
            label={logo ? t('clans.replaceLogo') : t('clans.form.chooseLogo')}
            hint={t('clans.imageHint')}
            onUploaded={(image) => {
              setLogo(image);
              setErrors(({ clanLogo: _, ...rest }) => rest);
            }}
          />
          {imageError('clanLogo')}
        </div>
        <div className="space-y-2">
          <p className="field-label">{t('clans.form.banner')}</p>
          {preview(banner, 'banner')}
          <ClanImageUpload
            page="create-clan"
            imageType="banner"
            label={banner ? t('clans.replaceBanner') : t('clans.form.chooseBanner')}
            hint={t('clans.imageHint')}
            onUploaded={(image) => {
              setBanner(image);
              setErrors(({ bannerImage: _, ...rest }) => rest);
            }}
          />
          {imageError('bannerImage')}
        </div>
        <Field
          id={ids.description}
          label={t('clans.form.description')}
          hint={t('clans.form.optional')}
          error={errors.description}
          className="sm:col-span-2"
        >
          {(control) => (
            <TextArea
              {...control}
              rows={3}
              maxLength={CLAN_LIMITS.description.max}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        </Field>
        <SelectField
          id={ids.referrerPhoneNumberCountryCode}
          label={t('clans.form.referrerCountry')}
          error={errors.referrerPhoneNumberCountryCode}
          value={values.referrerPhoneNumberCountryCode}
          onChange={(event) => set('referrerPhoneNumberCountryCode', event.target.value)}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.flag} ${c.name} (\u2066${c.dial}\u2069)`}
            </option>
          ))}
        </SelectField>
        <TextField
          id={ids.referrerPhoneNumber}
          label={t('clans.form.referrer')}
          hint={t('clans.form.referrerHint')}
          error={errors.referrerPhoneNumber}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
          value={values.referrerPhoneNumber}
          onChange={(event) => set('referrerPhoneNumber', event.target.value)}
        />
        {errors.form && (
          <p role="alert" className={`${ERROR_CLASS} sm:col-span-2`}>
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" loading={isBusy}>
            {isBusy ? t('clans.sendingCode') : t('clans.form.submit')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('clans.cancel')}
          </Button>
        </div>
      </form>
      {challenge && (
        <ClanCodeModal
          title={t('clans.createCodeTitle')}
          challenge={challenge}
          verifyLabel={t('clans.form.create')}
          onVerify={create}
          onClose={() => setChallenge(null)}
        />
      )}
    </Card>
  );
}
