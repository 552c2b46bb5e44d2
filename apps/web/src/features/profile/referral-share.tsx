import type { ReferralCampaignCode } from '@kp/contract/referral-campaign';
import { BRAND_NAME } from '@kp/domain/brand';
import { referralShareAddresses, type ReferralShareChannel } from '@kp/domain/referral-campaign';
import { CopyButton } from '../../components/copy-button';
import { useTranslation } from '../../lib/use-translation';
import { buttonClass } from '../../ui/button';
import { showToast } from '../../ui/toast';

/** The channels with a share address of their own; `more` is the system's share sheet, else a copy. */
const CHANNELS = ['x', 'telegram', 'whatsapp', 'facebook'] as const satisfies readonly ReferralShareChannel[];

/** The caller's code and referral link, each with a copy button, and the link shared to each channel. */
export function ReferralShare({ code }: { code: ReferralCampaignCode }) {
  const { t } = useTranslation();
  const message = t('referral.shareMessage', { brand: BRAND_NAME, code: code.code });
  const addresses = referralShareAddresses(code.shareLinks, message);

  async function more() {
    const nav = globalThis.navigator;
    if (typeof nav?.share === 'function') {
      await nav.share({ title: t('referral.title'), text: message, url: addresses.more }).catch(() => {});
      return;
    }
    const copied = await nav?.clipboard?.writeText(addresses.more).then(
      () => true,
      () => false,
    );
    showToast(copied ? t('referral.linkCopied') : t('copy.failed'), copied ? 'success' : 'error');
  }

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
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {CHANNELS.map((channel) => (
            <li key={channel}>
              <a
                href={addresses[channel]}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass({ variant: 'secondary', fullWidth: true })}
              >
                {t(`referral.channel.${channel}`)}
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => void more()}
              className={buttonClass({ variant: 'secondary', fullWidth: true })}
            >
              {t('referral.channel.more')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
