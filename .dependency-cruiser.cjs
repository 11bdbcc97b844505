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
      comment: 'A feature never imports another feature; shared code lives in src/shared.',
      severity: 'error',
      from: {
        path: '^packages/portal-features/src/([^/]+)/',
        pathNot: '^packages/portal-features/src/shared/',
      },
      to: {
        path: '^packages/portal-features/src/([^/]+)/',
        pathNot: ['^packages/portal-features/src/$1/', '^packages/portal-features/src/shared/'],
      },
    },
    {
      name: 'shared-not-into-features',
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
