import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The longest a source file may be: past it, a file does more than one job. */
const MAX_SOURCE_LINES = 500;

/** What is not held to it: tests and their local servers, seeds, migrations, locales. */
const EXEMPT = [
  /\.test\.tsx?$/,
  /(^|\/)test\//,
  /\.seed\.ts$/,
  /(^|\/)seeds?\//,
  /(^|\/)migrations\//,
  /(^|\/)locales\//,
];

function sourceFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mjs', '*.js'], {
    cwd: root,
    encoding: 'utf8',
  });
  return tracked.split('\0').filter((file) => file !== '' && !EXEMPT.some((pattern) => pattern.test(file)));
}

describe('source files', () => {
  it(`are at most ${MAX_SOURCE_LINES} lines each (outside tests, seeds, migrations and locales)`, () => {
    const tooLong = sourceFiles()
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_SOURCE_LINES);
    expect(tooLong).toEqual([]);
  });

  it('are found at all (the check reads the repository)', () => {
    expect(sourceFiles()).toContain('apps/api/src/app.ts');
  });
});
