import { POG_ERRORS } from './error-catalogue-pog';
import { FORM_MESSAGES } from './form-messages';

/**
 * The error catalogue: every error code the api can answer with, its HTTP status and the
 * message users see (the spec's words, section 8, where it gives them). One table, used by
 * the api to answer and by the web to turn an answer back into an AppError.
 *
 * How an error is said (issue "One shape for every module"):
 * - Every refusal has a code of its own, thrown as `new AppError(code, { variant, params, details,
 *   cause })`. A service never throws a generic code (NOT_FOUND, BAD_REQUEST, UNAUTHORIZED) with
 *   words of its own: it adds a code here, next to the related ones. The message is always the
 *   catalogue's: there is no message option (the one exception is below, a field's rule's words).
 * - A code that clients already know (a test or a screen relies on it: CONFLICT_IN_PROGRESS,
 *   SERVICE_UNAVAILABLE, RATE_LIMITED …) and that one case says more precisely keeps its code and
 *   names the case: `variants`, each with its words here (`{ variant: 'already_clan_chief' }`).
 *   The answer carries `variant` beside the code.
 * - `{name}` in a message is a parameter, given in `params` (the constructor's type asks for
 *   exactly the ones the message or the case names): names of products, providers and documents,
 *   numbers, ids, headers, never a sentence. The answer carries them,
 *   `{ statusCode, errorCode, variant?, message, params?, details? }`, and the web words the code
 *   (or its case) with them in the reader's language (apps/web/src/lib/messages.ts, errorText).
 * - Fields of a request, one rule whoever finds the problem (the request's schema or a service):
 *   VALIDATION_FAILED (INVALID_AMOUNT for an amount, whose `details` say the `problem`;
 *   TASK_CONFIG_INVALID for a task's settings), `details` the list of the fields refused as the
 *   request schema's refusals have it, one `{ field, … }` each: the schema's with its words in
 *   `message`, a service's check with a machine `reason` in snake_case (and the values the rule
 *   names, `min`, `max` …). The message:
 *   - a service's own check (`AppError.invalidFields`): the catalogue's, naming each field and its
 *     reason ("Invalid request: endsAt (not_after_starts_at)"), never a sentence written at the throw;
 *   - a rule that has words of its own (`AppError.fieldRule`): the request schema's description
 *     ("body/amount: …"), and the domain's field rules' words (FORM_MESSAGES, VALIDATION_MESSAGES,
 *     KYC_MESSAGES, the game login and proof rules, the prize table, the amounts' rules: the spec's
 *     words where it gives them, 'Please enter valid PIX key'), which the web words by those
 *     words (FIELD_MESSAGE_KEYS). This is the one message not in this table: a rule's words live
 *     with the rule, beside the schema that applies it, and clients already read them.
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
  CONFLICT_IN_PROGRESS: {
    status: 409,
    message: 'Conflict: Resource already in progress',
    variants: {
      // Clan chief applications (the spec's conflict, with the case said).
      already_clan_chief: 'You are already a clan chief',
      application_decided: 'This application was already decided',
    },
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  URL_INVALID: { status: 400, message: 'The address of this request is not valid' },
  URL_TOO_LONG: { status: 414, message: 'The address of this request is too long' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The address or headers of this request are too large' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  RATE_LIMITED: {
    status: 429,
    message: 'Too many requests, please try again later',
    variants: {
      // The task engine's limits (TASK_VALIDATION_RATE_LIMITS).
      task_validations_per_user: 'Too many validations in a minute: please wait a moment and try again',
      task_validations_per_task:
        'This task was checked several times in a minute: please wait a moment before trying again',
    },
  },
  SOMETHING_WENT_WRONG: { status: 500, message: 'Something went wrong' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'Service temporarily unavailable',
    variants: {
      payment_provider_unreachable: 'The payment provider cannot be reached. Please try again.',
      payment_provider_gone: 'The payment provider of this order is no longer available',
      claim_signatures_unavailable: 'Reward claims by wallet signature are not available',
    },
  },

  // Sign-in and session (spec section 8)
  PHONE_ALREADY_EXISTS: { status: 409, message: 'Phone number already exists' },
  INVALID_REFRESH_TOKEN: { status: 400, message: 'Invalid refresh token' },
  WALLET_NOT_FOUND: { status: 422, message: 'Wallet not found' },

  // Users and their profile pictures
  USER_NOT_FOUND: { status: 404, message: 'No such user' },
  PROFILE_PICTURE_NOT_FOUND: { status: 404, message: 'This user has no profile picture' },

  // Sign-in codes and providers
  INVALID_PHONE_NUMBER: {
    status: 400,
    message: FORM_MESSAGES.validMobileNumber,
    variants: { not_verified: 'Please enter the mobile number verified on your account' },
  },
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

  // POG (spec section 8); the card's minting, avatars and scores: error-catalogue-pog.ts
  ...POG_ERRORS,
  USERNAME_TAKEN: { status: 409, message: 'Username already taken!' },
  REFRESH_LIMIT_REACHED: { status: 429, message: 'Refresh limit reached' },
  MINT_FAILED: { status: 500, message: 'Something broke while minting your POG card.' },
  PAYMENT_FAILED: { status: 402, message: 'Payment Failed, Please try again!' },

  // Other (spec section 8)
  PREFERENCES_UPDATE_FAILED: { status: 422, message: 'Failed to update preferences' },
  FACE_NOT_DETECTED: { status: 422, message: 'Face not detected' },
  /** The spec's not-enough-balance message, naming the currency (K-Cash, the reward token…). */
  INSUFFICIENT_BALANCE: { status: 422, message: 'Not enough {currency} balance' },

  // Money: amounts, currencies and Idempotency-Key (the ledger)
  INVALID_AMOUNT: { status: 400, message: 'Invalid amount' },
  UNKNOWN_CURRENCY: {
    status: 400,
    message: 'Unknown currency',
    variants: {
      // Buying K-Cash: the currencies with a rate and a payment provider.
      not_sold_here: 'Unknown currency "{currency}": one of {accepted}',
      nothing_sold_here: 'K-Cash cannot be bought here: no payment provider is set up',
    },
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: 'This request needs an Idempotency-Key header (1 to 255 visible characters)',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request',
    variants: { ledger_movement: 'This idempotency key was already used for another movement' },
  },
  LEDGER_ENTRY_NOT_FOUND: { status: 404, message: 'No such ledger entry' },

  // Buying K-Cash: orders, the payment providers and their webhooks (server to server)
  ORDER_NOT_FOUND: { status: 404, message: 'No such order' },
  PAYMENT_PROVIDER_NOT_FOUND: { status: 404, message: 'This payment provider is not set up here' },
  WEBHOOK_SIGNATURE_MISSING: { status: 400, message: 'Missing {header} header' },
  WEBHOOK_SIGNATURE_MALFORMED: { status: 400, message: 'Malformed {header} header' },
  WEBHOOK_EVENT_ID_INVALID: { status: 400, message: 'Missing or malformed {header} header' },
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: 'The webhook signature does not match' },
  WEBHOOK_TOO_OLD: {
    status: 401,
    message: 'The webhook signature is too old',
    variants: { older_than_retries: 'The webhook is older than {provider} retries' },
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
  // `{document}`: the document's name (KYC_DOCUMENT_NAMES); the web words these by the document
  // in `details` (apps/web/src/features/kyc/kyc-messages.ts).
  KYC_NOT_FOR_REGION: { status: 422, message: 'The {document} is not asked for in your region' },
  KYC_PREREQUISITE_MISSING: { status: 409, message: 'Verify your {document} first' },
  KYC_CHECK_IN_PROGRESS: { status: 409, message: 'A check of this document is already in progress' },
  KYC_ALREADY_VERIFIED: {
    status: 409,
    message: 'This document is already verified',
    variants: { same_number: 'This {document} is already your verified one' },
  },
  KYC_NOTHING_TO_UPDATE: { status: 409, message: 'There is no verified account to update yet' },
  KYC_DOCUMENT_IN_USE: { status: 409, message: 'This {document} is already linked to another account' },
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
  GAME_IMAGE_NOT_FOUND: { status: 404, message: 'This game has no such image' },
  GAME_SLUG_TAKEN: { status: 409, message: 'Another game already has this slug' },
  GAME_USERNAME_NOT_FOUND: { status: 404, message: 'No username is linked to this game' },
  GAME_USERNAME_TAKEN: {
    status: 409,
    message: 'This game account is already linked to another user',
  },

  // The site's content: banners and articles
  BANNER_NOT_FOUND: { status: 404, message: 'This banner does not exist' },
  ARTICLE_NOT_FOUND: { status: 404, message: 'This article does not exist' },
  ARTICLE_SLUG_TAKEN: { status: 409, message: 'Another article already has this slug' },

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

  // Clan chief applications
  CLAN_CHIEF_APPLICATION_NOT_FOUND: { status: 404, message: 'No such clan chief application' },

  // Clans: creating, deleting, joining, leaving, their images; {days}: whole days left of a rule's wait
  CLAN_NOT_FOUND: { status: 404, message: 'This clan does not exist' },
  CLAN_NAME_TAKEN: { status: 409, message: 'Another clan already has this name' },
  CLAN_CHIEF_NOT_APPROVED: {
    status: 403,
    message: 'Only a clan chief whose application was approved can create a clan',
  },
  CLAN_ALREADY_MEMBER: { status: 409, message: 'You are already in a clan' },
  CLAN_FULL: { status: 409, message: 'This clan is full' },
  CLAN_NOT_MEMBER: { status: 404, message: 'You are not in a clan' },
  CLAN_MEMBER_NOT_FOUND: { status: 404, message: 'This user is not a member of this clan' },
  CLAN_NOT_CHIEF: { status: 403, message: 'Only the chief of this clan can do this' },
  CLAN_CHIEF_CANNOT_LEAVE: {
    status: 409,
    message: 'A clan chief cannot leave or be removed from their clan: they can delete it',
  },
  CLAN_DELETE_TOO_SOON: { status: 409, message: 'This clan is too new to be deleted. Days left: {days}' },
  CLAN_REJOIN_TOO_SOON: {
    status: 409,
    message: 'You left a clan recently. Days before you can join one again: {days}',
  },
  CLAN_RECREATE_TOO_SOON: {
    status: 409,
    message: 'You deleted a clan recently. Days before you can create another: {days}',
  },
  CLAN_IMAGE_NOT_FOUND: { status: 404, message: 'This clan image does not exist' },
  CLAN_PHONE_REQUIRED: {
    status: 422,
    message: 'Verify your mobile number on your profile to receive the code for your clan',
  },

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
  // Leaderboards
  LEADERBOARD_NOT_FOUND: { status: 404, message: 'This leaderboard does not exist' },
  LEADERBOARD_PERIOD_UNSUPPORTED: {
    status: 400,
    message: 'This kind of leaderboard has no periods: ask without one',
  },
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
    // The reasons of PaidEntryRefusal (tournaments.ts).
    variants: {
      country_blocked:
        'Paid entry to tournaments with cash prizes is not available in your country (real-money games are banned there)',
      country_unknown:
        'Paid entry to tournaments with cash prizes needs your country: verify your phone number in your profile',
    },
  },

  // Linked social accounts (X, Discord, Google, Steam, Telegram)
  // A setting of the installation, not an outage: 404, as for a sign-in method not enabled.
  SOCIAL_PROVIDER_NOT_CONFIGURED: {
    status: 404,
    message: '{provider} is not connected on this installation yet: it cannot be linked for now',
  },
  SOCIAL_REDIRECT_NOT_ALLOWED: {
    status: 400,
    message: 'This redirect URI is not on this site',
    variants: { not_a_url: 'The redirect URI is not a URL' },
  },
  SOCIAL_STATE_INVALID: {
    status: 400,
    message: 'This connection attempt has expired or was already used. Please start again.',
  },
  SOCIAL_AUTH_FAILED: {
    status: 401,
    message: '{provider} did not accept this connection. Please try again.',
    variants: { not_confirmed: '{provider} could not confirm this account. Please try again.' },
  },
  SOCIAL_ACCOUNT_TAKEN: { status: 409, message: 'This {provider} account is already linked to another user' },
  SOCIAL_ALREADY_LINKED: {
    status: 409,
    message: 'Another {provider} account is already connected to your profile: disconnect it first',
  },
  SOCIAL_ACCOUNT_NOT_LINKED: {
    status: 404,
    message: 'No {provider} account is connected to your profile',
    variants: { signs_in: 'Your {provider} account is how you sign in: it stays connected' },
  },
  SOCIAL_RECONNECT_REQUIRED: {
    status: 409,
    message: 'The connection to your {provider} account has expired. Please connect it again.',
    variants: {
      refused: '{provider} no longer accepts the connection to your account. Please connect it again.',
    },
  },
  SOCIAL_PROVIDER_UNAVAILABLE: {
    status: 502,
    message: '{provider} did not answer as expected. Please try again in a few minutes.',
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
  CAMPAIGN_REWARD_LOCKED: {
    status: 409,
    message: 'The reward cannot change once someone has claimed it',
    variants: { pool_funded: 'The reward currency cannot change once the pool is funded' },
  },
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

  // Operators' uploaded pictures (images.ts).
  IMAGE_NOT_SUPPORTED: { status: 415, message: 'Only PNG, JPEG or WebP images are allowed' },
  IMAGE_TOO_LARGE: { status: 413, message: 'This image has too many pixels: use a smaller one' },
  IMAGE_NOT_FOUND: { status: 404, message: 'No such image' },
} as const satisfies Record<
  string,
  { status: number; message: string; variants?: Readonly<Record<string, string>> }
>;
