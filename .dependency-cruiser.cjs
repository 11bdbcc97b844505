/** Architecture rules: the picture in the README, enforced. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'ui-stands-alone',
      comment: 'The design system knows nothing of our API, features or app.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^(packages/(api-client|portal-features)|apps)/' },
    },
    {
      name: 'api-client-stands-alone',
      severity: 'error',
      from: { path: '^packages/api-client/' },
      to: { path: '^(packages/(ui|portal-features)|apps)/' },
    },
    {
      name: 'features-not-sideways',
      comment:
        'A feature never imports another feature; what several use lives below them, in src/domain (the business floor) or src/shared (plumbing).',
      severity: 'error',
      from: {
        path: '^packages/portal-features/src/([^/]+)/',
        pathNot: '^packages/portal-features/src/(shared|domain)/',
      },
      to: {
        path: '^packages/portal-features/src/([^/]+)/',
        pathNot: [
          '^packages/portal-features/src/$1/',
          '^packages/portal-features/src/shared/',
          '^packages/portal-features/src/domain/',
        ],
      },
    },
    {
      name: 'domain-not-into-features',
      comment:
        'The domain floor (product lists, documents, order history …) serves the features and knows none.',
      severity: 'error',
      from: { path: '^packages/portal-features/src/domain/' },
      to: {
        path: '^packages/portal-features/src/',
        pathNot: '^packages/portal-features/src/(domain|shared)/',
      },
    },
    {
      name: 'shared-not-into-features',
      comment:
        'shared/ is generic plumbing (api, i18n, forms, session, pages …): it knows no feature and no domain.',
      severity: 'error',
      from: { path: '^packages/portal-features/src/shared/' },
      to: { path: '^packages/portal-features/src/', pathNot: '^packages/portal-features/src/shared/' },
    },
    {
      name: 'test-code-stays-in-tests',
      comment:
        'Story helpers, MSW and the mock backend are test code: only stories, tests, other test code and the demo entry may import them.',
      severity: 'error',
      from: {
        pathNot: [
          '\\.(stories|test)\\.tsx?$',
          '\\.testing\\.tsx?$',
          '^packages/portal-features/src/shared/testing/',
          '^packages/api-client/src/(mocks|contract)/',
          '^apps/portal/src/demoBackend\\.ts$',
        ],
      },
      to: {
        path: [
          '^packages/portal-features/src/shared/testing/',
          '^packages/api-client/src/mocks/',
          '\\.testing\\.tsx?$',
          'node_modules/(msw|openapi-msw)/',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|generated)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      conditionNames: ['import', 'default'],
      exportsFields: ['exports'],
    },
  },
};
