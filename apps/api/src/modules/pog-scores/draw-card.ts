import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { formatPogScore } from '@kp/domain/display';
import {
  BADGE_TYPE_LABELS,
  PLATFORM_ROLE_LABELS,
  POG_SCORE_KINDS,
  type BadgeId,
  type PlatformRole,
  type Tier,
} from '@kp/domain/pog';
import { POG_CARD_IMAGE } from '@kp/domain/pog-card';
import { POG_BADGE_TYPES } from '@kp/domain/pog-scores';
import { glyphSvg } from '../art/art.service';

/** The card's size (the domain's: the web and the link previews say it too). */
export const CARD_WIDTH = POG_CARD_IMAGE.width;
export const CARD_HEIGHT = POG_CARD_IMAGE.height;

export type CardSide = 'front' | 'back';

/** What a card shows: no free text but the names, which are escaped. */
export type CardFace = {
  name: string;
  tier: Tier;
  scores: Record<(typeof POG_SCORE_KINDS)[number], number>;
  total: number;
  badges: readonly BadgeId[];
  roles: readonly PlatformRole[];
  clanName: string | null;
  /** The generated avatar (PNG), or null: a drawn silhouette. */
  avatarPng: Buffer | null;
};

/** Each tier's frame: its metal's colours. */
const TIER_COLOURS: Record<Tier, { from: string; to: string; frame: string; ink: string }> = {
  Bronze: { from: '#3b2414', to: '#120a05', frame: '#cd7f32', ink: '#f3d2b3' },
  Silver: { from: '#30363f', to: '#0d1014', frame: '#c0c7d1', ink: '#eef2f7' },
  Gold: { from: '#3d2f08', to: '#120d02', frame: '#f2c14e', ink: '#fff1c7' },
  Diamond: { from: '#0d2f45', to: '#050d14', frame: '#7fe7ff', ink: '#e0fbff' },
};

const FONT = 'DejaVu Sans, Verdana, Arial, sans-serif';

/** Text for XML: the five characters that mean something there, escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Shortens a name to `max` characters (an ellipsis at the end) so it fits its box. */
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function frame(tier: Tier, body: string): string {
  const c = TIER_COLOURS[tier];
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient>
  <linearGradient id="frame" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.frame}"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="${c.frame}"/></linearGradient>
  <clipPath id="avatar"><rect x="60" y="95" width="400" height="440" rx="28"/></clipPath>
</defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="36" fill="url(#bg)"/>
<rect x="14" y="14" width="${CARD_WIDTH - 28}" height="${CARD_HEIGHT - 28}" rx="28" fill="none" stroke="url(#frame)" stroke-width="10"/>
<text x="${CARD_WIDTH - 60}" y="70" text-anchor="end" font-family="${FONT}" font-size="26" font-weight="700" fill="${c.frame}" letter-spacing="4">PROOF OF GAMER · ${tier.toUpperCase()}</text>
${body}
</svg>`;
}

function avatar(face: CardFace): string {
  const c = TIER_COLOURS[face.tier];
  if (face.avatarPng)
    return `<image x="60" y="95" width="400" height="440" preserveAspectRatio="xMidYMid slice" clip-path="url(#avatar)" href="data:image/png;base64,${face.avatarPng.toString('base64')}"/>
<rect x="60" y="95" width="400" height="440" rx="28" fill="none" stroke="${c.frame}" stroke-width="4"/>`;
  // No avatar yet: the art module's hooded silhouette on the tier's colours.
  return `<rect x="60" y="95" width="400" height="440" rx="28" fill="#000" fill-opacity="0.35" stroke="${c.frame}" stroke-width="4"/>
