import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@kp/domain/social';
import { useTranslation } from '../../lib/use-translation';
import { Spinner } from '../../ui/spinner';

/** "Connecting your X account…" with a spinner: the look of the loading modal and of the way back. */
export function SocialConnectProgress({ provider }: { provider: SocialProvider }) {
  const { t } = useTranslation();
  return <Spinner label={t('social.connecting', { account: SOCIAL_PROVIDER_LABELS[provider] })} />;
}
