import { useState, type FormEvent } from 'react';
import type { CampaignTask } from '@kp/contract/campaigns';
import { parseXPostUrl } from '@kp/domain/x-posts';
import type { ModalProps } from '../../lib/modals';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { CopyButton } from '../../components/copy-button';
import { Button } from '../../ui/button';
import { HINT_CLASS, TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { taskLink, xComposeUrl } from './task-links';
import { accountName, hashtagsOf, internalCheckOf, serviceOfLinkTask, tokenAmountOf } from './task-messages';
import type { TaskStepsProps } from './task-modal-props';
import { getReferralInfo, getSocialStatus } from './campaigns-api';

const SUBMISSION_MAX = 2000;

const str = (task: CampaignTask, key: string) => {
  const value = task.config[key];
  return typeof value === 'string' ? value : '';
};
const int = (task: CampaignTask, key: string, fallback: number) => {
  const value = task.config[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
};

/** What to do for a task, in the reader's language, by its type. */
function useActionWords(task: CampaignTask): string {
  const { t, language } = useTranslation();
  switch (task.type) {
    case 'link_twitter':
    case 'link_discord':
    case 'link_google':
    case 'link_steam':
    case 'link_telegram':
      return t('campaign.steps.do.linkAccount', { service: serviceOfLinkTask(task.type) });
    case 'link_wallet':
      return t('campaign.steps.do.linkWallet');
    case 'twitter_comment': {
      const words = Array.isArray(task.config['mustInclude']) ? task.config['mustInclude'].map(String) : [];
      return words.length
        ? t('campaign.steps.do.commentWords', { words: words.join(', ') })
        : t('campaign.steps.do.comment');
    }
    case 'twitter_like':
      return t('campaign.steps.do.like');
    case 'twitter_retweet':
      return t('campaign.steps.do.retweet');
    case 'twitter_follow':
      return t('campaign.steps.do.follow', { handle: str(task, 'handle') });
    case 'twitter_brand_in_profile_name':
      return t('campaign.steps.do.brand', { brand: str(task, 'brand') });
    case 'twitter_hashtag_tweet':
      return t('campaign.steps.do.hashtags', { hashtags: hashtagsOf(task.config) });
    case 'twitter_share_referral':
      return t('campaign.steps.do.shareReferral');
    case 'twitter_bio':
      return t('campaign.steps.do.bio', { text: str(task, 'text') });
    case 'join_discord_server':
      return t('campaign.steps.do.discordServer');
    case 'validate_discord_role':
      return t('campaign.steps.do.discordRole', { role: str(task, 'roleName') });
    case 'hold_web3_token':
      return t('campaign.steps.do.holdToken', {
        amount: tokenAmountOf(task.config, language),
        chainId: String(int(task, 'chainId', 0)),
      });
    case 'hold_nft':
      return t('campaign.steps.do.holdNft', {
        count: int(task, 'minCount', 1),
        name: str(task, 'name'),
        chainId: String(int(task, 'chainId', 0)),
      });
    case 'join_telegram_channel':
      return t('campaign.steps.do.telegramChannel', { chat: str(task, 'chatId') });
    case 'create_referral':
      return t('campaign.steps.do.referrals', { count: int(task, 'minReferrals', 1) });
    case 'general_uri_redirection':
      return t('campaign.steps.do.visit');
    case 'capture_login_and_game_details':
      return t('campaign.steps.do.gameUsername');
    case 'game_api_validation':
      return t('campaign.steps.do.gameQuest');
    case 'special_code_validation':
      return t('campaign.steps.do.code');
    case 'internal_api_validation':
      return t(`campaign.steps.do.internal.${internalCheckOf(task.config)}`);
    case 'share_pog_card_on_x':
      return t('campaign.steps.do.sharePog');
  }
}

/** The user's referral link (`/?ref=CODE` on this site), for the referral tasks. */
function ReferralLink({ share }: { share: boolean }) {
  const { t } = useTranslation();
  const { state, retry } = useLoad('referral', async (signal) => {
    const data = await getReferralInfo(signal);
    return `${globalThis.location.origin}/?ref=${encodeURIComponent(data.code)}`;
  });
  if (state.status === 'loading') return <Spinner label={t('campaign.steps.referralLoading')} />;
  if (state.status === 'error')
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p>{t('campaign.steps.referralFailed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('campaign.retry')}
        </Button>
      </div>
    );
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-300">{t('campaign.steps.referralLink')}</p>
      <div className="flex items-center gap-2">
        <code dir="ltr" className="min-w-0 flex-1 truncate rounded bg-slate-950 px-2 py-1 text-sm">
          {state.data}
        </code>
        <CopyButton text={state.data} label={t('campaign.steps.copyReferral')} />
      </div>
      {share && (
        <Button variant="secondary" href={xComposeUrl(state.data)} target="_blank" rel="noopener noreferrer">
          {t('campaign.links.xCompose')}
        </Button>
      )}
    </div>
  );
}

/**
 * The task's account as the page knew it, or, when the page had not heard yet (a page just back
 * from the account's sign-in, tapped at once), as the api says now: never "Connect" for an account
 * that may well be linked.
 */
function useAccountStatus(known: TaskStepsProps['account']): TaskStepsProps['account'] {
  const { state } = useLoad(known && known.isLinked === null ? 'task-steps-account' : null, getSocialStatus);
  if (!known || known.isLinked !== null || state.status === 'loading') return known;
  // Unreadable: offer to connect, as for an account not linked (connecting a linked one is harmless).
  if (state.status === 'error') return { ...known, isLinked: false };
  const status = state.data.socialStatuses[known.account];
  return {
    ...known,
    isLinked: status ? status.isActive : false,
    isConfigured: status ? status.isConfigured : known.isConfigured,
    handle: status?.handle ?? null,
  };
}

/**
 * The task steps modal: what to do for a task, step by step (connect the account it needs, open
 * its link, type what it asks for), then Validate, which the campaign page runs.
 */
export default function TaskStepsModal({ onClose, props }: ModalProps<TaskStepsProps>) {
  const { t } = useTranslation();
  const { task } = props;
  const account = useAccountStatus(props.account);
  const [submission, setSubmission] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = useActionWords(task);
  const link = taskLink(task, props.followData);
  const needsConnect = account?.isLinked === false;

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = submission.trim();
    if (task.submissionKind === 'tweet_url' && !parseXPostUrl(value)) {
      setError(value ? t('campaign.steps.postLinkInvalid') : t('campaign.steps.postLinkMissing'));
      return;
    }
    if (task.submissionKind === 'code' && !value) {
      setError(t('campaign.steps.codeMissing'));
      return;
    }
    onClose();
    props.onValidate(task.submissionKind ? value : undefined);
  }

  return (
    <Modal title={t('campaign.steps.title')} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="space-y-1">
          <h3 className="font-semibold break-words">
            {t('campaign.lock.item', { number: task.position, title: task.title })}
          </h3>
          {task.description && (
            <p dir="auto" className="text-sm break-words text-slate-300">
              {task.description}
            </p>
          )}
        </div>
        <ol className="list-inside list-decimal space-y-3 text-sm marker:font-semibold">
          {account && (
            <li className="space-y-2">
              <span>{t('campaign.steps.connect', { account: accountName(t, account.account) })}</span>
              {account.isLinked === null ? (
                <Spinner label={t('campaign.steps.checkingAccount')} />
              ) : account.isLinked ? (
                <p className="text-emerald-200">
                  <span aria-hidden="true">✓ </span>
                  {account.handle
                    ? t('campaign.steps.connectedAs', { handle: account.handle })
                    : t('campaign.steps.connected')}
                </p>
              ) : account.isConfigured === false ? (
                <p className="text-amber-200">
                  {t('campaign.connect.notConfigured', { account: accountName(t, account.account) })}
                </p>
              ) : (
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      onClose();
                      props.onConnect();
                    }}
                  >
                    {t('campaign.connect.button', { account: accountName(t, account.account) })}
                  </Button>
                </div>
              )}
            </li>
          )}
          <li className="space-y-2">
            <span>{action}</span>
            {link && (
              <div>
                <Button
                  variant="secondary"
                  href={link.href}
                  {...(link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  onClick={props.onLinkOpened}
                >
                  {t(`campaign.links.${link.label}`, link.params)}
                  {link.isExternal && <span className="sr-only"> {t('campaign.links.newTab')}</span>}
                </Button>
              </div>
            )}
            {(task.type === 'twitter_share_referral' || task.type === 'create_referral') && (
              <ReferralLink share={task.type === 'twitter_share_referral'} />
            )}
          </li>
          {task.submissionKind && (
            <li>
              <TextField
                label={t(`campaign.steps.field.${task.submissionKind}`)}
                hint={t(`campaign.steps.hint.${task.submissionKind}`)}
                error={error}
                announceError
                name="submission"
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                maxLength={SUBMISSION_MAX}
                inputMode={task.submissionKind === 'tweet_url' ? 'url' : 'text'}
                placeholder={task.submissionKind === 'tweet_url' ? 'https://x.com/…/status/…' : undefined}
                value={submission}
                onChange={(event) => {
                  setSubmission(event.target.value);
                  setError(null);
                }}
              />
            </li>
          )}
          <li>{t('campaign.steps.then')}</li>
        </ol>
        <div className="flex flex-col gap-2">
          <Button fullWidth type="submit" disabled={needsConnect}>
            {t('campaign.button.validate')}
          </Button>
          {needsConnect && <p className={HINT_CLASS}>{t('campaign.steps.connectFirst')}</p>}
          <Button variant="secondary" onClick={onClose}>
            {t('campaign.modal.close')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
