import { defineCliConfig } from 'sanity/cli'

/**
 * CLI settings. Nothing here may prompt or phone home: `npm run typegen` runs offline and
 * unattended (research §7). This CLI version has no `telemetry` config key; telemetry is turned
 * off by DO_NOT_TRACK=1, which scripts/typegen.ts sets for every CLI call. The TypeGen paths are relative to this folder and may be redirected
 * by scripts/typegen.ts through SANITY_TYPEGEN_SCHEMA / SANITY_TYPEGEN_OUTPUT (used by the
 * freshness test to generate into a temporary directory).
 */
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  deployment: { autoUpdates: false },
  schemaExtraction: {
    path: process.env.SANITY_TYPEGEN_SCHEMA || '../schemas/generated/schema.json',
  },
  typegen: {
    schema: process.env.SANITY_TYPEGEN_SCHEMA || '../schemas/generated/schema.json',
    generates: process.env.SANITY_TYPEGEN_OUTPUT || '../schemas/generated/sanity.types.ts',
    // The files holding the defineQuery queries: the site's query modules and the CMS adapters.
    path: [
      '../web/src/content/queries.ts',
      '../web/src/**/*-query.ts',
      '../adapters/cms/*.ts',
      '!../adapters/cms/*.test.ts',
    ],
    overloadClientMethods: true,
    // scripts/typegen.ts formats with the repository's prettier config instead, so the output
    // is identical wherever it is written.
    formatGeneratedCode: false,
  },
})
