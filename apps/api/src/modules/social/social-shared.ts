import { AppError } from '@kp/domain/errors';
import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@kp/domain/social';
import { ProviderError } from '../../providers/oauth2/provider-http';
import type { SocialAccountRow } from './social.repository';
import type { LinkedAccount } from './social.service';

// Module-internal: what the links and the tokens both use: the module's errors, said the same way,
// and a linked account as the other modules see it.

export const label = (provider: SocialProvider) => SOCIAL_PROVIDER_LABELS[provider];

export function notConfigured(provider: SocialProvider): AppError {
  return new AppError('SOCIAL_PROVIDER_NOT_CONFIGURED', {
    params: { provider: label(provider) },
    details: { provider },
  });
}

export function unavailable(provider: SocialProvider, cause: unknown): AppError {
  return new AppError('SOCIAL_PROVIDER_UNAVAILABLE', {
    params: { provider: label(provider) },
    details: { provider },
    cause,
  });
}

export function notLinked(provider: SocialProvider): AppError {
  return new AppError('SOCIAL_ACCOUNT_NOT_LINKED', {
    params: { provider: label(provider) },
    details: { provider },
  });
}

/** A provider's refusal or failure, said in words a user can act on. */
export function providerFailure(provider: SocialProvider, error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ProviderError && error.kind === 'rejected')
    return new AppError('SOCIAL_AUTH_FAILED', {
      params: { provider: label(provider) },
      details: { provider, providerCode: error.providerCode },
      cause: error,
    });
  return unavailable(provider, error);
}

export function toLinkedAccount(row: SocialAccountRow): LinkedAccount {
  return {
    provider: row.provider as SocialProvider,
    externalId: row.externalId,
    handle: row.handle,
    displayName: row.displayName,
    linkedAt: row.linkedAt,
    source: 'link',
  };
}