<g transform="translate(100 155) scale(${320 / 512})" opacity="0.9">${glyphSvg('cowled', c.frame)}</g>`;
}

function badgeChips(badges: readonly BadgeId[], x: number, y: number, ink: string): string {
  let cursor = x;
  return badges
    .map((id) => {
      const width = 24 + id.length * 15;
      const chip = `<g><rect x="${cursor}" y="${y}" width="${width}" height="40" rx="20" fill="${ink}" fill-opacity="0.14"/><text x="${cursor + width / 2}" y="${y + 27}" text-anchor="middle" font-family="${FONT}" font-size="20" fill="${ink}">${escapeXml(id)}</text></g>`;
      cursor += width + 10;
      return chip;
    })
    .join('\n');
}

/** The front: name, avatar, the tier's frame, the five scores as two digits, the badges. */
export function cardFrontSvg(face: CardFace): string {
  const c = TIER_COLOURS[face.tier];
  const scores = POG_SCORE_KINDS.map((kind, i) => {
    const x = 510 + i * 128;
    return `<g><rect x="${x}" y="250" width="116" height="150" rx="18" fill="#000" fill-opacity="0.35" stroke="${c.frame}" stroke-opacity="0.6"/>
<text x="${x + 58}" y="345" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="${c.ink}">${formatPogScore(face.scores[kind])}</text>
<text x="${x + 58}" y="385" text-anchor="middle" font-family="${FONT}" font-size="18" fill="${c.frame}" letter-spacing="2">${kind.toUpperCase()}</text></g>`;
  }).join('\n');
  return frame(
    face.tier,
    `${avatar(face)}
<text x="510" y="175" font-family="${FONT}" font-size="64" font-weight="700" fill="${c.ink}">${escapeXml(fit(face.name, 16))}</text>
<text x="510" y="222" font-family="${FONT}" font-size="26" fill="${c.frame}">POG ${formatPogScore(face.total)} · ${face.tier}</text>
${scores}
${badgeChips(face.badges.slice(0, 5), 510, 440, c.ink)}`,
  );
}

/** The back: roles, the badges with their types, the clan, the total. */
export function cardBackSvg(face: CardFace): string {
  const c = TIER_COLOURS[face.tier];
  const line = (y: number, label: string, value: string) =>
    `<text x="80" y="${y}" font-family="${FONT}" font-size="22" fill="${c.frame}" letter-spacing="3">${label}</text>
<text x="80" y="${y + 44}" font-family="${FONT}" font-size="36" font-weight="700" fill="${c.ink}">${value}</text>`;
  const badges = face.badges.length
    ? face.badges.map((id) => `${escapeXml(id)} (${BADGE_TYPE_LABELS[POG_BADGE_TYPES[id]]})`).join(' · ')
    : '—';
  return frame(
    face.tier,
    `${line(130, 'NAME', escapeXml(fit(face.name, 24)))}
${line(230, 'ROLES', escapeXml(face.roles.map((r) => PLATFORM_ROLE_LABELS[r]).join(', ') || '—'))}
${line(330, 'CLAN', escapeXml(fit(face.clanName ?? '—', 28)))}
<text x="80" y="430" font-family="${FONT}" font-size="22" fill="${c.frame}" letter-spacing="3">BADGES</text>
<text x="80" y="470" font-family="${FONT}" font-size="24" fill="${c.ink}">${fit(badges, 300)}</text>
<text x="${CARD_WIDTH - 80}" y="300" text-anchor="end" font-family="${FONT}" font-size="160" font-weight="700" fill="${c.ink}">${formatPogScore(face.total)}</text>
<text x="${CARD_WIDTH - 80}" y="350" text-anchor="end" font-family="${FONT}" font-size="26" fill="${c.frame}" letter-spacing="3">POG TOTAL · ${face.tier.toUpperCase()}</text>`,
  );
}

/** A card side as SVG text. */
export function cardSvg(side: CardSide, face: CardFace): string {
  return side === 'front' ? cardFrontSvg(face) : cardBackSvg(face);
}

/** The strong ETag of a drawing (its SVG decides the PNG too). */
export function cardEtag(svg: string, format: 'svg' | 'png'): string {
  return `"${createHash('sha256').update(svg).update(format).digest('base64url').slice(0, 27)}"`;
}

/** The SVG rasterised by sharp, at the card's size. */
export function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg, 'utf8')).png({ compressionLevel: 6 }).toBuffer();
}
