import { Box } from '@chakra-ui/react'
import { useState } from 'react'
import { ResultAlert, type SaveResult } from '../common/result-alert'
import { ScreenHeader } from '../common/screen-header'
import { ShipmentEditor } from './shipment-editor'
import { ShipmentList } from './shipment-list'

/** What the screen shows: the list, or the editor of one shipment (null: a new one). */
type View = { kind: 'list'; focus: boolean } | { kind: 'edit'; number: string | null }

/**
 * /admin/shipments (issue 13, item 4; docs/decisions/015): the shipments of the public Track
 * Shipment page. The list (newest change first, searchable), 'New shipment', and an editor per
 * shipment that saves it whole (PUT /api/shipments/{number}), deletes it and links to its public
 * tracking page. The transport system writes the same documents with its API key.
 */
export default function ShipmentsScreen() {
  const [view, setView] = useState<View>({ kind: 'list', focus: false })
  const [notice, setNotice] = useState<SaveResult | null>(null)

  const open = (number: string | null) => {
    setNotice(null)
    setView({ kind: 'edit', number })
  }

  return (
    <Box maxW="6xl">
      <ScreenHeader
        title="Shipments"
        description="The shipments visitors can look up on the Track Shipment page, with their journey."
      />
      {view.kind === 'list' ? (
        <>
          {notice && <ResultAlert result={notice} onClose={() => setNotice(null)} />}
          <ShipmentList onOpen={open} onNew={() => open(null)} autoFocus={view.focus} />
        </>
      ) : (
        <ShipmentEditor
          key={view.number ?? 'new'}
          number={view.number}
          notice={notice}
          onDismissNotice={() => setNotice(null)}
          onBack={() => setView({ kind: 'list', focus: true })}
          onCreated={(number) => {
            setNotice({ status: 'success', message: `Shipment ${number} saved.` })
            setView({ kind: 'edit', number })
          }}
          onDeleted={(number) => {
            setNotice({ status: 'success', message: `Shipment ${number} deleted.` })
            setView({ kind: 'list', focus: true })
          }}
        />
      )}
    </Box>
  )
}
