// One formatting style for the whole repository, never argued again (style-anchors §11).
export default {
  singleQuote: true,
  trailingComma: 'all',
  semi: false,
  printWidth: 100,
}
