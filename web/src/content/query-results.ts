import type * as Generated from '#schemas/generated/sanity.types'
import type { Localised } from './localise'

/**
 * TypeGen's query result types as pages receive them: with localised fields resolved to the
 * page's language (ADR 022, content-client.tsx). Components name these, never the generated
 * types, whose text fields are `{en, ar}` objects.
 */
export type LAYOUT_QUERY_RESULT = Localised<Generated.LAYOUT_QUERY_RESULT>
export type SERVICES_QUERY_RESULT = Localised<Generated.SERVICES_QUERY_RESULT>
export type HOME_PAGE_QUERY_RESULT = Localised<Generated.HOME_PAGE_QUERY_RESULT>
export type SERVICE_PAGE_QUERY_RESULT = Localised<Generated.SERVICE_PAGE_QUERY_RESULT>
export type LEADERSHIP_PAGE_QUERY_RESULT = Localised<Generated.LEADERSHIP_PAGE_QUERY_RESULT>
export type MEDIA_CENTER_PAGE_QUERY_RESULT = Localised<Generated.MEDIA_CENTER_PAGE_QUERY_RESULT>
export type NETWORK_PAGE_QUERY_RESULT = Localised<Generated.NETWORK_PAGE_QUERY_RESULT>
export type OUR_STORY_PAGE_QUERY_RESULT = Localised<Generated.OUR_STORY_PAGE_QUERY_RESULT>
export type SUSTAINABILITY_PAGE_QUERY_RESULT = Localised<Generated.SUSTAINABILITY_PAGE_QUERY_RESULT>
