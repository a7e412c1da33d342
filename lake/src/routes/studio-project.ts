import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API_VERSION_PARAM, parseApiVersion } from '../api-version'
import { grantsOf, WRITE_TOKEN, type Access, type LakeUser, type Role } from '../auth/access'
import { roleOf, USER_ID_PREFIX } from '../auth/sessions'
import { parseKeyValuePairs, UserSettingsStore } from '../auth/user-settings'
import { accessFromHeader } from '../http/access'
import { boom } from '../http/errors'
import type { Lake } from '../lake'
import { MAX_ACTIVE_RELEASES } from '../releases/release-ids'
import { SCHEDULER } from '../releases/scheduler-access'

const ROLE_TITLES: Record<Role, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  viewer: 'Viewer',
}

/** How the configured tokens appear as authors in the History panel. */
const TOKEN_USERS: Record<string, string> = {
  'write-token': 'Admin panel and site server',
  'read-token': 'Site server (read only)',
  [SCHEDULER.identity]: 'Release scheduler',
}
const MAX_USER_IDS = 400

/**
 * The project-level calls the Studio makes besides data: who am I, who are they, the project and
 * its datasets, my grants, my UI settings, and the feature, schedule, journey and telemetry
 * probes it makes at boot (answered with "nothing here" in the shapes it accepts:
 * research/sanity-api.md §5.3). All under `/v<version>/`, as the Studio's clients send them.
 */
