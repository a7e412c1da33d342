import { apiRoutes } from '../soak/support/fuzz-cases'
import { fuzzSuite } from '../soak/support/fuzz-suite'

/**
 * Fuzzing of every /api route (admin.php, verifytoken.php, home.php, about.php, trackship.php,
 * media-center.php, careers.php, quote.php, track/*, shipments, inbox/*, dashboard.php,
 * video/*): JSON and multipart bodies, query strings, headers and methods, with and without a
 * valid token. No reply >= 500, none hanging.
 * The long run (2,000+ per route) is `npm run fuzz`; replay with FUZZ_SEED=<seed>.
 */
fuzzSuite(apiRoutes)
