/**
 * Regenerates the TypeGen output:
 *   schemas/generated/schema.json     (`sanity schema extract`: the Studio's schema, schemas/)
 *   schemas/generated/sanity.types.ts (`sanity typegen generate`: the schema's types, and the
 *                                      result types of the defineQuery queries in the files
 *                                      studio/sanity.cli.ts lists: web/src's query modules and
 *                                      adapters/cms)
 *
 * Usage: npm run typegen [-- --out <dir>]
 *
 * Runs offline and without a Sanity login (research §7). `--out` writes elsewhere, so the
 * freshness test can compare a fresh generation with the committed files. The output does not
 * depend on where it is written: the schema path TypeGen prints into the file is normalised, the
 * query source paths it prints are relative to studio/ (where the CLI runs), and the code is
 * formatted with the repository's prettier config rather than whatever config is found next to
 * the output directory.
 */
import { execFile } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import * as prettier from 'prettier'
import { QUIET_SANITY_CLI_ENV } from './lib/sanity-cli-env'

const run = promisify(execFile)

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const studioDir = path.join(repoRoot, 'studio')
export const defaultOutDir = path.join(repoRoot, 'schemas', 'generated')
export const generatedFiles = ['schema.json', 'sanity.types.ts'] as const

/** How the committed file names its schema source; TypeGen prints a path relative to studio/. */
const canonicalSchemaSource = '// Source: schemas/generated/schema.json'

export interface TypegenOptions {
  outDir?: string
  /** Print the CLI output (the npm script does; the test keeps quiet unless it fails). */
  verbose?: boolean
}

export async function generateTypes(options: TypegenOptions = {}): Promise<string[]> {
  const outDir = path.resolve(options.outDir ?? defaultOutDir)
  await mkdir(outDir, { recursive: true })
  const schemaPath = path.join(outDir, 'schema.json')
  const typesPath = path.join(outDir, 'sanity.types.ts')

  const env = {
    ...process.env,
    ...QUIET_SANITY_CLI_ENV,
    CI: process.env.CI ?? 'true',
    // Read by studio/sanity.cli.ts. Relative to studio/: `schema extract` joins even an absolute
    // path onto the project root (CLI 6.7), so absolute paths would land inside studio/.
    SANITY_TYPEGEN_SCHEMA: path.relative(studioDir, schemaPath),
    SANITY_TYPEGEN_OUTPUT: path.relative(studioDir, typesPath),
  }
  const sanity = path.join(repoRoot, 'node_modules', '.bin', 'sanity')
  const cli = async (args: string[]) => {
    try {
      const { stdout, stderr } = await run(sanity, args, {
        cwd: studioDir,
        env,
        maxBuffer: 16 * 1024 * 1024,
      })
      if (options.verbose) process.stdout.write(stdout + stderr)
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
      throw new Error(`sanity ${args.join(' ')} failed:\n${stdout}${stderr}`, { cause: error })
    }
  }

  await cli(['schema', 'extract', '--path', path.relative(studioDir, schemaPath)])
  await cli(['typegen', 'generate'])

  const generated = await readFile(typesPath, 'utf8')
  const normalised = generated.replace(/^\/\/ Source: .*schema\.json$/m, canonicalSchemaSource)
  const config = await prettier.resolveConfig(path.join(defaultOutDir, 'sanity.types.ts'))
  await writeFile(
    typesPath,
    await prettier.format(normalised, { ...config, filepath: typesPath, parser: 'typescript' }),
  )
  return [schemaPath, typesPath]
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const files = await generateTypes({ outDir: values.out, verbose: true })
  for (const file of files) console.log(`wrote ${path.relative(process.cwd(), file)}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
