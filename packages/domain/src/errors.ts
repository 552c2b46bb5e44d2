import { FORM_MESSAGES } from './form-messages';

/**
 * The error catalogue: every error code the api can answer with, its HTTP status and the
 * message users see (the spec's words, section 8, where it gives them). One table, used by
 * the api to answer and by the web to turn an answer back into an AppError.
 */
export const ERRORS = {
  // Generic request errors
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  VALIDATION_FAILED: { status: 400, message: 'Invalid request' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON' },
  UNAUTHORIZED: { status: 401, message: 'Missing accessToken or payload' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Route not found' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed on this route' },
  NOT_ACCEPTABLE: { status: 406, message: 'Not acceptable' },
  CONFLICT_IN_PROGRESS: { status: 409, message: 'Conflict: Resource already in progress' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  URL_INVALID: { status: 400, message: 'The address of this request is not valid' },
  URL_TOO_LONG: { status: 414, message: 'The address of this request is too long' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The address or headers of this request are too large' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later' },
  SOMETHING_WENT_WRONG: { status: 500, message: 'Something went wrong' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service temporarily unavailable' },

  // Sign-in and session (spec section 8)
  PHONE_ALREADY_EXISTS: { status: 409, message: 'Phone number already exists' },
  INVALID_REFRESH_TOKEN: { status: 400, message: 'Invalid refresh token' },
  WALLET_NOT_FOUND: { status: 422, message: 'Wallet not found' },

  // Sign-in codes and providers
  INVALID_PHONE_NUMBER: { status: 400, message: FORM_MESSAGES.validMobileNumber },
  OTP_INVALID: { status: 400, message: 'The code is not correct' },
  OTP_EXPIRED: { status: 400, message: 'The code has expired. Please ask for a new one.' },
  OTP_ATTEMPTS_EXCEEDED: { status: 429, message: 'Too many wrong codes. Please ask for a new one.' },
  OTP_RESEND_TOO_SOON: { status: 429, message: 'Please wait before asking for another code' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many attempts. Please try again later.' },
  OTP_DELIVERY_FAILED: { status: 502, message: 'The code could not be sent. Please try again.' },
  TELEGRAM_AUTH_INVALID: { status: 401, message: 'Telegram sign-in could not be verified' },
  GOOGLE_AUTH_FAILED: { status: 401, message: 'Google sign-in failed' },
  EMAIL_TAKEN: { status: 409, message: 'This email is already in use' },
  SIGN_IN_METHOD_DISABLED: { status: 404, message: 'This sign-in method is not enabled' },
  /** A permanent setting of the installation (no provider configured), not an outage. */
  FEATURE_DISABLED: { status: 403, message: 'This feature is not available on this installation' },
  LINK_CODE_INVALID: { status: 400, message: 'This sign-in link has expired or was already used' },
  IMAGE_NOT_JPEG: { status: 415, message: 'Only JPEG images are allowed' },
  DELETION_REQUESTED: { status: 409, message: 'This account is being deleted' },
  CSRF_REJECTED: { status: 403, message: 'This request did not come from the app' },

  // Claims (spec section 8)
  CLAIM_TRANSACTION_FAILED: {
    status: 422,
    message: 'Reward claim transaction failed. Please retry by signing the transaction again.',
  },
  TRANSACTION_FAILED: { status: 422, message: 'Transaction failed' },
  CLAIM_FAILED: { status: 422, message: 'Claim Failed' },
  CLAIM_UNSUCCESSFUL: {
    status: 422,
    message: 'Your reward claim transaction was unsuccessful. Please try again.',
  },
  TASK_LOCKED: { status: 409, message: 'Complete all active tasks to unlock this task.' },

  // POG (spec section 8)
  USERNAME_TAKEN: { status: 409, message: 'Username already taken!' },
  REFRESH_LIMIT_REACHED: { status: 429, message: 'Refresh limit reached' },
  MINT_FAILED: { status: 500, message: 'Something broke while minting your POG card.' },
  PAYMENT_FAILED: { status: 402, message: 'Payment Failed, Please try again!' },

  // Other (spec section 8)
  PREFERENCES_UPDATE_FAILED: { status: 422, message: 'Failed to update preferences' },
  FACE_NOT_DETECTED: { status: 422, message: 'Face not detected' },
  INSUFFICIENT_BALANCE: { status: 422, message: 'Not enough balance' },

  // Money: amounts, currencies and Idempotency-Key (the ledger)
  INVALID_AMOUNT: { status: 400, message: 'Invalid amount' },
  UNKNOWN_CURRENCY: { status: 400, message: 'Unknown currency' },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: 'This request needs an Idempotency-Key header (1 to 255 visible characters)',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request',
  },

  // The K-Store (vouchers and their redemption)
  VOUCHER_NOT_FOUND: { status: 404, message: 'This voucher does not exist' },
  VOUCHER_UNAVAILABLE: { status: 409, message: 'This voucher is not on sale right now' },
  VOUCHER_OUT_OF_STOCK: { status: 409, message: 'This voucher is sold out' },
  VOUCHER_SLUG_TAKEN: { status: 409, message: 'Another voucher already has this slug' },
  REDEMPTION_NOT_FOUND: { status: 404, message: 'No such redemption' },
  REDEMPTION_CLOSED: {
    status: 409,
    message: 'This redemption can no longer be completed. Please start again.',
  },
  PHONE_NUMBER_REQUIRED: {
    status: 422,
    message: 'Verify your mobile number on your profile to receive the code for this voucher',
  },

  // KYC (identity verification for payouts)
  KYC_NOT_FOR_REGION: { status: 422, message: 'This document is not asked for in your region' },
  KYC_PREREQUISITE_MISSING: { status: 409, message: 'Verify the document before this one first' },
  KYC_CHECK_IN_PROGRESS: { status: 409, message: 'A check of this document is already in progress' },
  KYC_ALREADY_VERIFIED: { status: 409, message: 'This document is already verified' },
  KYC_NOTHING_TO_UPDATE: { status: 409, message: 'There is no verified account to update yet' },
  KYC_DOCUMENT_IN_USE: { status: 409, message: 'This document is already linked to another account' },
  KYC_NOT_COMPLETED: { status: 403, message: 'Complete your KYC first' },
  /** No configured provider checks this document (a setting of the installation, not an outage). */
  KYC_DOCUMENT_NOT_CHECKED_HERE: {
    status: 403,
    message: 'This document cannot be checked on this installation yet',
  },
  KYC_BONUS_UNAVAILABLE: { status: 404, message: 'There is no KYC bonus to claim' },
  KYC_BONUS_ALREADY_CLAIMED: { status: 409, message: 'The KYC bonus was already claimed' },

  // Earnings (collect-earning)
  EARNING_NOT_FOUND: { status: 404, message: 'Earning not found' },
  EARNING_ALREADY_COLLECTED: { status: 409, message: 'This earning has already been collected' },
  EARNING_BEING_COLLECTED: { status: 409, message: 'This earning is being collected right now' },
  EARNING_EXPIRED: { status: 410, message: 'This earning has expired' },
  NO_EARNINGS_TO_COLLECT: { status: 422, message: 'You have no earnings to collect' },
  KYC_REQUIRED_TO_COLLECT: { status: 403, message: 'Complete your KYC to collect your earnings' },
  COUNTRY_NOT_VERIFIED: {
    status: 403,
    message: 'Verify your phone number in your profile to collect your earnings: it tells which rules apply',
  },
  EARNING_ALREADY_AWARDED: {
    status: 409,
    message: 'An earning from this source was already awarded to this user',
  },

  // The game catalogue and game usernames
  GAME_NOT_FOUND: { status: 404, message: 'This game does not exist' },
  GAME_SLUG_TAKEN: { status: 409, message: 'Another game already has this slug' },
  GAME_USERNAME_NOT_FOUND: { status: 404, message: 'No username is linked to this game' },
  GAME_USERNAME_TAKEN: {
    status: 409,
    message: 'This game account is already linked to another user',
  },

  // K-Quest
  QUEST_NOT_FOUND: { status: 404, message: 'This quest does not exist' },
  QUEST_ENDED: { status: 410, message: 'This quest has ended' },
  QUEST_NOT_STARTED_YET: { status: 409, message: 'This quest has not started yet' },
  QUEST_FULL: { status: 409, message: 'No slots are left in this quest' },
  QUEST_ALREADY_STARTED: { status: 409, message: 'You have already started this quest' },
  QUEST_NOT_JOINED: { status: 409, message: 'Start the quest before submitting a proof' },
  STAGE_NOT_FOUND: { status: 404, message: 'This stage does not exist' },
  STAGE_ALREADY_COMPLETED: { status: 409, message: 'You have already completed this stage' },
  PROOF_TYPE_MISMATCH: { status: 400, message: 'This stage asks for another kind of proof' },
  PROOF_METHOD_MISMATCH: { status: 400, message: 'This stage takes its proof by another method' },
  PROOF_ALREADY_SUBMITTED: { status: 409, message: 'You have already submitted a proof for this stage' },
  PROOF_VALUE_TAKEN: { status: 409, message: 'This proof was already submitted by another user' },
  PROOF_NOT_FOUND: { status: 404, message: 'This proof does not exist' },
  PROOF_ALREADY_REVIEWED: { status: 409, message: 'This proof was already reviewed' },
  CLAN_CHIEF_ONLY: { status: 403, message: 'Only clan chiefs can submit this proof' },

  // Third-party games: clients, the redirect, the code exchange and game API validation
  THIRD_PARTY_CLIENT_NOT_FOUND: { status: 404, message: 'This game client does not exist' },
  THIRD_PARTY_CLIENT_QUEST_MISMATCH: { status: 400, message: 'This quest is not played in this game' },
  THIRD_PARTY_CLIENT_INVALID: { status: 401, message: 'Client authentication failed' },
  THIRD_PARTY_CODE_INVALID: {
    status: 400,
    message: 'The authorization code is invalid, expired, already used or issued to another client',
  },
  THIRD_PARTY_TOKEN_INVALID: { status: 401, message: 'The player token is invalid or expired' },
  REPORT_SIGNATURE_INVALID: { status: 401, message: 'The report signature is missing or invalid' },
  REPORT_TIMESTAMP_STALE: { status: 401, message: 'The report timestamp is too old or in the future' },
  REPORT_REPLAYED: { status: 409, message: 'This report was already received' },
  STAGE_NOT_GAME_VALIDATED: { status: 400, message: 'This stage is not completed by the game' },
  REPORT_FREE_PLAY: { status: 400, message: 'Free play has nothing to report' },
  REPORT_STAGE_MISMATCH: {
    status: 400,
    message: 'A quest report names its stage; a tournament report names none',
  },

  // Tournaments
  TOURNAMENT_NOT_FOUND: { status: 404, message: 'This tournament does not exist' },
  TOURNAMENT_ENDED: { status: 409, message: 'This tournament has ended' },
  TOURNAMENT_FULL: { status: 409, message: 'No places are left in this tournament' },
  TOURNAMENT_ALREADY_JOINED: { status: 409, message: 'You have already joined this tournament' },
  TOURNAMENT_NOT_JOINED: { status: 409, message: 'Join the tournament before playing it' },
  TOURNAMENT_NOT_LIVE: { status: 409, message: 'This tournament is not live: scores are not counted now' },
  TOURNAMENT_ALREADY_STARTED: { status: 409, message: 'A tournament cannot be changed once it has started' },
  TOURNAMENT_GAME_MISMATCH: { status: 400, message: 'This tournament is not played in this game' },
  TOURNAMENT_PAID_ENTRY_BLOCKED: {
    status: 403,
    message: 'Paid entry to tournaments with cash prizes is not available in your country',
  },

  // Linked social accounts (X, Discord, Google, Steam, Telegram)
  // A setting of the installation, not an outage: 404, as for a sign-in method not enabled.
  SOCIAL_PROVIDER_NOT_CONFIGURED: {
    status: 404,
    message: 'This account cannot be connected on this installation yet',
  },
  SOCIAL_REDIRECT_NOT_ALLOWED: { status: 400, message: 'This redirect URI is not on this site' },
  SOCIAL_STATE_INVALID: {
    status: 400,
    message: 'This connection attempt has expired or was already used. Please start again.',
  },
  SOCIAL_AUTH_FAILED: { status: 401, message: 'The account could not be verified. Please try again.' },
  SOCIAL_ACCOUNT_TAKEN: { status: 409, message: 'This account is already linked to another user' },
  SOCIAL_ALREADY_LINKED: { status: 409, message: 'Another account of this provider is already linked' },
  SOCIAL_ACCOUNT_NOT_LINKED: { status: 404, message: 'This account is not linked' },
  SOCIAL_RECONNECT_REQUIRED: {
    status: 409,
    message: 'The connection to this account has expired. Please connect it again.',
  },
  SOCIAL_PROVIDER_UNAVAILABLE: {
    status: 502,
    message: 'The provider did not answer as expected. Please try again later.',
  },

  // K-Drop campaigns, the task engine, rewards and referrals
  CAMPAIGN_NOT_FOUND: { status: 404, message: 'This campaign does not exist' },
  CAMPAIGN_NOT_LIVE: { status: 409, message: 'This campaign is not live: its tasks cannot be done now' },
  CAMPAIGN_NOT_STARTED: { status: 409, message: 'Start the campaign before validating its tasks' },
  CAMPAIGN_COUNTRY_UNKNOWN: {
    status: 403,
    message: 'This campaign is open to some countries only: set your country in your profile to join it',
  },
  CAMPAIGN_NOT_IN_YOUR_COUNTRY: { status: 403, message: 'This campaign is not open in your country' },
  CAMPAIGN_SLUG_TAKEN: { status: 409, message: 'Another campaign already has this slug' },
  CAMPAIGN_STATUS_CHANGE_REFUSED: {
    status: 409,
    message: 'A campaign cannot move to this status from its own',
  },
  CAMPAIGN_REWARD_LOCKED: { status: 409, message: 'The reward cannot change once someone has claimed it' },
  TASK_NOT_FOUND: { status: 404, message: 'This task does not exist' },
  TASK_TYPE_NOT_SUPPORTED: {
    status: 422,
    message: 'No validator checks this task type on this installation: it cannot be added',
  },
  TASK_CONFIG_INVALID: { status: 400, message: 'The settings of this task are not valid for its type' },
  TASK_NOT_APPEALABLE: {
    status: 409,
    message: 'Only a failed check of a requirement or of what you submitted can be appealed',
  },
  APPEAL_ALREADY_PENDING: { status: 409, message: 'Your appeal of this task is already being reviewed' },
  APPEAL_NOT_FOUND: { status: 404, message: 'This appeal does not exist' },
  APPEAL_ALREADY_DECIDED: { status: 409, message: 'This appeal was already decided' },
  CAMPAIGN_TASKS_INCOMPLETE: { status: 409, message: 'Complete every task before claiming the reward' },
  CAMPAIGN_NOT_CLAIMABLE: { status: 409, message: 'The reward of this campaign cannot be claimed now' },
  CAMPAIGN_POOL_EXHAUSTED: { status: 409, message: 'The reward pool is used up' },
  REWARD_ALREADY_CLAIMED: { status: 409, message: 'You have already claimed this reward' },
  CLAIM_SIGNATURE_REQUIRED: {
    status: 422,
    message: 'Sign the claim with your wallet to receive this reward',
  },
  REFERRAL_CODE_NOT_FOUND: { status: 404, message: 'This referral code does not exist' },
  REFERRAL_OWN_CODE: { status: 400, message: 'You cannot use your own referral code' },
  REFERRAL_ALREADY_APPLIED: { status: 409, message: 'A referral code was already applied to your account' },
  REFERRAL_WINDOW_CLOSED: {
    status: 409,
    message: 'A referral code can only be applied in the first days after signing up',
  },

  // External EVM wallets: Sign-In with Ethereum (EIP-4361), several per user
  EVM_CHAIN_NOT_SUPPORTED: {
    status: 400,
    message: 'This network is not supported here. Switch your wallet to a supported network and try again.',
  },
  SIWE_MESSAGE_INVALID: {
    status: 400,
    message: 'This sign-in message could not be read. Please start again.',
  },
  SIWE_DOMAIN_MISMATCH: { status: 400, message: 'This sign-in message was made for another website' },
  SIWE_NONCE_INVALID: {
    status: 400,
    message: 'This sign-in request is unknown or was already used. Please start again.',
  },
  SIWE_NONCE_EXPIRED: { status: 400, message: 'This sign-in request has expired. Please start again.' },
  SIWE_CHAIN_MISMATCH: {
    status: 400,
    message: 'The message names another network than the one this sign-in was started on',
  },
  SIWE_ADDRESS_MISMATCH: {
    status: 400,
    message: 'The message names another wallet than the one this sign-in was started for',
  },
  SIWE_SIGNATURE_INVALID: { status: 400, message: 'The signature does not match this wallet and message' },
  EVM_WALLET_TAKEN: { status: 409, message: 'This wallet is already linked to another account' },
  EVM_WALLET_LIMIT_REACHED: {
    status: 409,
    message: 'You have linked as many wallets as an account can have',
  },
  EVM_WALLET_NOT_FOUND: { status: 404, message: 'This wallet is not linked to your account' },
  EVM_WALLET_REQUIRED: { status: 409, message: 'Connect an EVM wallet first' },

  // The platform's own art.
  ART_ICON_NOT_FOUND: { status: 404, message: 'No glyph of that name in the art' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The body of every error the api sends. */
export type ErrorBody = { statusCode: number; errorCode: ErrorCode; message: string; details?: unknown };

/** Whether a string is a code of the catalogue. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code);
}

/** A coded error: thrown by services, answered by the api, rebuilt by the web. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: unknown;

  constructor(code: ErrorCode, options: { message?: string; details?: unknown; cause?: unknown } = {}) {
    super(options.message ?? ERRORS[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERRORS[code].status;
    this.details = options.details;
  }

  /** The wire shape of this error. */
  toBody(): ErrorBody {
    const body: ErrorBody = { statusCode: this.statusCode, errorCode: this.code, message: this.message };
    if (this.details !== undefined) body.details = this.details;
    return body;
  }

  /** Rebuilds an AppError from an api answer; anything unexpected becomes SOMETHING_WENT_WRONG. */
  static fromBody(body: unknown): AppError {
    if (body && typeof body === 'object' && 'errorCode' in body && isErrorCode(body.errorCode)) {
      const message = 'message' in body && typeof body.message === 'string' ? body.message : undefined;
      return new AppError(body.errorCode, { message, details: 'details' in body ? body.details : undefined });
    }
    return new AppError('SOMETHING_WENT_WRONG');
  }
}
