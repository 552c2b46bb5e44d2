// Builds apps/web/public/clan-handbook.pdf from docs/clan-handbook.md (the Markdown is the source:
// edit it, then re-run this script and commit both files).
//
// pdf-lib is not a project dependency, so run the script through npx, from the repository root:
//
//   npx -y -p pdf-lib@1.17.1 node scripts/clan-handbook-pdf.mjs
//
// Optional arguments: an input Markdown file and an output PDF path (both relative to the current
// folder), e.g. `... node scripts/clan-handbook-pdf.mjs docs/clan-handbook.md /tmp/handbook.pdf`.
//
// The Markdown understood is deliberately small: `#`, `##` and `###` headings, paragraphs, `- ` and
// `1. ` list items, and **bold** inside a line. The PDF uses the standard Helvetica fonts (nothing is
// embedded, which keeps it small), A4 pages, wrapped text and "Page n of N" footers. The output is
// reproducible: the same Markdown gives the same bytes.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const input = path.resolve(process.argv[2] ?? path.join(root, 'docs/clan-handbook.md'));
const output = path.resolve(process.argv[3] ?? path.join(root, 'apps/web/public/clan-handbook.pdf'));
/** The date printed nowhere but stored in the PDF's metadata, fixed so that builds are reproducible. */
const DOCUMENT_DATE = new Date('2026-11-23T00:00:00Z');

const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();

// `npx -p pdf-lib` puts the package's node_modules/.bin on PATH but ES module resolution starts from
// this file, so look for pdf-lib next to each node_modules/.bin on PATH (and in NODE_PATH).
async function loadPdfLib() {
  try {
    return await import('pdf-lib');
  } catch {
    const dirs = [
      ...(process.env.PATH ?? '')
        .split(path.delimiter)
        .filter((d) => d.endsWith(`node_modules${path.sep}.bin`)),
      ...(process.env.NODE_PATH ?? '').split(path.delimiter).filter(Boolean),
    ];
    for (const dir of dirs) {
      const nodeModules = path.basename(dir) === '.bin' ? path.dirname(dir) : dir;
      if (!existsSync(path.join(nodeModules, 'pdf-lib', 'package.json'))) continue;
      return createRequire(path.join(nodeModules, 'noop.js'))('pdf-lib');
    }
    throw new Error(
      'pdf-lib not found: run this script with `npx -y -p pdf-lib@1.17.1 node scripts/clan-handbook-pdf.mjs`',
    );
  }
}

// ---- Markdown to blocks -------------------------------------------------------------------------

