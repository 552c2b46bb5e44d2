import { useState } from 'react';
import { Link } from 'wouter';
import type { LedgerTransaction } from '@kp/contract/ledger';
import type { WalletBalance } from '@kp/contract/ledger';
import { formatCurrencyAmount } from '@kp/domain/display';
import { LEDGER_ENTRY_KINDS } from '@kp/domain/ledger';
import { balancesOf, useBalances } from '../../lib/user-data';
import { ERROR_KEYS } from '../../lib/messages';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { SelectField } from '../../ui/select-field';
import { LoadFailed } from '../../components/load-failed';
import { SignInFirst } from '../../components/sign-in-first';
import { FieldShapes, RowListSkeleton } from '../../components/page-skeletons';
import { causeHref } from './cause-links';
import { currencyName } from '../../components/money';
import { kindWords, memoWords } from './row-words';
import { listTransactions, type TransactionFilters } from './transactions-api';
import { ShowMore } from '../../components/show-more';
import { CARD_CLASS } from '../../ui/card';
import { formatDate } from '../../lib/dates';

type Page = { transactions: LedgerTransaction[]; nextCursor: string | null };

/**
 * `/transaction-history/`: every movement of the user's money, newest first, by kind and
 * currency, a page at a time; each row says what caused it and links there.
 */
export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('transactions.title'));
  useSignInRequired(session.status);
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const balances = useBalances();
  const currencies = balancesOf(balances) ?? [];
  const [filters, setFilters] = useState<TransactionFilters>({ kind: '', currency: '' });
  const first = useLoad(userId && `${userId}|${filters.kind}|${filters.currency}`, (signal) =>
    listTransactions(filters, undefined, signal),
  );
  // Later pages, kept for the filters they were read with (a change of filters starts over).
  const [more, setMore] = useState<{ key: string; pages: Page[] }>({ key: '', pages: [] });
  const [moreState, setMoreState] = useState<'idle' | 'loading' | 'error'>('idle');
  const filterKey = `${filters.kind}|${filters.currency}`;
  const extra = more.key === filterKey ? more.pages : [];

  let content;
  if (session.status !== 'signed-in') {
    content =
      session.status === 'unknown' ? (
        // The filters wait with the rows: a signed-in reader gets both where they will stand.
        <RowListSkeleton label={t('app.loading')}>
          <FieldShapes count={2} className="grid grid-cols-1 gap-3 sm:grid-cols-2" />
        </RowListSkeleton>
      ) : (
        <SignInFirst message={t('transactions.signInFirst')} />
      );
  } else if (first.state.status === 'loading') {
    content = <RowListSkeleton label={t('app.loading')} />;
  } else if (first.state.status === 'error') {
    content = (
      <LoadFailed
        message={t(ERROR_KEYS.SOMETHING_WENT_WRONG)}
        retryLabel={t('transactions.retry')}
        onRetry={first.retry}
      />
    );
  } else {
    const pages = [first.state.data, ...extra];
    const rows = pages.flatMap((p) => p.transactions);
    const nextCursor = pages.at(-1)?.nextCursor ?? null;
    const loadMore = async () => {
      if (!nextCursor) return;
      setMoreState('loading');
      try {
        const data = await listTransactions(filters, nextCursor);
        setMore({ key: filterKey, pages: [...extra, data] });
        setMoreState('idle');
      } catch {
        setMoreState('error');
      }
    };
    const filtered = filters.kind !== '' || filters.currency !== '';
    content =
      rows.length === 0 ? (
        <p className={`${CARD_CLASS} p-6 text-center text-slate-300`}>
          {filtered ? t('transactions.noneMatching') : t('transactions.none')}
        </p>
      ) : (
        <>
          <ul className={`${CARD_CLASS} divide-y divide-slate-800`}>
            {rows.map((row) => (
              <TransactionRow key={row.id} row={row} currencies={currencies} />
            ))}
          </ul>
          {nextCursor && (
            <ShowMore
              state={moreState}
              onMore={() => void loadMore()}
              label={t('transactions.loadMore')}
              loadingLabel={t('app.loading')}
              errorText={t(ERROR_KEYS.SOMETHING_WENT_WRONG)}
            />
          )}
        </>
      );
  }

  const change = (next: Partial<TransactionFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setMoreState('idle');
  };

  return (
    <section aria-labelledby="transactions-title" className="mx-auto max-w-3xl py-6">
      <h1 id="transactions-title" className="mb-4 text-2xl font-bold">
        {t('transactions.title')}
      </h1>
      {session.status === 'signed-in' && (
        <form
          aria-label={t('transactions.filters')}
          className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2"
          onSubmit={(event) => event.preventDefault()}
        >
          <SelectField
            id="transactions-kind"
            label={t('transactions.kind')}
            value={filters.kind}
            onChange={(event) => change({ kind: event.target.value as TransactionFilters['kind'] })}
          >
            <option value="">{t('transactions.allKinds')}</option>
            {LEDGER_ENTRY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindWords(t, kind)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="transactions-currency"
            label={t('transactions.currency')}
            value={filters.currency}
            onChange={(event) => change({ currency: event.target.value })}
          >
            <option value="">{t('transactions.allCurrencies')}</option>
            {currencies.map((c) => (
              <option key={c.currency} value={c.currency}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </form>
      )}
      {content}
    </section>
  );
}

function TransactionRow({
  row,
  currencies,
}: {
  row: LedgerTransaction;
  currencies: readonly WalletBalance[];
}) {
  const { t, language } = useTranslation();
  const incoming = !row.amount.startsWith('-');
  // The reward token's name is the operator's: the balances carry it.
  const name = currencies.find((c) => c.currency === row.currency)?.name ?? null;
  const amount = formatCurrencyAmount(row.amount.replace(/^-/, ''), row.currency, language);
  const currency = currencyName(row.currency, name);
  const href = causeHref(row.cause);
  const memo = memoWords(t, row);
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">{kindWords(t, row.kind, row.cause.type)}</p>
        {memo && <p className="break-words text-sm text-slate-300">{memo}</p>}
        <p className="text-xs text-slate-400">
          <time dateTime={row.createdAt}>{formatDate(row.createdAt, language, 'dateTime')}</time>
          {row.subBalance && <> · {t(`transactions.subBalances.${row.subBalance}`)}</>}
        </p>
        {href && (
          <Link
            href={href}
            className="text-sm text-amber-300 underline underline-offset-2 hover:text-amber-200"
          >
            {t('transactions.viewCause')}
          </Link>
        )}
      </div>
      <p
        className={`shrink-0 font-semibold tabular-nums ${incoming ? 'text-emerald-300' : 'text-rose-300'}`}
        aria-label={t(incoming ? 'transactions.credited' : 'transactions.debited', { amount, currency })}
      >
        <bdi>
          {incoming ? '+' : '−'}
          {amount} {currency}
        </bdi>
      </p>
    </li>
  );
}