export function studioProjectRoutes(app: FastifyInstance, lake: Lake) {
  const settings = new UserSettingsStore(lake.db)
  const { projectId } = lake.config
  const usersDataset = lake.config.datasets[0]!

  const context = (request: FastifyRequest) => {
    const { apiVersion, projectId: project } = request.params as Record<string, string | undefined>
    parseApiVersion(apiVersion ?? '')
    if (project !== undefined && project !== projectId) {
      throw boom(404, `Project ID ${JSON.stringify(project)} not found`)
    }
    return accessFromHeader(request.headers.authorization, lake.tokens, lake.sessions)
  }
  const signedIn = (request: FastifyRequest): Access => {
    const access = context(request)
    if (access.kind === 'anonymous') throw boom(401, 'You must be logged in')
    return access
  }
  const userOf = (access: Access): LakeUser => {
    if (access.user) return access.user
    const name = TOKEN_USERS[access.identity] ?? access.identity
    return {
      id: access.identity,
      name,
      email: '',
      role: access.write === 'all' ? 'administrator' : 'viewer',
    }
  }
  const allUsers = (): LakeUser[] =>
    (lake.store.view(usersDataset, { kind: 'raw' }, WRITE_TOKEN).byType.get('adminUser') ?? [])
      .filter((doc) => doc._id.startsWith(USER_ID_PREFIX) && typeof doc.email === 'string')
      .map((doc) => ({
        id: doc._id.slice(USER_ID_PREFIX.length),
        email: doc.email as string,
        name: typeof doc.name === 'string' && doc.name ? doc.name : (doc.email as string),
        role: roleOf(doc.role),
      }))

  app.get(`/${API_VERSION_PARAM}/users/me`, async (request) => {
    const access = context(request)
    if (access.kind === 'anonymous') return {}
    const user = userOf(access)
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      profileImage: null,
      provider: access.kind === 'user' ? 'freight-site' : 'token',
      role: user.role,
      roles: [{ name: user.role, title: ROLE_TITLES[user.role] }],
    }
  })

  app.get(`/${API_VERSION_PARAM}/users/me/keyvalue/:keys`, async (request) => {
    const access = signedIn(request)
    const keys = (request.params as { keys: string }).keys.split(',').filter(Boolean)
    if (keys.length === 0 || keys.length > 100) throw boom(400, 'Between 1 and 100 keys')
    return settings.get(access.identity, keys)
  })

  app.put(`/${API_VERSION_PARAM}/users/me/keyvalue`, async (request) => {
    const access = signedIn(request)
    const pairs = parseKeyValuePairs(request.body)
    settings.putAll(access.identity, pairs)
    return pairs
  })

  app.get(`/${API_VERSION_PARAM}/users/:ids`, async (request) => {
    const access = signedIn(request)
    const ids = (request.params as { ids: string }).ids.split(',').filter(Boolean)
    if (ids.length === 0 || ids.length > MAX_USER_IDS) {
      throw boom(400, `Between 1 and ${MAX_USER_IDS} user IDs`)
    }
    const known = new Map(allUsers().map((u) => [u.id, u]))
    const found = ids
      .map((id) => {
        const user =
          known.get(id) ?? (TOKEN_USERS[id] ? userOf({ ...WRITE_TOKEN, identity: id }) : null)
        if (!user) return null
        return {
          id: user.id,
          displayName: user.name,
          familyName: null,
          givenName: null,
          middleName: null,
          imageUrl: null,
          email: access.read === 'all' ? user.email : undefined,
          isCurrentUser: user.id === access.identity,
          projectId,
          sanityUserId: user.id,
        }
      })
      .filter((user) => user !== null)
    if (ids.length === 1) {
      if (!found[0]) throw boom(404, `User ${JSON.stringify(ids[0])} not found`)
      return found[0]
    }
    return found
  })

  app.get(`/${API_VERSION_PARAM}/projects/:projectId`, async (request) => {
    signedIn(request)
    const qs = request.query as Record<string, unknown>
    const members =
      qs.includeMembers === 'false'
        ? []
        : allUsers().map((user) => ({
            id: user.id,
            role: user.role,
            roles: [{ name: user.role, title: ROLE_TITLES[user.role] }],
            isCurrentUser: false,
            isRobot: false,
            createdAt: null,
          }))
    return {
      id: projectId,
      displayName: 'Gulf Bridge Freight',
      studioHost: null,
      organizationId: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      metadata: {},
      maxRetentionDays: 3650,
      members,
      features: [],
      pendingInvites: 0,
    }
  })

  app.get(`/${API_VERSION_PARAM}/projects/:projectId/datasets`, async (request) => {
    signedIn(request)
    const qs = request.query as Record<string, unknown>
    // No comments add-on dataset: the Studio then leaves comments off.
    if (qs.datasetProfile !== undefined || qs.addonFor !== undefined) return []
    return lake.store.datasets().map((name) => ({ name, aclMode: 'public', tags: [] }))
  })

  app.get(`/${API_VERSION_PARAM}/projects/:projectId/datasets/:dataset/acl`, async (request) => {
    const access = context(request)
    const { dataset } = request.params as { dataset: string }
    if (!lake.store.hasDataset(dataset))
      throw boom(404, `Dataset ${JSON.stringify(dataset)} not found`)
    return grantsOf(access)
  })

  app.get(`/${API_VERSION_PARAM}/projects/:projectId/user-applications`, async (request) => {
    signedIn(request)
    return []
  })
  // Content releases and scheduled drafts run here, the scheduler included (docs/decisions/043):
  // without these two names the Studio shows an upsell instead of its Releases tool.
  app.get(`/${API_VERSION_PARAM}/features`, async (request) => {
    context(request)
    return ['contentReleases', 'singleDocRelease']
  })
  app.get(
    `/${API_VERSION_PARAM}/projects/:projectId/new-content-release-allowed`,
    async (request) => {
      signedIn(request)
      return {
        data: {
          datasetReleaseLimit: MAX_ACTIVE_RELEASES,
          orgActiveReleaseLimit: null,
          orgMeteredActiveReleaseCount: 0,
        },
      }
    },
  )
  app.get(`/${API_VERSION_PARAM}/schedules/:projectId/:dataset`, async (request) => {
    signedIn(request)
    return { schedules: [] }
  })
  app.post(`/${API_VERSION_PARAM}/descriptors/claim`, async (request) => {
    signedIn(request)
    // The schema descriptor is for sanity.io's hosted features; nothing to synchronise here.
    return { synchronization: { type: 'complete' } }
  })
  app.post(`/${API_VERSION_PARAM}/descriptors/synchronize`, async (request) => {
    signedIn(request)
    return { type: 'complete' }
  })
  app.get(`/${API_VERSION_PARAM}/access/requests/me`, async (request) => {
    context(request)
    return []
  })
  app.get(`/${API_VERSION_PARAM}/ping`, async (request, reply) => {
    context(request)
    return reply.type('text/plain; charset=utf-8').send('PONG')
  })
  app.get(`/${API_VERSION_PARAM}/data/ping/:dataset`, async (request) => {
    context(request)
    return { ok: true }
  })
  app.get(`/${API_VERSION_PARAM}/help`, async (request) => {
    context(request)
    return {}
  })
  // Upsell dialogs, trials and announcements of sanity.io: none (the Studio accepts null / []).
  app.get(`/${API_VERSION_PARAM}/journey/announcements`, async () => [])
  app.get(`/${API_VERSION_PARAM}/journey/*`, async () => null)
  app.get(`/${API_VERSION_PARAM}/intake/telemetry-status`, async () => ({ status: 'denied' }))
  app.post(`/${API_VERSION_PARAM}/intake/batch`, async (_request, reply) => reply.code(204).send())
  // The Studio's version check (rewritten from sanity-cdn.com to this origin by the build's
  // post-processing): no newer version is offered here; upgrades come with the repository.
  app.get('/v1/modules/*', async () => ({}))
}
