import fs from 'node:fs'

/**
 * Loads `.env` from the working directory when there is one (Node's own parser). Variables
 * already set in the environment win, so `PORT=4000 npm start` still overrides the file.
 */
if (fs.existsSync('.env')) process.loadEnvFile('.env')
