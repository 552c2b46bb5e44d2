import { describe, expect, it } from 'vitest';
import { isPrecached, serviceWorkerSource } from './service-worker-plugin';

describe('the service worker build', () => {
  it('precaches route chunks and styles but not locale chunks or other files', () => {
    expect(isPrecached('assets/index-Bx12abCD.js')).toBe(true);
    expect(isPrecached('assets/policy-page-9aZ_x-1q.js')).toBe(true);
    expect(isPrecached('assets/index-Cq8w1e2r.css')).toBe(true);
    expect(isPrecached('assets/he-Cq8w1e2r.js')).toBe(false);
    expect(isPrecached('assets/pt-a1B2c3D4.js')).toBe(false);
    expect(isPrecached('index.html')).toBe(false);
    expect(isPrecached('assets/logo-abcdefgh.png')).toBe(false);
  });

  it('writes a worker that names its cache after the build and lists the files', () => {
    const source = serviceWorkerSource('abc123', ['/', '/assets/index-1.js']);
    expect(source).toContain("const CACHE = 'kp-abc123'");
    expect(source).toContain('["/","/assets/index-1.js"]');
    expect(() => new Function(source)).not.toThrow();
  });
});
