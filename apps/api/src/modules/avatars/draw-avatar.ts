import type { AvatarChoice, AvatarGenre } from '@kp/domain/pog-avatars';
import type { FaceFeatures } from './face-features';

/**
 * The local generator's drawing: a vector character composed from the face's features (head
 * shape from the face's aspect, jaw and chin; eye spacing, size and tilt; mouth and nose; skin,
 * hair and lip colours from the photo), the character's outfit and headgear, and the style's
 * scene and palette. Pure: the same features, choice and seed give the same SVG.
 */
export type AvatarDrawing = AvatarChoice & { face: FaceFeatures; random: () => number };

type Palette = { sky: [string, string]; ground: string; accent: string; glow: string };

const PALETTES: Record<string, Palette> = {
  jungle: { sky: ['#0f3d2e', '#4f9a5a'], ground: '#1d5434', accent: '#f2c14e', glow: '#b7f07a' },
  desert: { sky: ['#f7b267', '#f4845f'], ground: '#c9803b', accent: '#7a3e1d', glow: '#ffe3a3' },
  seafarer: { sky: ['#0b3c5d', '#328cc1'], ground: '#1b5e83', accent: '#d9b310', glow: '#9fd8ff' },
  enchanted: { sky: ['#2b1055', '#7597de'], ground: '#3c2a6b', accent: '#f9d67a', glow: '#d5a8ff' },
  ember: { sky: ['#3a0d0d', '#e2541b'], ground: '#561b12', accent: '#ffb347', glow: '#ff8c42' },
  frost: { sky: ['#a8d8f0', '#e8f6ff'], ground: '#7fb6d6', accent: '#2a6f97', glow: '#ffffff' },
  urban: { sky: ['#2d3142', '#6d7587'], ground: '#1f2230', accent: '#ef8354', glow: '#ffd166' },
  camo: { sky: ['#3f4a2a', '#77824f'], ground: '#2e3520', accent: '#c2b280', glow: '#e4e0b0' },
  stealth: { sky: ['#0b0c10', '#1f2833'], ground: '#0b0c10', accent: '#45a29e', glow: '#66fcf1' },
  sunny: { sky: ['#ffde59', '#ff914d'], ground: '#ffb347', accent: '#ff3d7f', glow: '#fff6a0' },
  pastel: { sky: ['#ffd1dc', '#c1e7e3'], ground: '#b8c0ff', accent: '#8e7dbe', glow: '#ffffff' },
  comic: { sky: ['#1e90ff', '#00bfff'], ground: '#ff4136', accent: '#ffdc00', glow: '#ffffff' },
  neon: { sky: ['#12002b', '#3b0a6b'], ground: '#1a0040', accent: '#ff2bd6', glow: '#00f0ff' },
  chrome: { sky: ['#4b5563', '#cbd5e1'], ground: '#374151', accent: '#60a5fa', glow: '#e0f2fe' },
  'deep-space': { sky: ['#000010', '#0b1d51'], ground: '#05081a', accent: '#ffb703', glow: '#8ecae6' },
  crimson: { sky: ['#1a0000', '#7a0a0a'], ground: '#2b0000', accent: '#e5e5e5', glow: '#ff4d4d' },
  graveyard: { sky: ['#1b1b2f', '#3f3f5a'], ground: '#16161f', accent: '#9a9ab0', glow: '#d8d8e8' },
  fog: { sky: ['#5c6b73', '#c2c9cc'], ground: '#3b4449', accent: '#1f2a30', glow: '#f0f4f5' },
};

