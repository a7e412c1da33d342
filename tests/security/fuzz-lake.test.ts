import { lakeRoutes } from '../soak/support/fuzz-cases'
import { fuzzSuite } from '../soak/support/fuzz-suite'

/**
 * Fuzzing of the public /lake routes on the site's port: GROQ-ish queries and parameters (GET
 * and POST), image paths with arbitrary transform parameters, file paths, and other paths
 * (dot segments, encodings). No reply >= 500, none hanging. The long run is `npm run fuzz`.
 */
fuzzSuite(lakeRoutes)
