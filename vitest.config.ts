import { defineConfig } from 'vitest/config'

// One suite for the whole repository: unit tests next to their code, cross-folder suites in tests/.
export default defineConfig({
  test: {
    include: [
      'tests/**/*.test.ts',
      'lake/**/*.test.ts',
      'server-kit/**/*.test.ts',
      'schemas/**/*.test.ts',
      'scripts/**/*.test.ts',
      'adapters/**/*.test.ts',
      'web/src/**/*.test.ts',
    ],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Suites start real servers and child processes; two workers suit the 2-core machines.
    maxWorkers: 2,
    reporters: ['default'],
  },
})