const OUTFITS: Record<string, { main: string; trim: string }> = {
  explorer: { main: '#b08850', trim: '#5b4426' },
  ranger: { main: '#3f5e3a', trim: '#26391f' },
  pirate: { main: '#7b1e1e', trim: '#e8d9a8' },
  wizard: { main: '#3a2f8f', trim: '#f2c14e' },
  elf: { main: '#2f7a4d', trim: '#d9e8b0' },
  knight: { main: '#8a94a6', trim: '#465062' },
  commando: { main: '#4b5320', trim: '#2a2f12' },
  ninja: { main: '#1c1c24', trim: '#b3202a' },
  racer: { main: '#d62828', trim: '#f8f8f8' },
  hero: { main: '#1d4ed8', trim: '#facc15' },
  rockstar: { main: '#111111', trim: '#e11d48' },
  skater: { main: '#f97316', trim: '#0f172a' },
  pilot: { main: '#334155', trim: '#f59e0b' },
  cyborg: { main: '#374151', trim: '#ef4444' },
  android: { main: '#e5e7eb', trim: '#38bdf8' },
  vampire: { main: '#111827', trim: '#991b1b' },
  zombie: { main: '#4d5d3a', trim: '#6b4f3a' },
  witch: { main: '#2e1065', trim: '#84cc16' },
};

/** A colour as [r, g, b]. */
function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function hex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
/** `a` moved towards `b` by `t` (0: a, 1: b). */
function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(max, v));
const f = (v: number) => Math.round(v * 10) / 10;

/** The skin as the genre and character show it (a zombie greener, a vampire paler, an android metal). */
function skinOf(face: FaceFeatures, genre: AvatarGenre, characterId: string, style: string): string {
  if (characterId === 'zombie') return mix(face.skin, '#7fa86a', 0.45);
  if (characterId === 'vampire') return mix(face.skin, '#f2efe9', 0.55);
  if (characterId === 'android') return mix(face.skin, '#c9d3dd', 0.5);
  if (genre === 'HORROR') return mix(face.skin, '#d8d8e0', 0.2);
  if (style === 'neon') return mix(face.skin, '#c084fc', 0.12);
  return face.skin;
}

function scene(genre: AvatarGenre, p: Palette, random: () => number): string {
  const r = () => random();
  switch (genre) {
    case 'ADVENTURE':
      return `<path d="M0 360 L90 250 L170 320 L260 210 L360 330 L440 260 L512 310 L512 512 L0 512 Z" fill="${p.ground}" opacity="0.85"/>
<circle cx="${f(380 + r() * 80)}" cy="${f(90 + r() * 40)}" r="38" fill="${p.accent}" opacity="0.9"/>`;
    case 'FANTASY': {
      const stars = Array.from({ length: 14 }, () => {
        const [x, y, s] = [r() * 512, r() * 260, 2 + r() * 4];
        return `<path d="M${f(x)} ${f(y - s)} L${f(x + s / 3)} ${f(y)} L${f(x)} ${f(y + s)} L${f(x - s / 3)} ${f(y)} Z" fill="${p.glow}"/>`;
      }).join('');
      return `${stars}<circle cx="90" cy="90" r="44" fill="${p.accent}" opacity="0.85"/><circle cx="108" cy="80" r="40" fill="${p.sky[0]}" opacity="0.9"/>`;
    }
    case 'ACTION':
      return Array.from({ length: 7 }, (_, i) => {
        const x = -100 + i * 110 + r() * 30;
        return `<path d="M${f(x)} 512 L${f(x + 60)} 512 L${f(x + 260)} 0 L${f(x + 200)} 0 Z" fill="${p.accent}" opacity="${f(0.08 + r() * 0.1)}"/>`;
      }).join('');
    case 'TOON':
      return Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        const b = a + Math.PI / 12;
        return `<path d="M256 230 L${f(256 + Math.cos(a) * 520)} ${f(230 + Math.sin(a) * 520)} L${f(256 + Math.cos(b) * 520)} ${f(230 + Math.sin(b) * 520)} Z" fill="${p.glow}" opacity="0.35"/>`;
      }).join('');
    case 'SCI-FI': {
      const grid = Array.from({ length: 9 }, (_, i) => {
        const x = i * 64;
        return `<path d="M${x} 512 L256 330" stroke="${p.glow}" stroke-width="1.5" opacity="0.45"/><path d="M0 ${330 + i * i * 2.3} L512 ${330 + i * i * 2.3}" stroke="${p.glow}" stroke-width="1" opacity="0.35"/>`;
      }).join('');
      return `${grid}<circle cx="${f(400 + r() * 60)}" cy="${f(80 + r() * 40)}" r="34" fill="${p.accent}"/><ellipse cx="${f(420)}" cy="${f(100)}" rx="58" ry="10" fill="none" stroke="${p.glow}" stroke-width="3" opacity="0.7"/>`;
    }
    case 'HORROR': {
      const graves = Array.from({ length: 4 }, (_, i) => {
        const x = 20 + i * 130 + r() * 30;
        return `<path d="M${f(x)} 512 L${f(x)} 420 Q${f(x + 25)} 390 ${f(x + 50)} 420 L${f(x + 50)} 512 Z" fill="${p.ground}"/>`;
      }).join('');
      return `<circle cx="${f(100 + r() * 300)}" cy="95" r="50" fill="${p.glow}" opacity="0.8"/>${graves}`;
    }
  }
}

