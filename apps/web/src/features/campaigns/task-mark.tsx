import type { ComponentType } from 'react';
import { BadgeCheck, ExternalLink, Gamepad2, KeyRound, UserPlus, type LucideProps } from 'lucide-react';
import { siDiscord, siEthereum, siGoogle, siSteam, siTelegram, siX, type SimpleIcon } from 'simple-icons';
import type { TaskType } from '@kp/domain/tasks';
import { useTranslation } from '../../lib/use-translation';
import { formatNumber } from '@kp/domain/display';

/** The platform a task is done on: a brand's mark, or a plain icon for the platform's own tasks. */
type Mark = { brand: SimpleIcon } | { icon: ComponentType<LucideProps>; labelKey: MarkLabel };
type MarkLabel = 'referral' | 'visit' | 'game' | 'code' | 'profile';

const X = { brand: siX };
const DISCORD = { brand: siDiscord };
const TELEGRAM = { brand: siTelegram };
const WALLET = { brand: siEthereum };

const MARKS: Record<TaskType, Mark> = {
  link_twitter: X,
  twitter_comment: X,
  twitter_like: X,
  twitter_retweet: X,
  twitter_follow: X,
  twitter_brand_in_profile_name: X,
  twitter_hashtag_tweet: X,
  twitter_share_referral: X,
  twitter_bio: X,
  share_pog_card_on_x: X,
  link_discord: DISCORD,
  join_discord_server: DISCORD,
  validate_discord_role: DISCORD,
  link_telegram: TELEGRAM,
  join_telegram_channel: TELEGRAM,
  link_steam: { brand: siSteam },
  link_google: { brand: siGoogle },
  link_wallet: WALLET,
  hold_web3_token: WALLET,
  hold_nft: WALLET,
  create_referral: { icon: UserPlus, labelKey: 'referral' },
  general_uri_redirection: { icon: ExternalLink, labelKey: 'visit' },
  capture_login_and_game_details: { icon: Gamepad2, labelKey: 'game' },
  game_api_validation: { icon: Gamepad2, labelKey: 'game' },
  special_code_validation: { icon: KeyRound, labelKey: 'code' },
  internal_api_validation: { icon: BadgeCheck, labelKey: 'profile' },
};

// Brands whose colour is black or near it (X, Steam, Ethereum) are drawn white on the dark page.
function brandColour(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance < 0.3 ? '#ffffff' : `#${hex}`;
}

/** The task's number on its mark (the heading says it to screen readers). */
function PositionBadge({ position }: { position: number }) {
  const { language } = useTranslation();
  return (
    <span
      aria-hidden="true"
      className="absolute -end-1.5 -top-1.5 flex size-4.5 items-center justify-center rounded-full bg-slate-700 text-[0.625rem] font-bold text-white tabular-nums"
    >
      {formatNumber(position, language)}
    </span>
  );
}

/**
 * The mark of the platform a task is done on, named for screen readers ("Discord", "EVM wallet"),
 * with the task's number in its corner.
 */
export function TaskMark({ type, position }: { type: TaskType; position: number }) {
  const { t } = useTranslation();
  const mark = MARKS[type];
  const box = 'relative flex size-9 shrink-0 items-center justify-center rounded-control bg-surface-overlay';
  if ('brand' in mark) {
    const label = mark.brand === siEthereum ? t('campaign.accounts.wallet') : mark.brand.title;
    return (
      <span className={box}>
        <svg
          role="img"
          aria-label={label}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill={brandColour(mark.brand.hex)}
        >
          <path d={mark.brand.path} />
        </svg>
        <PositionBadge position={position} />
      </span>
    );
  }
  const Icon = mark.icon;
  return (
    <span className={box}>
      <Icon
        role="img"
        aria-label={t(`campaign.marks.${mark.labelKey}`)}
        size={20}
        className="text-amber-200"
      />
      <PositionBadge position={position} />
    </span>
  );
}
