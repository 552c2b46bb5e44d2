import type { CampaignTask, TaskValidationState } from '@kp/contract/campaigns';
import type { TaskType } from '@kp/domain/tasks';
import type { Messages } from '../../lib/i18n';

/** Where a task sends the user to do it: the account to follow, the post, the invite, our redirect. */
export type TaskLink = {
  href: string;
  label: keyof Messages['campaign']['links'];
  params: Record<string, string | number>;
  /** Outside this site: opens in a new tab. */
  isExternal: boolean;
};

const X_POST = (id: string) => `https://x.com/i/web/status/${encodeURIComponent(id)}`;

/** A compose window on X with a text written for the user. */
export function xComposeUrl(text: string): string {
  return `https://x.com/intent/post?text=${encodeURIComponent(text)}`;
}

const str = (config: Record<string, unknown>, key: string): string | null => {
  const value = config[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** A link only when it is a web address (an operator's setting is never trusted as a script). */
const web = (href: string | null): string | null => (href && /^https:\/\//i.test(href) ? href : null);

/** The link of a task, or null for a task done elsewhere than at a link. */
export function taskLink(
  task: Pick<CampaignTask, 'type' | 'config' | 'visitPath'>,
  followData?: TaskValidationState['followData'],
): TaskLink | null {
  const { config } = task;
  switch (task.type) {
    case 'twitter_follow': {
      const handle = followData?.handle ?? str(config, 'handle');
      if (!handle) return null;
      const href = web(followData?.profileUrl ?? null) ?? `https://x.com/${encodeURIComponent(handle)}`;
      return { href, label: 'xProfile', params: { handle }, isExternal: true };
    }
    case 'twitter_like':
    case 'twitter_retweet':
    case 'twitter_comment': {
      const id = str(config, 'tweetId');
      return id ? { href: X_POST(id), label: 'xPost', params: {}, isExternal: true } : null;
    }
    case 'twitter_hashtag_tweet': {
      const tags = Array.isArray(config['hashtags']) ? config['hashtags'].map(String) : [];
      if (tags.length === 0) return null;
      const text = tags.map((tag) => `#${tag.replace(/^#/, '')}`).join(' ');
      return { href: xComposeUrl(text), label: 'xCompose', params: {}, isExternal: true };
    }
    case 'join_discord_server': {
      const href = web(str(config, 'inviteUrl'));
      return href ? { href, label: 'discordInvite', params: {}, isExternal: true } : null;
    }
    case 'join_telegram_channel': {
      const href = web(str(config, 'inviteUrl'));
      return href ? { href, label: 'telegramInvite', params: {}, isExternal: true } : null;
    }
    case 'general_uri_redirection':
      // Our redirect records the visit, then sends the browser on to the task's link.
      return task.visitPath && task.visitPath.startsWith('/')
        ? { href: task.visitPath, label: 'visit', params: {}, isExternal: true }
        : null;
    case 'capture_login_and_game_details':
      return { href: '/klash', label: 'arena', params: {}, isExternal: false };
    case 'game_api_validation':
      return { href: '/k-quest/', label: 'quests', params: {}, isExternal: false };
    case 'share_pog_card_on_x':
      // The card's page has the share modal, whose X link writes the post with the card's link.
      return { href: '/my-pog', label: 'myPog', params: {}, isExternal: false };
    case 'internal_api_validation': {
      const check = str(config, 'check');
      if (check === 'kyc_verified') return { href: '/kyc', label: 'kyc', params: {}, isExternal: false };
      if (check === 'quest_completed')
        return { href: '/k-quest/', label: 'quests', params: {}, isExternal: false };
      return { href: '/profile/', label: 'profile', params: {}, isExternal: false };
    }
    default:
      return null;
  }
}

/** Tasks done at their link: until it was opened, their button is Continue (the steps first). */
const LINK_FIRST: ReadonlySet<TaskType> = new Set<TaskType>([
  'twitter_follow',
  'twitter_like',
  'twitter_retweet',
  'join_discord_server',
  'join_telegram_channel',
  'general_uri_redirection',
]);

/** Whether a task's link is to be opened before it is worth checking. */
export function isLinkFirst(task: Pick<CampaignTask, 'type' | 'config' | 'visitPath'>): boolean {
  return LINK_FIRST.has(task.type) && taskLink(task) !== null;
}