/** Splits the Markdown into heading, paragraph and list-item blocks. */
function parseMarkdown(text) {
  const blocks = [];
  let paragraph = null;
  const flush = () => {
    if (paragraph) blocks.push({ type: 'p', text: paragraph.join(' ') });
    paragraph = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    let m;
    if (line === '') flush();
    else if ((m = line.match(/^(#{1,3})\s+(.*)$/))) {
      flush();
      blocks.push({ type: `h${m[1].length}`, text: m[2] });
    } else if ((m = line.match(/^[-*]\s+(.*)$/))) {
      flush();
      blocks.push({ type: 'li', marker: '\u2022', text: m[1] });
    } else if ((m = line.match(/^(\d+)\.\s+(.*)$/))) {
      flush();
      blocks.push({ type: 'li', marker: `${m[1]}.`, text: m[2] });
    } else if (paragraph === null && blocks.at(-1)?.type === 'li' && raw.startsWith(' ')) {
      blocks.at(-1).text += ` ${line}`; // continuation of a list item
    } else (paragraph ??= []).push(line);
  }
  flush();
  return blocks;
}

/**
 * Turns "a **b**: c" into words, each a list of runs tagged bold or regular, so that punctuation right
 * after bold text stays on the same word ("b" bold and ":" regular). Backticks are dropped.
 */
function toWords(text, boldByDefault = false) {
  const words = [];
  let joinNext = false; // the previous piece ended without a space: glue the next one to its word
  for (const part of text.replace(/`/g, '').split(/(\*\*[^*]+\*\*)/)) {
    if (part === '') continue;
    const bold = boldByDefault || (part.startsWith('**') && part.endsWith('**'));
    const clean = bold && part.startsWith('**') ? part.slice(2, -2) : part;
    clean.split(/(\s+)/).forEach((piece, i) => {
      if (piece === '') return;
      if (/^\s+$/.test(piece)) {
        joinNext = false;
        return;
      }
      if (joinNext && i === 0 && words.length) words.at(-1).push({ text: piece, bold });
      else words.push([{ text: piece, bold }]);
      joinNext = true;
    });
  }
  return words;
}

// ---- Layout ---------------------------------------------------------------------------------------

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { left: 62, right: 62, top: 70, bottom: 70 };
const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const COLOR = { text: rgb(0.12, 0.12, 0.14), heading: rgb(0.24, 0.16, 0.56), muted: rgb(0.42, 0.42, 0.46) };
const STYLE = {
  h1: { size: 24, leading: 30, before: 0, after: 6, bold: true, color: COLOR.heading },
  h2: { size: 14, leading: 19, before: 16, after: 5, bold: true, color: COLOR.heading },
  h3: { size: 11, leading: 15, before: 9, after: 2, bold: true, color: COLOR.text },
  p: { size: 10.5, leading: 15, before: 0, after: 7, bold: false, color: COLOR.text },
  li: { size: 10.5, leading: 15, before: 0, after: 4, bold: false, color: COLOR.text, indent: 22 },
};

const pdf = await PDFDocument.create();
const fonts = {
  regular: await pdf.embedFont(StandardFonts.Helvetica),
  bold: await pdf.embedFont(StandardFonts.HelveticaBold),
};

/** Standard fonts only cover WinAnsi: swap the few characters that fall outside it, refuse the rest. */
function toWinAnsi(text) {
  const swapped = text
    .replace(/\u2192/g, '->')
    .replace(/\u2212/g, '-')
    .replace(/\u00a0/g, ' ');
  for (const ch of swapped) {
    try {
      fonts.regular.encodeText(ch);
    } catch {
      throw new Error(
        `character "${ch}" (U+${ch.codePointAt(0).toString(16)}) cannot be drawn with Helvetica`,
      );
    }
  }
  return swapped;
}

/** Breaks words into lines no wider than `width`; each line is a list of same-font runs. */
function wrap(words, size, width) {
  const widthOf = (run) => (run.bold ? fonts.bold : fonts.regular).widthOfTextAtSize(run.text, size);
  const lines = [];
  let line = [];
  let lineWidth = 0;
  for (const word of words) {
    const wordWidth = word.reduce((sum, run) => sum + widthOf(run), 0);
    let space = line.length ? widthOf({ text: ' ', bold: word[0].bold }) : 0;
    if (line.length && lineWidth + space + wordWidth > width) {
      lines.push(line);
      line = [];
      lineWidth = 0;
      space = 0;
    }
    word.forEach((run, i) => {
      const text = i === 0 && space ? ` ${run.text}` : run.text;
      const last = line.at(-1);
      if (last && last.bold === run.bold) last.text += text;
      else line.push({ text, bold: run.bold });
    });
    lineWidth += space + wordWidth;
  }
  if (line.length) lines.push(line);
  return lines;
}

const pages = [];
let page;
let y;
function newPage() {
  page = pdf.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  y = PAGE.height - MARGIN.top;
}
function drawLine(runs, x, size, color) {
  let cursor = x;
  for (const run of runs) {
    const font = run.bold ? fonts.bold : fonts.regular;
    page.drawText(run.text, { x: cursor, y, size, font, color });
    cursor += font.widthOfTextAtSize(run.text, size);
  }
}

newPage();
const blocks = parseMarkdown(readFileSync(input, 'utf8'));
blocks.forEach((block, index) => {
  const previous = blocks[index - 1];
  const isSubtitle = block.type === 'p' && previous?.type === 'h1';
  const style = isSubtitle ? { ...STYLE.p, color: COLOR.muted } : STYLE[block.type];
  const indent = style.indent ?? 0;
  const lines = wrap(toWords(toWinAnsi(block.text), style.bold), style.size, TEXT_WIDTH - indent);
  // Keep a heading with the first lines of what follows it; never leave one line of a block alone.
  const next = blocks[index + 1];
  const keepWith = block.type.startsWith('h') && next ? 3 * STYLE.p.leading : 0;
  const needed = style.before + Math.min(lines.length, 2) * style.leading + keepWith;
  if (y - needed < MARGIN.bottom && y < PAGE.height - MARGIN.top) newPage();
  else if (y < PAGE.height - MARGIN.top)
    y -= style.before + (previous?.type === 'li' && block.type !== 'li' ? 5 : 0);
  lines.forEach((runs, i) => {
    if (y - style.leading < MARGIN.bottom) newPage();
    y -= style.leading;
    if (block.type === 'li' && i === 0) {
      page.drawText(toWinAnsi(block.marker), {
        x: MARGIN.left + 8,
        y,
        size: style.size,
        font: fonts.regular,
        color: style.color,
      });
    }
    drawLine(runs, MARGIN.left + indent, style.size, style.color);
  });
  y -= style.after;
  if (block.type === 'h1') {
    // A thin rule under the title.
    page.drawLine({
      start: { x: MARGIN.left, y: y - 2 },
      end: { x: PAGE.width - MARGIN.right, y: y - 2 },
      thickness: 1.2,
      color: COLOR.heading,
    });
    y -= 10;
  }
});

// Running header (from page 2) and footer with page numbers on every page.
const title = toWinAnsi(blocks.find((b) => b.type === 'h1')?.text ?? 'Handbook');
pages.forEach((p, i) => {
  const label = `Page ${i + 1} of ${pages.length}`;
  const size = 8.5;
  p.drawText(label, {
    x: (PAGE.width - fonts.regular.widthOfTextAtSize(label, size)) / 2,
    y: MARGIN.bottom / 2,
    size,
    font: fonts.regular,
    color: COLOR.muted,
  });
  if (i > 0) {
    p.drawText(title, {
      x: MARGIN.left,
      y: PAGE.height - MARGIN.top / 2,
      size,
      font: fonts.bold,
      color: COLOR.muted,
    });
  }
});

pdf.setTitle(title);
pdf.setAuthor('KPlay');
pdf.setSubject('How clans work on KPlay: roles, creating a clan, rules, leaderboards, seasons and fair play');
pdf.setKeywords(['KPlay', 'clan', 'handbook', 'clan chief', 'Proof of Gamer']);
pdf.setCreator('scripts/clan-handbook-pdf.mjs');
pdf.setProducer('pdf-lib');
pdf.setLanguage('en');
pdf.setCreationDate(DOCUMENT_DATE);
pdf.setModificationDate(DOCUMENT_DATE);

const bytes = await pdf.save();
writeFileSync(output, bytes);
console.log(`${path.relative(process.cwd(), output)}: ${pages.length} pages, ${bytes.length} bytes`);
