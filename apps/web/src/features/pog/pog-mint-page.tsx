import { useId, useState } from 'react';
import type { PogMintStatus } from '@kp/contract/pog';
import { MINT_MODES, MINT_TABS, type MintMode, type MintTab } from '@kp/domain/pog-mint';
import { LoadFailed } from '../../components/load-failed';
import { FormSkeleton } from '../../components/page-skeletons';
import { SignInFirst } from '../../components/sign-in-first';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { ERROR_CLASS } from '../../ui/field';
import { Tabs } from '../../ui/tabs';
import { AvatarStep, QuickAvatar } from './avatar-step';
import { MintStep, type QuickPick } from './mint-step';
import { NameStep } from './name-step';
import { pogErrorText, setMintMode } from './pog-api';
import { useMintStatus } from './use-mint-status';

/** quick_mint or customize_pog, saved as the user's preference; locked while a mint runs. */
function ModeSwitch({
  mode,
  isLocked,
  onChange,
}: {
  mode: MintMode;
  isLocked: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const [error, setError] = useState<string | null>(null);
  async function choose(next: MintMode) {
    setError(null);
    try {
      await setMintMode(next);
      onChange();
    } catch (caught) {
      setError(pogErrorText(t, caught));
    }
  }
  return (
    <fieldset disabled={isLocked} className="space-y-2">
      <legend className="mb-2 font-semibold">{t('pog.modes.title')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {MINT_MODES.map((id) => (
          <label
            key={id}
            className="card flex cursor-pointer gap-3 p-3 has-checked:border-primary has-checked:ring-2 has-checked:ring-primary"
          >
            <input
              type="radio"
              name={name}
              value={id}
              checked={mode === id}
              onChange={() => void choose(id)}
              className="mt-1"
            />
            <span>
              <span className="block font-semibold">{t(`pog.modes.${id}`)}</span>
              <span className="block text-sm text-slate-300">{t(`pog.modes.${id}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className={ERROR_CLASS}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The mint's three tabs, following the status (the tab it names opens by itself), and its state. */
function MintFlow({ status, refresh }: { status: PogMintStatus; refresh: () => void }) {
  const { t } = useTranslation();
  const [isPaying, setIsPaying] = useState(false);
  const [quickPick, setQuickPick] = useState<QuickPick | null>(null);
  // A tab the user opened stays open until the status moves to another one.
  const [chosen, setChosen] = useState<{ tab: MintTab; over: MintTab } | null>(null);
  const tab = chosen && chosen.over === status.tab ? chosen.tab : status.tab;
  const state = isPaying ? 'slot_payment_processing' : status.state;
  const isRunning = status.next === 'wait_for_mint' || isPaying;
  const open = (next: MintTab) => setChosen({ tab: next, over: status.tab });

  return (
    <div className="space-y-6">
      <ModeSwitch mode={status.mode} isLocked={isRunning} onChange={refresh} />
      <p className="card p-3" data-state={state}>
        {t('pog.stateLabel')} <strong>{t(`pog.states.${state}`)}</strong>
        {status.name && (
          <span className="block text-sm text-slate-300">
            {t('pog.name.reserved', { name: status.name })}
          </span>
        )}
      </p>
      <Tabs
        label={t('pog.mint.tabsLabel')}
        tabs={MINT_TABS.map((id) => ({ id, label: t(`pog.tabs.${id}`) }))}
        selected={tab}
        onSelect={open}
        panelClassName="card p-4"
        fit
      >
        {tab === 'reserve_name' && <NameStep key={status.name} current={status.name} onReserved={refresh} />}
        {tab === 'create_avatar' &&
          (status.mode === 'quick_mint' ? (
            <QuickAvatar pick={quickPick} onPick={setQuickPick} onContinue={() => open('mint_pog_card')} />
          ) : (
            <AvatarStep status={status} onChange={refresh} />
          ))}
        {tab === 'mint_pog_card' && (
          <MintStep
            status={status}
            quickPick={quickPick}
            isPaying={isPaying}
            onPaying={setIsPaying}
            onChange={refresh}
            onChooseAvatar={() => open('create_avatar')}
          />
        )}
      </Tabs>
    </div>
  );
}

/**
 * `/pog/mint`: minting the Proof of Gamer card in the spec's three tabs (reserve name, CREATE
 * AVATAR, MINT POG CARD) and two modes, every state of the mint named on the page. The status is
 * the server's, read again while a mint or an avatar runs: leave and come back, it is still there.
 */
export default function PogMintPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('pog.mint.title'));
  useSignInRequired(session.status);
  const user = session.status === 'signed-in' ? session.user : null;
  const { state, refresh } = useMintStatus(user?.id ?? null);
  const reload = () => void refresh();

  const skeleton = <FormSkeleton label={t('pog.loading')} fields={3} />;
  let content;
  if (session.status === 'unknown') content = skeleton;
  else if (!user) content = <SignInFirst message={t('pog.signInToMint')} />;
  else if (state.status === 'loading') content = skeleton;
  else if (state.status === 'error')
    content = <LoadFailed message={t('pog.loadFailed')} retryLabel={t('pog.retry')} onRetry={reload} />;
  else content = <MintFlow status={state.data} refresh={reload} />;

  return (
    <section aria-labelledby="pog-mint-title" className="mx-auto max-w-3xl py-6">
      <h1 id="pog-mint-title" className="mb-2 text-2xl font-bold">
        {t('pog.mint.title')}
      </h1>
      <p className="mb-6 text-slate-300">{t('pog.mint.intro')}</p>
      {content}
    </section>
  );
}
