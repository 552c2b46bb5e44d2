import { ERRORS } from './error-catalogue';
import { fillTemplate, matchTemplate } from './templates';

/** The error catalogue (error-catalogue.ts): code → status and words. */
export { ERRORS };

export type ErrorCode = keyof typeof ERRORS;

/** The value of a parameter of a message: a name, a number, an id. */
export type ErrorParamValue = string | number;
export type ErrorParams = Readonly<Record<string, ErrorParamValue>>;

/** The names of the `{parameters}` of a message. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
/**
 * The named cases of a code that clients already know by that code, each with its own words:
 * `new AppError('CONFLICT_IN_PROGRESS', { variant: 'already_clan_chief' })`. The answer keeps the
 * code and names the case in `variant`; the web words the case, else the code.
 */
export type ErrorVariantOf<C extends ErrorCode> = (typeof ERRORS)[C] extends { variants: infer V }
  ? keyof V & string
  : never;
type VariantMessage<C extends ErrorCode, V extends string> = (typeof ERRORS)[C] extends {
  variants: infer M;
}
  ? V extends keyof M
    ? M[V] & string
    : never
  : never;
/** The parameters a code's message names (never when it names none). */
export type ErrorParamsOf<C extends ErrorCode> = Placeholders<(typeof ERRORS)[C]['message']>;

type ErrorOptions = { details?: unknown; cause?: unknown };
type ParamsFor<M extends string> = [Placeholders<M>] extends [never]
  ? { params?: never }
  : { params: Readonly<Record<Placeholders<M>, ErrorParamValue>> };
type ArgsOf<C extends ErrorCode> =
  | ([ErrorParamsOf<C>] extends [never]
      ? [code: C, options?: ErrorOptions & { variant?: never; params?: never }]
      : [code: C, options: ErrorOptions & { variant?: never } & ParamsFor<(typeof ERRORS)[C]['message']>])
  | {
      [V in ErrorVariantOf<C>]: [
        code: C,
        options: ErrorOptions & { variant: V } & ParamsFor<VariantMessage<C, V>>,
      ];
    }[ErrorVariantOf<C>]
  // A variable naming one of several cases that name no parameter.
  | [code: C, options: ErrorOptions & { variant: PlainVariantOf<C>; params?: never }];
type PlainVariantOf<C extends ErrorCode> = {
  [V in ErrorVariantOf<C>]: [Placeholders<VariantMessage<C, V>>] extends [never] ? V : never;
}[ErrorVariantOf<C>];
/** The codes whose message names no parameter (a variable of several of them can be thrown as is). */
export type PlainErrorCode = { [C in ErrorCode]: [ErrorParamsOf<C>] extends [never] ? C : never }[ErrorCode];
/** What `new AppError(…)` takes: a code, its case if any, and the parameters its message names. */
export type AppErrorArgs =
  { [C in ErrorCode]: ArgsOf<C> }[ErrorCode] | [code: PlainErrorCode, options?: ErrorOptions];

/** The words of a code, or of one of its cases (undefined for a case it does not have). */
function wordsOf(code: ErrorCode, variant?: string): string | undefined {
  const entry: { message: string; variants?: Readonly<Record<string, string>> } = ERRORS[code];
  if (variant === undefined) return entry.message;
  return entry.variants && Object.hasOwn(entry.variants, variant) ? entry.variants[variant] : undefined;
}

/** Whether a code has this case. */
export function isErrorVariant(code: ErrorCode, variant: unknown): variant is string {
  return typeof variant === 'string' && variant !== '' && wordsOf(code, variant) !== undefined;
}

/**
 * A code's message (or its case's) with its parameters filled in (a parameter not given stays as
 * `{name}`).
 */
export function errorMessage(code: ErrorCode, params?: ErrorParams, variant?: string): string {
  return fillTemplate(wordsOf(code, variant) ?? ERRORS[code].message, params);
}

/** The codes of a request's fields (the rule in the comment at the top). */
export type FieldErrorCode = 'VALIDATION_FAILED' | 'INVALID_AMOUNT' | 'TASK_CONFIG_INVALID';

/**
 * A field of a request a service's check refused: its path, a machine reason in snake_case, and
 * the values the rule names, if any (a length's `min` and `max`).
 */
export type FieldProblem = { field: string; reason: string; [value: string]: string | number };

/** The body of every error the api sends. */
export type ErrorBody = {
  statusCode: number;
  errorCode: ErrorCode;
  /** The case of the code, when the error is one of its named cases. */
  variant?: string;
  message: string;
  params?: ErrorParams;
  details?: unknown;
};

