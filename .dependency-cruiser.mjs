// Module boundaries, checked on every `npm run lint`; each rule says why in its comment.
// Test code is named by path so the rules hold wherever the helpers live.
const testCode = [
  '\\.test\\.tsx?$',
  '/testing/',
  '/test-support/',
  'test-databases',
  'test-kit',
  'stats-scene',
  '^e2e/',
  '^bench/',
];
const productCode = '^(apps/server/src|apps/web/src|packages/shared/src|packages/simulator/src)/';
const domOnlyPackages =
  'node_modules/(react|react-dom|react-router|react-i18next|react-chartjs-2|react-leaflet|leaflet|antd|@ant-design/[^/]+|@tanstack/react-query|altcha|socket\\.io-client|chart\\.js|qrcode)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'module-front-door',
      severity: 'error',
      comment:
        "A module reaches another module only through that module's index.ts, its front door.",
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycles make start-up order and ownership unclear; move the shared piece to its owner.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The web app talks to the server over HTTP; shared types live in packages/shared.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'shared-no-node',
      severity: 'error',
      comment: 'packages/shared runs in the server and in the browser: no Node built-ins.',
      from: { path: '^packages/shared/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-no-dom',
      severity: 'error',
      comment:
        'packages/shared runs in the server and in the browser: no DOM-only libraries or app code.',
      from: { path: '^packages/shared/src/' },
      to: { path: [domOnlyPackages, '^apps/', '^packages/simulator/'] },
    },
    {
      name: 'product-not-test-code',
      severity: 'error',
      comment: 'Product code never imports test code; test helpers stay out of the build.',
      from: { path: productCode, pathNot: testCode },
      to: { path: testCode },
    },
    {
      name: 'product-not-vitest',
      severity: 'error',
      comment:
        'A product file that imports vitest is test code: rename or move it out of the product.',
      from: { path: productCode, pathNot: testCode },
      to: { path: 'node_modules/(vitest|@vitest/[^/]+)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve would hide a boundary from the other rules.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^(apps|packages)/[^/]+/(dist|data)/', '^e2e/screenshots/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
