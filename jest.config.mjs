import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

// sanitize-html's parser (htmlparser2 and its helpers) ships only as ES modules, which Jest on
// Node 20 cannot require: let SWC compile them, as next/jest already does for Next's own packages.
const ESM_ONLY_PACKAGES = ['htmlparser2', 'domhandler', 'domutils', 'entities', 'dom-serializer', 'domelementtype']

const jestConfig = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    // Server-only modules are tested directly; the guard matters to bundles, not to Jest.
    '^server-only$': '<rootDir>/test-support/empty-module.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '<rootDir>/.next'],
  // Build folders (.next, and the browser tests' .next-e2e-*) hold copies of package.json.
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/e2e/.servers/'],
})

export default async function jestConfigWithEsmPackages() {
  const resolved = await jestConfig()
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.replace('/node_modules/(?!.pnpm)(?!(', `/node_modules/(?!.pnpm)(?!(${ESM_ONLY_PACKAGES.join('|')}|`),
    ),
  }
}
