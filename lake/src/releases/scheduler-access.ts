import { WRITE_TOKEN, type Access } from '../auth/access'

/**
 * Who publishes a due release: the lake itself. Its transactions are recorded under this
 * identity, which the Studio's History panel names "Release scheduler".
 */
export const SCHEDULER: Access = { ...WRITE_TOKEN, identity: 'release-scheduler' }
