/**
 * Development conveniences never reach production (ARCHITECTURE.md). `npm start` on a fresh clone
 * runs on an outbox for codes, sandbox providers, demo data and secrets generated into the
 * database; each is refused under NODE_ENV=production, all of them named in one message, so an
 * operator fixes the whole list in one go. A leaked database backup must not let anyone forge
 * tokens or open sealed data: so every key comes from the environment, none from the database.
 */

/** The settings the refusals read (a slice of the parsed config). */
export type ProductionSettings = {
  NODE_ENV: string;
  AUTH_SECRET?: string | undefined;
  OTP_SENDER: string;
  EMAIL_SENDER: string;
  WALLET_ENCRYPTION_KEY?: unknown;
  KYC_ENCRYPTION_KEY?: unknown;
  VOUCHER_ENCRYPTION_KEY?: unknown;
  SEED_DEMO_DATA: boolean;
  DEV_CLOCK: boolean;
  PAYMENTS_PROVIDER: readonly string[];
  KYC_PROVIDER: readonly string[];
  TRUST_PROXY: unknown;
};

/**
 * What production gets when a variable is left unset, where development's default is a
 * convenience: no demo data, and no payment or KYC provider (buying K-Cash and KYC are then
 * switched off, FEATURE_DISABLED) until a real one is configured.
 */
export const PRODUCTION_DEFAULTS = {
  SEED_DEMO_DATA: 'false',
  PAYMENTS_PROVIDER: 'none',
  KYC_PROVIDER: 'none',
} as const;

/** One problem per variable at fault: what is wrong and what to set. */
export function productionProblems(config: ProductionSettings): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!config.AUTH_SECRET)
    problems.push(
      'AUTH_SECRET is unset (the secret would be generated into the database: a leaked backup could forge tokens), set 32+ random characters',
    );
  if (config.OTP_SENDER === 'outbox')
    problems.push('OTP_SENDER=outbox keeps sign-in codes where anyone can read them, set OTP_SENDER=twilio');
  if (config.EMAIL_SENDER === 'outbox')
    problems.push('EMAIL_SENDER=outbox never delivers email codes, set EMAIL_SENDER=sendgrid');
  const keys = [
    ['WALLET_ENCRYPTION_KEY', config.WALLET_ENCRYPTION_KEY, 'custodial wallet keys'],
    ['KYC_ENCRYPTION_KEY', config.KYC_ENCRYPTION_KEY, 'KYC document numbers'],
    ['VOUCHER_ENCRYPTION_KEY', config.VOUCHER_ENCRYPTION_KEY, 'voucher codes'],
  ] as const;
  for (const [name, value, what] of keys)
    if (!value)
      problems.push(
        `${name} is unset (${what} would be sealed with a key derived from a secret), set 32 random bytes (openssl rand -base64 32)`,
      );
  if (config.SEED_DEMO_DATA)
    problems.push(
      'SEED_DEMO_DATA=true would give every new account demo earnings and demo vouchers, unset it',
    );
  if (config.DEV_CLOCK)
    problems.push('DEV_CLOCK=true lets anyone move the clock every rule with days reads, unset it');
  if (config.PAYMENTS_PROVIDER.includes('sandbox'))
    problems.push('PAYMENTS_PROVIDER=sandbox lets anyone "pay" for K-Cash, choose a real provider or none');
  if (config.KYC_PROVIDER.includes('sandbox'))
    problems.push('KYC_PROVIDER=sandbox verifies nobody, choose a real provider or none');
  if (config.TRUST_PROXY === true)
    problems.push(
      'TRUST_PROXY=true believes every X-Forwarded-For hop, so any client picks its own address, give the number of proxies or their addresses',
    );
  return problems;
}

/**
 * What is allowed outside production but unsafe all the same: said in the log at every start
 * (production refuses these outright, see productionProblems).
 */
export function unsafeSettingWarnings(config: Pick<ProductionSettings, 'TRUST_PROXY'>): string[] {
  const warnings: string[] = [];
  if (config.TRUST_PROXY === true)
    warnings.push(
      'TRUST_PROXY=true believes every X-Forwarded-For hop: any client picks its own address and rate-limit bucket (refused in production; give the number of proxies instead)',
    );
  return warnings;
}
