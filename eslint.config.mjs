import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores(['.next/**', '.next-*/**', 'out/**', 'next-env.d.ts', 'e2e/.servers/**', 'coverage/**', 'playwright-report/**', 'test-results/**']),
])