/** Whether a string is a code of the catalogue. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code);
}

function isParams(value: unknown): value is ErrorParams {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

type AnyOptions = ErrorOptions & { variant?: string | undefined; params?: ErrorParams | undefined };

/** A coded error: thrown by services, answered by the api, rebuilt by the web. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** The named case of the code (ERRORS[code].variants), if the error is one. */
  readonly variant: string | undefined;
  /** The values of the message's `{parameters}`, for the web to word the code with. */
  readonly params: ErrorParams | undefined;
  readonly details: unknown;

  constructor(...args: AppErrorArgs) {
    const [code, options = {}] = args as [ErrorCode, AnyOptions?];
    const variant = isErrorVariant(code, options.variant) ? options.variant : undefined;
    super(errorMessage(code, options.params, variant), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERRORS[code].status;
    this.variant = variant;
    this.params = options.params;
    this.details = options.details;
  }

  /**
   * A field refused by a service's own check: VALIDATION_FAILED with the fields and their
   * reasons in `details`, and a message naming them ("Invalid request: endsAt (not_after_starts_at)").
   */
  static invalidFields(
    problems: readonly FieldProblem[],
    options: { code?: FieldErrorCode; cause?: unknown } = {},
  ): AppError {
    const error = new AppError(options.code ?? 'VALIDATION_FAILED', {
      details: problems,
      cause: options.cause,
    });
    const named = problems.map((p) => `${p.field} (${p.reason})`).join('; ');
    return withMessage(error, named ? `${error.message}: ${named}` : error.message);
  }

  /**
   * A field refused by a rule that has words of its own (the request schema's, the domain's field
   * rules: see the comment at the top), said in those words.
   */
  static fieldRule(code: FieldErrorCode, words: string, options: ErrorOptions = {}): AppError {
    return withMessage(new AppError(code, options), words);
  }

  /** The wire shape of this error. */
  toBody(): ErrorBody {
    const body: ErrorBody = { statusCode: this.statusCode, errorCode: this.code, message: this.message };
    if (this.variant !== undefined) body.variant = this.variant;
    if (this.params !== undefined) body.params = this.params;
    if (this.details !== undefined) body.details = this.details;
    return body;
  }

  /**
   * Rebuilds an AppError from an api answer (its message as the api said it); anything
   * unexpected becomes SOMETHING_WENT_WRONG.
   */
  static fromBody(body: unknown): AppError {
    if (body && typeof body === 'object' && 'errorCode' in body && isErrorCode(body.errorCode)) {
      const code = body.errorCode;
      const params = 'params' in body && isParams(body.params) ? body.params : undefined;
      const details = 'details' in body ? body.details : undefined;
      const variant = 'variant' in body && isErrorVariant(code, body.variant) ? body.variant : undefined;
      const error = anyAppError(code, { variant, params, details });
      const message = 'message' in body && typeof body.message === 'string' ? body.message : undefined;
      return message === undefined ? error : withMessage(error, message);
    }
    return new AppError('SOMETHING_WENT_WRONG');
  }
}

/** The one way a message differs from the catalogue's (fieldRule, invalidFields, fromBody). */
function withMessage(error: AppError, message: string): AppError {
  error.message = message;
  return error;
}

/** An AppError of any code, case and parameters, as read from an answer (fromBody). */
function anyAppError(code: ErrorCode, options: AnyOptions): AppError {
  return new (AppError as unknown as new (code: ErrorCode, options: AnyOptions) => AppError)(code, options);
}

/** A coded error kept with a record (why a payout failed): what the web words it by. */
export type StoredError = { errorCode: ErrorCode; variant?: string; params?: ErrorParams };

/**
 * The code (its case, its parameters) whose words are this message: reads back a message that
 * was kept as text (a failed payout's reason, written before reasons had codes), so the reader
 * gets it in their language; null for words the catalogue does not have.
 */
export function errorOfMessage(message: string): StoredError | null {
  for (const code of Object.keys(ERRORS) as ErrorCode[]) {
    const entry: { message: string; variants?: Readonly<Record<string, string>> } = ERRORS[code];
    const cases: [string | undefined, string][] = [
      [undefined, entry.message],
      ...Object.entries(entry.variants ?? {}),
    ];
    for (const [variant, words] of cases) {
      const params = matchTemplate(words, message);
      if (!params) continue;
      return {
        errorCode: code,
        ...(variant === undefined ? {} : { variant }),
        ...(Object.keys(params).length > 0 ? { params } : {}),
      };
    }
  }
  return null;
}
