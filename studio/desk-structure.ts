import type { StructureResolver } from 'sanity/structure'
import { documentTypes, isSingletonType, singletonTypes } from '../schemas'

/**
 * Singletons open as one document under their fixed id (the id the web and the adapters use);
 * every other document type is a plain list.
 */
export const deskStructure: StructureResolver = (S) => {
  const titleOf = (name: string) => documentTypes.find((type) => type.name === name)?.title ?? name
  return S.list()
    .title('Content')
    .items([
      ...singletonTypes.map((type) =>
        S.listItem()
          .id(type)
          .title(titleOf(type))
          .child(S.document().schemaType(type).documentId(type)),
      ),
      S.divider(),
      ...documentTypes
        .filter((type) => !isSingletonType(type.name))
        .map((type) => S.documentTypeListItem(type.name).title(type.title ?? type.name)),
    ])
}
