// The module boundaries of ARCHITECTURE.md as one lint rule:
// - an api module may use another module only through its service (never its repository or tables);
// - a web feature never imports another feature (the app composes them); ui/ (primitives) imports
//   no components/ (shared widgets), and neither imports a feature or the app;
// - packages/domain and packages/contract import nothing with I/O and nothing from the apps;
// - the api and the web never import each other;
// - only tests import a test double (*.fixtures.ts).
import path from 'node:path';

const IO_PACKAGES = [
  /^node:/,
  /^(fs|path|http|https|net|os|child_process|crypto|stream|worker_threads)(\/|$)/,
  /^pg(\/|$)/,
  /^@electric-sql\//,
  /^drizzle-orm/,
  /^fastify/,
  /^@fastify\//,
  /^react/,
];

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function checkImport(filename, source) {
  const from = rel(filename);
  const inDomain = from.startsWith('packages/domain/');
  const inContract = from.startsWith('packages/contract/');
  if (inDomain || inContract) {
    if (IO_PACKAGES.some((re) => re.test(source)))
      return `${inDomain ? 'packages/domain' : 'packages/contract'} must stay free of I/O: "${source}" is not allowed`;
    if (inDomain && source.startsWith('@kp/')) return 'packages/domain imports no other workspace package';
    if (
      inContract &&
      source.startsWith('@kp/') &&
      source !== '@kp/domain' &&
      !source.startsWith('@kp/domain/')
    )
      return 'packages/contract may import only @kp/domain';
  }
  if (from.startsWith('apps/web/') && source.startsWith('@kp/api')) return 'the web never imports the api';
  if (from.startsWith('apps/api/') && source.startsWith('@kp/web')) return 'the api never imports the web';
  if (!source.startsWith('.')) return null;

  const target = rel(path.resolve(path.dirname(filename), source));
  if (
    !target.startsWith(from.split('/').slice(0, 2).join('/') + '/') &&
    (target.startsWith('apps/') || target.startsWith('packages/'))
  )
    return `import "${source}" crosses into another workspace package by path; import it by its package name`;

  // Test doubles (*.fixtures.ts) are for tests: the product never runs on a fake.
  const isTestCode =
    /\.(test|fixtures)\.tsx?$/.test(from) || from.includes('/test/') || from.startsWith('e2e/');
  if (/\.fixtures(\.tsx?|\.js)?$/.test(target) && !isTestCode)
    return `"${source}" is a test double (*.fixtures.ts): only tests import it`;

  const apiModule = /^apps\/api\/src\/modules\/([^/]+)\//;
  const fromModule = from.match(apiModule)?.[1];
  const toModule = target.match(apiModule)?.[1];
  // Outside the modules (app.ts, db/, test/) is the composition root: it wires every module.
  // A table may reference another module's table for a foreign key.
  const isTableToTable = /\.tables\.ts$/.test(from) && /\.tables(\.ts|\.js)?$/.test(target);
  if (
    fromModule &&
    toModule &&
    fromModule !== toModule &&
    !isTableToTable &&
    !/\.service(\.ts|\.js)?$/.test(target)
  )
    return `module "${fromModule}" may use module "${toModule}" only through its service, not "${source}"`;

  const webFeature = /^apps\/web\/src\/features\/([^/]+)\//;
  const fromFeature = from.match(webFeature)?.[1];
  const toFeature = target.match(webFeature)?.[1];
  if (fromFeature && toFeature && fromFeature !== toFeature)
    return `feature "${fromFeature}" may not import feature "${toFeature}"; compose them in src/app`;

  // The web's layers: ui/ (domain-free primitives) under components/ (shared domain widgets) under
  // features/ and app/. A test may reach up (to render the app around what it tests).
  const webLayer = /^apps\/web\/src\/(ui|components|features|app)\//;
  const fromLayer = from.match(webLayer)?.[1];
  const toLayer = target.match(webLayer)?.[1];
  const isBelow = { ui: ['components', 'features', 'app'], components: ['features', 'app'] }[fromLayer];
  if (isBelow?.includes(toLayer) && !/\.test\.tsx?$/.test(from))
    return `${fromLayer}/ may not import ${toLayer}/: ui/ holds domain-free primitives, components/ shared widgets`;
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'module boundaries of ARCHITECTURE.md' } },
  create(context) {
    const check = (node) => {
      const source = node.source && node.source.type === 'Literal' ? node.source.value : null;
      if (typeof source !== 'string') return;
      const message = checkImport(context.filename, source);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const boundaries = { rules: { 'allowed-imports': rule } };
export { checkImport };
