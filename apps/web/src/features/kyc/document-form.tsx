import { useId, useRef, useState, type FormEvent } from 'react';
import type { ParseKeys } from 'i18next';
import type { z } from 'zod';
import type { KycStatus } from '@kp/contract/kyc';
import {
  aadhaarSchema,
  cpfSchema,
  kycNameSchema,
  panSchema,
  pixKeySchema,
  type KycDocument,
} from '@kp/domain/kyc';
import { bankAccountSchema, ifscSchema } from '@kp/domain/validation';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS, TextField } from '../../ui/field';
import { sendDocument, type DocumentValues } from './kyc-api';
import { kycErrorKey, kycFieldMessageKey } from './kyc-messages';

type FieldSpec = {
  name: string;
  labelKey: ParseKeys;
  hintKey?: ParseKeys;
  schema: z.ZodType<string, string>;
  inputMode?: 'text' | 'numeric' | 'email';
  autoComplete?: string;
  autoCapitalize?: 'characters' | 'words' | 'none';
  maxLength: number;
  /** A number or code: written left to right whatever the page's direction. */
  isCode?: boolean;
};

/** The fields of each document's form, each checked by the domain's rule for it. */
const FORMS: Readonly<Record<KycDocument, readonly FieldSpec[]>> = {
  pan: [
    {
      name: 'pan',
      labelKey: 'kyc.fields.pan',
      hintKey: 'kyc.fieldHints.pan',
      schema: panSchema,
      autoCapitalize: 'characters',
      maxLength: 12,
      isCode: true,
    },
    {
      name: 'name',
      labelKey: 'kyc.fields.panName',
      schema: kycNameSchema,
      autoComplete: 'name',
      autoCapitalize: 'words',
      maxLength: 100,
    },
  ],
  aadhaar: [
    {
      name: 'aadhaar',
      labelKey: 'kyc.fields.aadhaar',
      hintKey: 'kyc.fieldHints.aadhaar',
      schema: aadhaarSchema,
      inputMode: 'numeric',
      maxLength: 14,
      isCode: true,
    },
  ],
  bank: [
    {
      name: 'accountNumber',
      labelKey: 'kyc.fields.accountNumber',
      hintKey: 'kyc.fieldHints.accountNumber',
      schema: bankAccountSchema,
      inputMode: 'numeric',
      maxLength: 18,
      isCode: true,
    },
    {
      name: 'confirmAccountNumber',
      labelKey: 'kyc.fields.confirmAccountNumber',
      schema: bankAccountSchema,
      inputMode: 'numeric',
      maxLength: 18,
      isCode: true,
    },
    {
      name: 'ifsc',
      labelKey: 'kyc.fields.ifsc',
      hintKey: 'kyc.fieldHints.ifsc',
      schema: ifscSchema,
      autoCapitalize: 'characters',
      maxLength: 11,
      isCode: true,
    },
  ],
  cpf: [
    {
      name: 'cpf',
      labelKey: 'kyc.fields.cpf',
      hintKey: 'kyc.fieldHints.cpf',
      schema: cpfSchema,
      inputMode: 'numeric',
      maxLength: 14,
      isCode: true,
    },
    {
      name: 'name',
      labelKey: 'kyc.fields.cpfName',
      schema: kycNameSchema,
      autoComplete: 'name',
      autoCapitalize: 'words',
      maxLength: 100,
    },
  ],
  pix: [
    {
      name: 'key',
      labelKey: 'kyc.fields.pixKey',
      hintKey: 'kyc.fieldHints.pixKey',
      schema: pixKeySchema,
      autoCapitalize: 'none',
      maxLength: 100,
      isCode: true,
    },
  ],
};

type Errors = Partial<Record<string, ParseKeys>>;

/** Checks every field by its rule; the values as the api takes them, or the errors. */
function validate(
  fields: readonly FieldSpec[],
  values: DocumentValues,
): { values: DocumentValues } | { errors: Errors } {
  const errors: Errors = {};
  const parsed: DocumentValues = {};
  for (const field of fields) {
    const result = field.schema.safeParse(values[field.name] ?? '');
    if (result.success) parsed[field.name] = result.data;
    else errors[field.name] = kycFieldMessageKey(result.error.issues[0]?.message ?? '');
  }
  if (!errors['confirmAccountNumber'] && 'confirmAccountNumber' in parsed) {
    if (parsed['confirmAccountNumber'] !== parsed['accountNumber'])
      errors['confirmAccountNumber'] = 'kyc.validation.accountNumbersDiffer';
    delete parsed['confirmAccountNumber'];
  }
  return Object.keys(errors).length ? { errors } : { values: parsed };
}

/**
 * The form of one document: its fields checked by the same rules as the api's, in the spec's
 * words; sent, the status the api answers with (the document pending) replaces the page's. The
 * numbers typed are cleared once sent: the page keeps no more of them than the api shows.
 */
export function DocumentForm({
  document,
  isUpdate = false,
  onSent,
  onCancel,
}: {
  document: KycDocument;
  isUpdate?: boolean;
  onSent: (status: KycStatus) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const fields = FORMS[document];
  const empty = () => Object.fromEntries(fields.map((f) => [f.name, ''])) as DocumentValues;
  const [values, setValues] = useState<DocumentValues>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<ParseKeys | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const idOf = (name: string) => `${baseId}-${name}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    setFormError(null);
    const result = validate(fields, values);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = fields.find((f) => result.errors[f.name]);
      if (first) (formRef.current?.elements.namedItem(first.name) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    setIsBusy(true);
    try {
      const status = await sendDocument(document, result.values, isUpdate);
      setValues(empty());
      onSent(status);
    } catch (error) {
      setFormError(kycErrorKey(error));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-4 space-y-4" aria-busy={isBusy}>
      {fields.map((field) => {
        const id = idOf(field.name);
        const error = errors[field.name];
        return (
          <TextField
            key={field.name}
            id={id}
            label={t(field.labelKey)}
            hint={field.hintKey && t(field.hintKey)}
            error={error && t(error)}
            name={field.name}
            value={values[field.name] ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [field.name]: value }));
              setErrors(({ [field.name]: _, ...rest }) => rest);
            }}
            inputMode={field.inputMode ?? 'text'}
            autoComplete={field.autoComplete ?? 'off'}
            autoCapitalize={field.autoCapitalize ?? 'none'}
            spellCheck={false}
            maxLength={field.maxLength}
            dir={field.isCode ? 'ltr' : undefined}
            controlClassName={field.isCode ? 'font-mono' : undefined}
          />
        );
      })}
      {formError && (
        <p role="alert" className={ERROR_CLASS}>
          {t(formError)}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button fullWidth type="submit" loading={isBusy}>
          {isBusy ? t('kyc.sending') : t('kyc.verify')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('kyc.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
