import { describe, expect, it } from 'vitest';
import { precacheFiles, serviceWorkerSource } from './service-worker-plugin';

describe('the service worker build', () => {
  it('precaches the entry, every page and what they import, English’s texts, but not modals, other locales or policy translations', () => {
    const chunk = (
      fileName: string,
      facadeModuleId: string | null,
      imports: string[] = [],
      isEntry = false,
    ) => ({
      fileName,
      facadeModuleId,
      imports,
      isEntry,
      css: [],
    });
    const files = precacheFiles(
      [
        chunk('assets/index-a.js', '/src/main.tsx', ['assets/shared-b.js'], true),
        chunk('assets/shared-b.js', null),
        chunk('assets/home-page-c.js', '/x/src/features/home/home-page.tsx', ['assets/spinner-d.js']),
        chunk('assets/spinner-d.js', '/x/src/ui/spinner.tsx'),
        chunk('assets/privacy-policy-e.js', '/x/src/features/content/policies/privacy-policy/en.ts'),
        chunk('assets/privacy-policy-hi.js', '/x/src/features/content/policies/privacy-policy/hi.ts'),
        chunk('assets/login-modal-f.js', '/x/src/features/auth/login-modal.tsx', ['assets/countries-g.js']),
        chunk('assets/countries-g.js', '/x/packages/domain/src/countries.ts'),
        chunk('assets/he-h.js', '/x/src/locales/he.json?first-load'),
        chunk('assets/en-j.js', '/x/src/locales/en.json?first-load'),
      ],
      ['assets/index-i.css', 'assets/en-k.json'],
    );
    expect(files).toEqual([
      'assets/en-j.js',
      'assets/en-k.json',
      'assets/home-page-c.js',
      'assets/index-a.js',
      'assets/index-i.css',
      'assets/privacy-policy-e.js',
      'assets/shared-b.js',
      'assets/spinner-d.js',
    ]);
  });

  it('writes a worker that names its cache after the build and lists the files', () => {
    const source = serviceWorkerSource('abc123', ['/', '/assets/index-1.js']);
    expect(source).toContain("const CACHE = 'kp-abc123'");
    expect(source).toContain('["/","/assets/index-1.js"]');
    expect(() => new Function(source)).not.toThrow();
  });
});
