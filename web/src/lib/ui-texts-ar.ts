import type { UiTexts } from './ui-text'

/** The Arabic of every text the code writes, keyed by its exact English wording (ADR 022). */
export const UI_TEXTS_AR: UiTexts = {}