function headgear(
  characterId: string,
  hair: string,
  o: { main: string; trim: string },
  hx: number,
  top: number,
  w: number,
): string {
  const l = hx - w / 2;
  const rgt = hx + w / 2;
  switch (characterId) {
    case 'explorer':
      return `<ellipse cx="${hx}" cy="${f(top + 18)}" rx="${f(w * 0.78)}" ry="18" fill="${o.trim}"/><path d="M${f(l + 8)} ${f(top + 20)} Q${hx} ${f(top - 70)} ${f(rgt - 8)} ${f(top + 20)} Z" fill="${o.main}"/><rect x="${f(l + 10)}" y="${f(top + 4)}" width="${f(w - 20)}" height="10" fill="${o.trim}"/>`;
    case 'ranger':
      return `<path d="M${f(l - 22)} ${f(top + 190)} Q${f(l - 30)} ${f(top - 60)} ${hx} ${f(top - 50)} Q${f(rgt + 30)} ${f(top - 60)} ${f(rgt + 22)} ${f(top + 190)} L${f(rgt - 4)} ${f(top + 60)} Q${hx} ${f(top - 20)} ${f(l + 4)} ${f(top + 60)} Z" fill="${o.main}"/>`;
    case 'pirate':
      return `<path d="M${f(l - 6)} ${f(top + 40)} Q${hx} ${f(top - 40)} ${f(rgt + 6)} ${f(top + 40)} Z" fill="${o.main}"/><circle cx="${f(rgt + 10)}" cy="${f(top + 40)}" r="10" fill="${o.main}"/>`;
    case 'wizard':
      return `<path d="M${f(l - 30)} ${f(top + 30)} L${f(rgt + 30)} ${f(top + 30)} L${f(hx + 40)} ${f(top - 150)} Z" fill="${o.main}"/><circle cx="${f(hx + 10)}" cy="${f(top - 40)}" r="7" fill="${o.trim}"/><circle cx="${f(hx - 20)}" cy="${f(top)}" r="5" fill="${o.trim}"/>`;
    case 'elf':
      return `<path d="M${f(l - 6)} ${f(top + 30)} Q${hx} ${f(top + 8)} ${f(rgt + 6)} ${f(top + 30)}" stroke="${o.trim}" stroke-width="6" fill="none"/><circle cx="${hx}" cy="${f(top + 19)}" r="6" fill="#7dd3fc"/>`;
    case 'knight':
      return `<path d="M${f(l - 16)} ${f(top + 200)} L${f(l - 16)} ${f(top + 30)} Q${hx} ${f(top - 70)} ${f(rgt + 16)} ${f(top + 30)} L${f(rgt + 16)} ${f(top + 200)} L${f(rgt - 6)} ${f(top + 200)} L${f(rgt - 6)} ${f(top + 50)} Q${hx} ${f(top - 10)} ${f(l + 6)} ${f(top + 50)} L${f(l + 6)} ${f(top + 200)} Z" fill="${o.main}" stroke="${o.trim}" stroke-width="3"/><path d="M${hx} ${f(top - 38)} L${hx} ${f(top - 80)}" stroke="${o.trim}" stroke-width="8"/>`;
    case 'commando':
      return `<rect x="${f(l - 4)}" y="${f(top + 26)}" width="${f(w + 8)}" height="16" fill="${o.main}"/><path d="M${f(rgt)} ${f(top + 34)} l26 18 l-8 4 Z" fill="${o.main}"/>`;
    case 'ninja':
      return `<rect x="${f(l - 4)}" y="${f(top + 30)}" width="${f(w + 8)}" height="14" fill="${o.trim}"/><path d="M${f(rgt)} ${f(top + 36)} l34 26 l-10 6 Z" fill="${o.trim}"/>`;
    case 'racer':
      return `<path d="M${f(l - 20)} ${f(top + 140)} Q${f(l - 26)} ${f(top - 50)} ${hx} ${f(top - 46)} Q${f(rgt + 26)} ${f(top - 50)} ${f(rgt + 20)} ${f(top + 140)} L${f(rgt - 2)} ${f(top + 140)} L${f(rgt - 2)} ${f(top + 40)} L${f(l + 2)} ${f(top + 40)} L${f(l + 2)} ${f(top + 140)} Z" fill="${o.main}"/><rect x="${f(l - 20)}" y="${f(top + 2)}" width="${f(w + 40)}" height="10" fill="${o.trim}"/>`;
    case 'rockstar':
      return Array.from({ length: 7 }, (_, i) => {
        const x = l + (i * w) / 6;
        return `<path d="M${f(x - 18)} ${f(top + 30)} L${f(x)} ${f(top - 50 - (i % 2) * 20)} L${f(x + 18)} ${f(top + 30)} Z" fill="${hair}"/>`;
      }).join('');
    case 'skater':
      return `<path d="M${f(l - 4)} ${f(top + 34)} Q${hx} ${f(top - 44)} ${f(rgt + 4)} ${f(top + 34)} Z" fill="${o.main}"/><path d="M${f(l - 4)} ${f(top + 34)} l-44 8 l6 -14 Z" fill="${o.trim}"/>`;
    case 'pilot':
      return `<path d="M${f(l - 8)} ${f(top + 120)} Q${hx} ${f(top - 90)} ${f(rgt + 8)} ${f(top + 120)}" stroke="${o.main}" stroke-width="12" fill="none"/><rect x="${f(l - 20)}" y="${f(top + 110)}" width="24" height="44" rx="8" fill="${o.trim}"/><rect x="${f(rgt - 4)}" y="${f(top + 110)}" width="24" height="44" rx="8" fill="${o.trim}"/>`;
    case 'android':
      return `<path d="M${hx} ${f(top - 4)} L${hx} ${f(top - 56)}" stroke="${o.main}" stroke-width="5"/><circle cx="${hx}" cy="${f(top - 60)}" r="9" fill="${o.trim}"/>`;
    case 'witch':
      return `<ellipse cx="${hx}" cy="${f(top + 24)}" rx="${f(w * 0.95)}" ry="20" fill="${o.main}"/><path d="M${f(l + 10)} ${f(top + 24)} L${f(rgt - 10)} ${f(top + 24)} L${f(hx - 50)} ${f(top - 160)} Z" fill="${o.main}"/><rect x="${f(l + 14)}" y="${f(top + 2)}" width="${f(w - 28)}" height="12" fill="${o.trim}"/>`;
    default:
      return '';
  }
}

