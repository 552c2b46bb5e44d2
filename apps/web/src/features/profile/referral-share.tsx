import type { ReferralCampaignCode } from '@kp/contract/referral-campaign';
import { BRAND_NAME } from '@kp/domain/brand';
import { referralShareAddresses } from '@kp/domain/referral-campaign';
import { CopyButton } from '../../components/copy-button';
import { ShareChannels } from '../../components/share-channels';
import { useTranslation } from '../../lib/use-translation';

/** The caller's code and referral link, each with a copy button, and the link shared to each channel. */
export function ReferralShare({ code }: { code: ReferralCampaignCode }) {
  const { t } = useTranslation();
  const message = t('referral.shareMessage', { brand: BRAND_NAME, code: code.code });
  const addresses = referralShareAddresses(code.shareLinks, message);

  return (
    <div className="space-y-4">
      <dl className="space-y-3">
        <div>
          <dt className="mb-1 text-label text-slate-300">{t('referral.yourCode')}</dt>
          <dd className="flex items-center gap-2">
            <span className="min-w-0 flex-1 rounded-control border border-border px-3 py-2 font-mono text-xl font-bold tracking-widest">
              {code.code}
            </span>
            <CopyButton text={code.code} label={t('referral.copyCode')} />
          </dd>
        </div>
        <div>
          <dt className="mb-1 text-label text-slate-300">{t('referral.yourLink')}</dt>
          <dd className="flex items-center gap-2">
            <bdi className="min-w-0 flex-1 truncate rounded-control border border-border px-3 py-2 text-sm">
              {code.link}
            </bdi>
            <CopyButton text={addresses.copy} label={t('referral.copyLink')} />
          </dd>
        </div>
      </dl>
      <div>
        <p className="mb-2 text-label text-slate-300">{t('referral.shareOn')}</p>
        <ShareChannels
          addresses={addresses}
          more={{ url: addresses.more, title: t('referral.title'), text: message }}
          labelOf={(channel) => t(`referral.channel.${channel}`)}
          copiedText={t('referral.linkCopied')}
          className="grid grid-cols-2 gap-2 sm:grid-cols-5"
        />
      </div>
    </div>
  );
}
