import type { ReactNode } from 'react';
import { artUrl } from '@kp/domain/art';
import { ArtImage } from '../components/art-image';
import { QuoteRows } from '../components/quote-rows';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { CodeField } from '../ui/code-field';
import { TextField } from '../ui/field';
import { SelectField } from '../ui/select-field';
import { Skeleton } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';
import { Tabs } from '../ui/tabs';

/**
 * The design system's gallery: every primitive and the tokens, drawn at build time into the
 * server bundle only (prerender.tsx renderGallery), photographed by `npm run design:screenshots`
 * for docs/design.md. Never part of the app a gamer loads; its words are the documentation's.
 */

const noop = () => {};

const COLOUR_ROLES = [
  ['surface', 'bg-surface'],
  ['surface-raised', 'bg-surface-raised'],
  ['surface-sunken', 'bg-surface-sunken'],
  ['surface-overlay', 'bg-surface-overlay'],
  ['border-strong', 'bg-border-strong'],
  ['text', 'bg-text'],
  ['text-muted', 'bg-text-muted'],
  ['primary', 'bg-primary'],
  ['danger', 'bg-danger'],
  ['success', 'bg-success'],
  ['info', 'bg-info'],
] as const;

function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section data-component={name} className="space-y-3 bg-surface p-4">
      <h2 className="text-caption font-semibold tracking-wide text-text-muted uppercase">{title}</h2>
      {children}
    </section>
  );
}

export function Gallery() {
  return (
    <main className="mx-auto max-w-[360px] space-y-2 text-text">
      <Section name="tokens" title="Colour roles">
        <ul className="grid grid-cols-3 gap-2 text-caption">
          {COLOUR_ROLES.map(([name, swatch]) => (
            <li key={name} className="space-y-1">
              <span className={`block h-10 rounded-control border border-border ${swatch}`} />
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section name="type" title="Type scale">
        <p className="text-heading font-bold">Heading 24</p>
        <p className="text-title font-semibold">Title 18</p>
        <p className="text-body">Body 16: the text of a page.</p>
        <p className="text-label">Label 14: fields, rows, small buttons.</p>
        <p className="text-caption text-text-muted">Caption 12: a note under something.</p>
      </Section>
      <Section name="buttons" title="Buttons">
        <div className="flex flex-wrap gap-2">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Danger</Button>
          <Button variant="success">Verified</Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button loading>Collecting…</Button>
          <Button disabled>Locked</Button>
          <Button variant="link">A link in a sentence</Button>
        </div>
        <Button fullWidth>Full width</Button>
      </Section>
      <Section name="fields" title="Fields">
        <TextField id="g-name" label="Username" hint="5 to 12 letters or digits" defaultValue="asha" />
        <TextField
          id="g-bad"
          label="Mobile number"
          error="Please enter a valid mobile number"
          defaultValue="98"
        />
        <SelectField id="g-sel" label="Currency" defaultValue="KCASH" onChange={noop}>
          <option value="KCASH">K-Cash</option>
          <option value="USDT">USDT</option>
        </SelectField>
      </Section>
      <Section name="code-field" title="Code field">
        <CodeField id="g-code" label="One-time code" value="1234" onChange={noop}>
          <p className="field-error">That code is not right. 4 tries left.</p>
        </CodeField>
      </Section>
      <Section name="tabs" title="Tabs">
        <Tabs
          label="Campaigns"
          tabs={[
            { id: 'live', label: 'Live' },
            { id: 'upcoming', label: 'Upcoming' },
            { id: 'past', label: 'Past' },
          ]}
          selected="live"
          onSelect={noop}
        >
          <p className="text-label text-text-muted">The selected tab’s panel.</p>
        </Tabs>
      </Section>
      <Section name="cards" title="Cards">
        <Card title="A card with a title">
          <p className="text-label text-text-muted">A raised surface with a border.</p>
        </Card>
        <Card href="/k-quest/">
          <span className="font-semibold">A card that is one link</span>
          <span className="text-label text-text-muted">Named by its content.</span>
        </Card>
      </Section>
      <Section name="badges" title="Badges">
        <div className="flex flex-wrap gap-2">
          <Badge>Neutral</Badge>
          <Badge tone="info">Upcoming</Badge>
          <Badge tone="success">Verified</Badge>
          <Badge tone="warning">Pending</Badge>
          <Badge tone="danger">Failed</Badge>
          <Badge tone="primary">Live</Badge>
        </div>
      </Section>
      <Section name="quote-rows" title="Quote rows">
        <QuoteRows
          rows={[
            { label: 'Amount earned', value: '1,000 K-Cash' },
            { label: 'Tax withheld (194BA, 30%)', value: '− 300 K-Cash' },
            { label: 'You receive', value: '700 K-Cash', isTotal: true },
          ]}
        />
      </Section>
      <Section name="loading" title="Loading">
        <Skeleton className="h-24 w-full rounded-card" />
        <Skeleton />
        <Spinner label="Loading…" />
      </Section>
      <Section name="art" title="Platform art">
        <ArtImage
          src={artUrl({ kind: 'banner', icon: 'raining', palette: 'monsoon' }, 960, 'webp')}
          width={328}
          className="w-full rounded-card"
        />
        <div className="flex gap-2">
          {(['bull', 'throne-king', 'cricket-bat', 'race-car'] as const).map((icon, i) => (
            <ArtImage
              key={icon}
              src={artUrl(
                { kind: 'icon', icon, palette: (['ember', 'crimson', 'jungle', 'carnival'] as const)[i]! },
                192,
                'webp',
              )}
              width={64}
              className="rounded-control"
            />
          ))}
        </div>
      </Section>
    </main>
  );
}
