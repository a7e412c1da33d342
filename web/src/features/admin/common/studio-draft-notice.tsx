import { Alert, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import type { ContentLang } from '#contract/lang'
import {
  STUDIO_DRAFTS_PATH,
  studioDraftResponseSchema,
  type StudioDraft,
  type StudioDraftPage,
} from '#contract/studio-drafts'
import { intlLocaleOf } from '#web/lib/locale'
import { useAdminApi } from '../auth/admin-auth'

/**
 * The notice an admin screen shows while the Studio holds an unpublished draft of what it edits
 * (docs/decisions/025): a save here is applied to that draft too, so publishing it keeps the
 * save. The panel's texts are English (ADR 022); this one is also given in Arabic while the
 * Arabic content is edited, since it speaks about that content's unpublished state.
 */
type Subject = 'page' | 'shipment'

const TEXTS: Record<
  ContentLang,
  Record<Subject, { title: string; body: (when: string) => string }>
> = {
  en: {
    page: {
      title: 'This page has unpublished changes in the Studio',
      body: (when) =>
        `An editor's draft of it, last changed ${when}, is open in the Studio. Saving here updates ` +
        'the published page and makes the same change in that draft, so publishing the draft ' +
        'keeps your changes. Its other unpublished changes stay in the draft.',
    },
    shipment: {
      title: 'This shipment has unpublished changes in the Studio',
      body: (when) =>
        `A draft of it, last changed ${when}, is open in the Studio. Saving here updates the ` +
        'published shipment and makes the same change in that draft, so publishing the draft ' +
        'keeps your changes. Its other unpublished changes stay in the draft.',
    },
  },
  ar: {
    page: {
      title: 'لهذه الصفحة تغييرات غير منشورة في الاستوديو',
      body: (when) =>
        `توجد مسودة منها مفتوحة في الاستوديو، آخر تعديل عليها ${when}. الحفظ هنا يحدّث الصفحة ` +
        'المنشورة ويُجري التغيير نفسه في تلك المسودة، فتبقى تغييراتك عند نشرها. أما تغييراتها ' +
        'الأخرى غير المنشورة فتبقى في المسودة.',
    },
    shipment: {
      title: 'لهذه الشحنة تغييرات غير منشورة في الاستوديو',
      body: (when) =>
        `توجد مسودة منها مفتوحة في الاستوديو، آخر تعديل عليها ${when}. الحفظ هنا يحدّث الشحنة ` +
        'المنشورة ويُجري التغيير نفسه في تلك المسودة، فتبقى تغييراتك عند نشرها. أما تغييراتها ' +
        'الأخرى غير المنشورة فتبقى في المسودة.',
    },
  },
}

/** When the draft last changed, for people in `lang`; '' when the time is unknown. */
function formatWhen(iso: string, lang: ContentLang): string {
  const date = new Date(iso)
  if (!iso || Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(intlLocaleOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date)
}

function NoticeText({
  lang,
  subject,
  draft,
}: {
  lang: ContentLang
  subject: Subject
  draft: StudioDraft
}) {
  const text = TEXTS[lang][subject]
  const when = formatWhen(draft.updatedAt, lang) || (lang === 'ar' ? 'مؤخراً' : 'recently')
  const direction = lang === 'ar' ? { lang: 'ar', dir: 'rtl' as const } : {}
  return (
    <Alert.Content {...direction}>
      <Alert.Title>{text.title}</Alert.Title>
      <Alert.Description>{text.body(when)}</Alert.Description>
    </Alert.Content>
  )
}

/** The notice for an open draft; nothing when there is none. */
export function StudioDraftNotice({
  draft,
  lang,
  subject = 'page',
}: {
  draft: StudioDraft | null | undefined
  lang: ContentLang
  subject?: Subject
}) {
  if (!draft) return null
  return (
    <Alert.Root status="info" role="status" mb="6" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <NoticeText lang="en" subject={subject} draft={draft} />
        {lang === 'ar' && <NoticeText lang="ar" subject={subject} draft={draft} />}
      </Stack>
    </Alert.Root>
  )
}

/**
 * Whether the Studio has an open draft of `page` (GET /api/studio-drafts/{page}), read when the
 * screen opens and again when the window regains focus (an editor may publish meanwhile). A
 * backend without the call (a legacy PHP one) gives null: no notice.
 */
function useStudioDraft(page: StudioDraftPage): StudioDraft | null {
  const api = useAdminApi()
  const draft = useQuery({
    queryKey: ['admin', 'studio-draft', page],
    queryFn: async () => {
      const reply = await api.adminJson(`${STUDIO_DRAFTS_PATH}/${page}`, studioDraftResponseSchema)
      return reply.ok && reply.body ? reply.body.draft : null
    },
    retry: false,
    // The app turns this off; here it is the point: the editor may publish in another tab.
    refetchOnWindowFocus: true,
  })
  return draft.data ?? null
}

/** The notice of a page screen (about, track shipment, media center). */
export function PageDraftNotice({ page, lang }: { page: StudioDraftPage; lang: ContentLang }) {
  return <StudioDraftNotice draft={useStudioDraft(page)} lang={lang} />
}