/** The avatar as an SVG document, 512 × 512. */
export function drawAvatarSvg({ genre, characterId, styleId, face, random }: AvatarDrawing): string {
  const p = PALETTES[styleId] ?? PALETTES['urban']!;
  const o = OUTFITS[characterId] ?? { main: '#555555', trim: '#999999' };
  const skin = skinOf(face, genre, characterId, styleId);
  const shade = mix(skin, '#000000', 0.22);
  const hair = characterId === 'vampire' ? mix(face.hair, '#000000', 0.6) : face.hair;
  const isToon = genre === 'TOON';
  const outline =
    styleId === 'comic' || isToon ? `stroke="#1a1a1a" stroke-width="${styleId === 'comic' ? 5 : 3}"` : '';

  // The head: its width from the face's aspect, its jaw and chin from the face's.
  const hx = 256;
  const headH = 250;
  const headW = clamp(headH * 0.62 * clamp(face.faceAspect, 0.85, 1.55), 150, 235);
  const top = 110;
  const cheekY = top + headH * 0.48;
  const jawY = top + headH * 0.78;
  const chinY = top + headH;
  const half = headW / 2;
  const jaw = half * clamp(face.jawWidth, 0.65, 0.98);
  const chin = half * clamp(face.chinWidth, 0.25, 0.65);
  const head = `M${hx} ${top} C${f(hx + half * 0.9)} ${top} ${f(hx + half)} ${f(top + headH * 0.22)} ${f(hx + half)} ${f(cheekY)} C${f(hx + half)} ${f(cheekY + 40)} ${f(hx + jaw)} ${f(jawY - 20)} ${f(hx + jaw)} ${f(jawY)} C${f(hx + jaw * 0.8)} ${f(chinY - 10)} ${f(hx + chin)} ${chinY} ${hx} ${chinY} C${f(hx - chin)} ${chinY} ${f(hx - jaw * 0.8)} ${f(chinY - 10)} ${f(hx - jaw)} ${f(jawY)} C${f(hx - jaw)} ${f(jawY - 20)} ${f(hx - half)} ${f(cheekY + 40)} ${f(hx - half)} ${f(cheekY)} C${f(hx - half)} ${f(top + headH * 0.22)} ${f(hx - half * 0.9)} ${top} ${hx} ${top} Z`;

  // The eyes: their spacing, size and openness from the face's; a toon's are larger.
  const eyeY = top + headH * 0.47;
  const eyeGap = (headW * clamp(face.eyeSpacing, 0.32, 0.52)) / 2;
  const eyeW = headW * (isToon ? 0.13 : 0.1);
  const eyeH = eyeW * clamp(face.eyeOpenness, 0.18, 0.5) * (isToon ? 2.6 : 2.1);
  const iris =
    characterId === 'vampire'
      ? '#c1121f'
      : characterId === 'cyborg'
        ? '#ef4444'
        : characterId === 'android'
          ? '#38bdf8'
          : genre === 'HORROR'
            ? '#d9d9d9'
            : mix(hair, '#3a6ea5', 0.35);
  const eye = (x: number, side: 1 | -1) => {
    const isCyberEye = characterId === 'cyborg' && side === 1;
    return `<ellipse cx="${f(x)}" cy="${f(eyeY)}" rx="${f(eyeW)}" ry="${f(eyeH)}" fill="${isCyberEye ? '#1f2937' : '#fbfbfb'}"/>
<circle cx="${f(x)}" cy="${f(eyeY)}" r="${f(Math.min(eyeH, eyeW) * 0.75)}" fill="${isCyberEye ? '#ff2b2b' : iris}"/>
<circle cx="${f(x)}" cy="${f(eyeY)}" r="${f(Math.min(eyeH, eyeW) * 0.35)}" fill="#111"/>
<circle cx="${f(x + eyeW * 0.25)}" cy="${f(eyeY - eyeH * 0.3)}" r="${f(eyeW * 0.15)}" fill="#fff"/>
<path d="M${f(x - eyeW * 1.1)} ${f(eyeY - eyeH - 12)} Q${f(x)} ${f(eyeY - eyeH - 22 - side * 2)} ${f(x + eyeW * 1.1)} ${f(eyeY - eyeH - 12)}" stroke="${mix(hair, '#000000', 0.3)}" stroke-width="${isToon ? 7 : 6}" fill="none" stroke-linecap="round"/>`;
  };

  // Nose and mouth: the nose's length and the mouth's width from the face's.
  const noseTop = eyeY + 6;
  const noseLen = headH * 0.5 * clamp(face.noseLength, 0.25, 0.55);
  const mouthY = Math.min(chinY - 30, noseTop + noseLen + headH * 0.11);
  const mouthHalf = (headW * clamp(face.mouthWidth, 0.28, 0.58)) / 2;
  const lips = characterId === 'zombie' ? '#5b4a5e' : characterId === 'vampire' ? '#7f1d1d' : face.lips;
  const fangs =
    characterId === 'vampire'
      ? `<path d="M${f(hx - mouthHalf * 0.45)} ${f(mouthY + 2)} l5 14 l5 -14 Z M${f(hx + mouthHalf * 0.45 - 10)} ${f(mouthY + 2)} l5 14 l5 -14 Z" fill="#fff"/>`
      : '';

  // Hair behind the head: long or short by the seed; none under a helmet or hood.
  const isCovered = ['knight', 'racer', 'ranger', 'android'].includes(characterId);
  const isLong = random() < 0.5;
  const backHair =
    isCovered || characterId === 'cyborg'
      ? ''
      : `<path d="M${f(hx - half - 14)} ${f(isLong ? chinY + 40 : cheekY + 10)} Q${f(hx - half - 30)} ${f(top - 40)} ${hx} ${f(top - 34)} Q${f(hx + half + 30)} ${f(top - 40)} ${f(hx + half + 14)} ${f(isLong ? chinY + 40 : cheekY + 10)} Z" fill="${hair}"/>`;
  const fringe = isCovered
    ? ''
    : characterId === 'vampire'
      ? `<path d="M${f(hx - half)} ${f(top + 50)} Q${f(hx - half)} ${f(top - 10)} ${hx} ${f(top - 6)} Q${f(hx + half)} ${f(top - 10)} ${f(hx + half)} ${f(top + 50)} L${hx} ${f(top + 28)} Z" fill="${hair}"/>`
      : `<path d="M${f(hx - half - 4)} ${f(top + 58)} Q${f(hx - half)} ${f(top - 14)} ${hx} ${f(top - 10)} Q${f(hx + half)} ${f(top - 14)} ${f(hx + half + 4)} ${f(top + 58)} Q${f(hx + half * 0.3)} ${f(top + 18 + random() * 14)} ${f(hx - half * 0.2)} ${f(top + 34)} Q${f(hx - half * 0.6)} ${f(top + 20)} ${f(hx - half - 4)} ${f(top + 58)} Z" fill="${hair}"/>`;

  // Marks of the character on the face.
  const marks = (() => {
    switch (characterId) {
      case 'pirate':
        return `<ellipse cx="${f(hx + eyeGap)}" cy="${f(eyeY)}" rx="${f(eyeW * 1.3)}" ry="${f(eyeW * 1.1)}" fill="#111"/><path d="M${f(hx - half)} ${f(top + 60)} L${f(hx + half)} ${f(eyeY - 4)}" stroke="#111" stroke-width="4"/>`;
      case 'commando':
        return `<path d="M${f(hx - eyeGap - 24)} ${f(eyeY + 26)} l30 0 M${f(hx + eyeGap - 6)} ${f(eyeY + 26)} l30 0" stroke="#2a2f12" stroke-width="6"/>`;
      case 'ninja':
        return `<path d="M${f(hx - half - 2)} ${f(noseTop + noseLen * 0.55)} L${f(hx + half + 2)} ${f(noseTop + noseLen * 0.55)} L${f(hx + jaw)} ${f(jawY)} C${f(hx + jaw * 0.8)} ${f(chinY - 10)} ${f(hx + chin)} ${chinY} ${hx} ${chinY} C${f(hx - chin)} ${chinY} ${f(hx - jaw * 0.8)} ${f(chinY - 10)} ${f(hx - jaw)} ${f(jawY)} Z" fill="${o.main}"/>`;
      case 'hero':
        return `<path d="M${f(hx - eyeGap - eyeW * 2)} ${f(eyeY - 4)} Q${f(hx)} ${f(eyeY - eyeH * 2.2)} ${f(hx + eyeGap + eyeW * 2)} ${f(eyeY - 4)} Q${f(hx)} ${f(eyeY + eyeH * 2.4)} ${f(hx - eyeGap - eyeW * 2)} ${f(eyeY - 4)} Z" fill="${o.main}" fill-rule="evenodd"/>`;
      case 'cyborg':
        return `<path d="M${hx} ${top} C${f(hx + half * 0.9)} ${top} ${f(hx + half)} ${f(top + headH * 0.22)} ${f(hx + half)} ${f(cheekY)} L${f(hx + half * 0.8)} ${f(cheekY + 30)} L${hx} ${f(cheekY + 30)} Z" fill="#6b7280" opacity="0.85"/><path d="M${hx} ${top} L${hx} ${f(cheekY + 30)}" stroke="${o.trim}" stroke-width="2"/>`;
      case 'android':
        return `<path d="M${f(hx - half + 10)} ${f(cheekY + 20)} l30 0 l10 10 M${f(hx + half - 10)} ${f(cheekY + 20)} l-30 0 l-10 10" stroke="#38bdf8" stroke-width="3" fill="none"/>`;
      case 'zombie':
        return `<path d="M${f(hx + half * 0.3)} ${f(top + 40)} l-30 50 M${f(hx + half * 0.3 - 20)} ${f(top + 52)} l18 8 M${f(hx + half * 0.3 - 30)} ${f(top + 70)} l18 8" stroke="#3f3f2f" stroke-width="4"/>`;
      case 'elf':
        return `<path d="M${f(hx - half + 4)} ${f(cheekY - 10)} L${f(hx - half - 50)} ${f(cheekY - 70)} L${f(hx - half + 6)} ${f(cheekY + 20)} Z M${f(hx + half - 4)} ${f(cheekY - 10)} L${f(hx + half + 50)} ${f(cheekY - 70)} L${f(hx + half - 6)} ${f(cheekY + 20)} Z" fill="${skin}"/>`;
      case 'rockstar':
        return `<rect x="${f(hx - eyeGap - eyeW * 1.5)}" y="${f(eyeY - eyeW * 0.8)}" width="${f(eyeW * 3)}" height="${f(eyeW * 1.6)}" rx="6" fill="#111" opacity="0.9"/><rect x="${f(hx + eyeGap - eyeW * 1.5)}" y="${f(eyeY - eyeW * 0.8)}" width="${f(eyeW * 3)}" height="${f(eyeW * 1.6)}" rx="6" fill="#111" opacity="0.9"/><path d="M${f(hx - eyeGap + eyeW * 1.5)} ${f(eyeY)} L${f(hx + eyeGap - eyeW * 1.5)} ${f(eyeY)}" stroke="#111" stroke-width="4"/>`;
      case 'witch':
        return `<circle cx="${f(hx + half * 0.5)}" cy="${f(mouthY - 16)}" r="4" fill="${mix(skin, '#000', 0.35)}"/>`;
      default:
        return '';
    }
  })();

  const finish =
    styleId === 'fog'
      ? `<rect width="512" height="512" fill="url(#fogfade)"/>`
      : styleId === 'neon' || styleId === 'stealth'
        ? `<rect x="6" y="6" width="500" height="500" rx="24" fill="none" stroke="${p.glow}" stroke-width="6" filter="url(#glow)"/>`
        : styleId === 'comic'
          ? `<rect x="4" y="4" width="504" height="504" fill="none" stroke="#111" stroke-width="8"/>`
          : '';
  const tilt = clamp(face.tilt, -12, 12);
  const ears =
    characterId === 'elf' || isCovered
      ? ''
      : `<ellipse cx="${f(hx - half - 4)}" cy="${f(eyeY + 14)}" rx="14" ry="24" fill="${shade}"/><ellipse cx="${f(hx + half + 4)}" cy="${f(eyeY + 14)}" rx="14" ry="24" fill="${shade}"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
<radialGradient id="cheek"><stop offset="0" stop-color="#ff7a7a" stop-opacity="0.35"/><stop offset="1" stop-color="#ff7a7a" stop-opacity="0"/></radialGradient>
<linearGradient id="fogfade" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.7"/><stop offset="0.5" stop-color="${p.glow}" stop-opacity="0"/></linearGradient>
<filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
</defs>
<rect width="512" height="512" fill="url(#sky)"/>
${scene(genre, p, random)}
<path d="M${f(hx - 200)} 512 Q${f(hx - 190)} ${f(chinY + 40)} ${f(hx - 70)} ${f(chinY + 30)} L${f(hx + 70)} ${f(chinY + 30)} Q${f(hx + 190)} ${f(chinY + 40)} ${f(hx + 200)} 512 Z" fill="${o.main}" ${outline}/>
<path d="M${f(hx - 70)} ${f(chinY + 30)} L${hx} ${f(chinY + 90)} L${f(hx + 70)} ${f(chinY + 30)}" fill="none" stroke="${o.trim}" stroke-width="10"/>
${characterId === 'vampire' ? `<path d="M${f(hx - 150)} ${f(chinY + 80)} L${f(hx - 110)} ${f(chinY - 40)} L${f(hx - 60)} ${f(chinY + 40)} Z M${f(hx + 150)} ${f(chinY + 80)} L${f(hx + 110)} ${f(chinY - 40)} L${f(hx + 60)} ${f(chinY + 40)} Z" fill="${o.trim}"/>` : ''}
<rect x="${f(hx - 34)}" y="${f(chinY - 30)}" width="68" height="70" fill="${shade}"/>
<g transform="rotate(${f(tilt)} ${hx} ${f(top + headH / 2)})">
${backHair}
${ears}
<path d="${head}" fill="${skin}" ${outline}/>
<ellipse cx="${f(hx - eyeGap - 6)}" cy="${f(mouthY - 18)}" rx="26" ry="16" fill="url(#cheek)"/>
<ellipse cx="${f(hx + eyeGap + 6)}" cy="${f(mouthY - 18)}" rx="26" ry="16" fill="url(#cheek)"/>
${characterId === 'hero' ? marks : ''}
${eye(hx - eyeGap, -1)}
${eye(hx + eyeGap, 1)}
<path d="M${hx} ${f(noseTop)} Q${f(hx - 10)} ${f(noseTop + noseLen * 0.8)} ${f(hx - 8)} ${f(noseTop + noseLen)} Q${hx} ${f(noseTop + noseLen + 6)} ${f(hx + 9)} ${f(noseTop + noseLen)}" stroke="${shade}" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M${f(hx - mouthHalf)} ${f(mouthY)} Q${hx} ${f(mouthY + (genre === 'HORROR' ? 4 : 18))} ${f(hx + mouthHalf)} ${f(mouthY)} Q${hx} ${f(mouthY + 4)} ${f(hx - mouthHalf)} ${f(mouthY)} Z" fill="${lips}"/>
${fangs}
${characterId === 'hero' ? '' : marks}
${fringe}
${headgear(characterId, hair, o, hx, top, headW)}
</g>
${finish}
</svg>`;
}
