import type { FastifyInstance } from 'fastify';

/** Remembers every registered route so that a wrong method gets 405 with `Allow`, not 404. */
export function createRouteIndex(app: FastifyInstance) {
  const routes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return; // the web's static files are not api routes
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const source = route.url
      .split('/')
      .map((segment) =>
        segment.startsWith(':')
          ? '[^/]+'
          : segment === '*'
            ? '.*'
            : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    const pattern = new RegExp(`^${source}/?$`);
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, pattern });
  });
  return {
    allowedMethods(path: string): string[] {
      return [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))];
    },
  };
}
