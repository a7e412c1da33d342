/**
 * The browser build's stand-in for the `groq` package (aliased in vite.config.ts): queries are
 * written with `defineQuery` from 'groq' so TypeGen finds them in the source, but at run time
 * `defineQuery` only returns its argument, and the real package would add about 8 KB gzip.
 */
export function defineQuery<const Query extends string>(query: Query): Query {
  return query
}

export default function groq(strings: TemplateStringsArray, ...keys: unknown[]): string {
  return strings.reduce(
    (text, part, index) => text + part + (index < keys.length ? String(keys[index]) : ''),
    '',
  )
}
