// bench/results.md keeps one section per benchmark; each run replaces its own section.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const FILE = path.join(import.meta.dirname, 'results.md');
const HEADER = `# Benchmark results

Written by the benchmarks in \`bench/\` (\`npm run bench\`, or one of them with
\`node bench/<name>.mjs\`). Each section is replaced by its benchmark's latest run.
`;

/** The machine a figure was measured on, for the record. */
export function machine() {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Replaces (or appends) the section `name` of bench/results.md. */
export function writeSection(name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : HEADER;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from !== -1 && to !== -1
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(FILE, text);
}
