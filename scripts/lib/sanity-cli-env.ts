/**
 * What every Sanity CLI call of ours runs with (typegen, the Studio build, `sanity dev`): never
 * ask, never phone home (no telemetry prompt or upload, no update check), plain output.
 */
export const QUIET_SANITY_CLI_ENV = {
  DO_NOT_TRACK: '1',
  SANITY_TELEMETRY_DISABLED: '1',
  NO_UPDATE_NOTIFIER: '1',
  CI: 'true',
  FORCE_COLOR: '0',
} as const
