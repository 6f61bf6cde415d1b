import { describe, expect, test } from 'vitest'
import { installedBundles } from '../testing/installed-packages'
import {
  englishStringsIn,
  mergeKeys,
  missingSpanish,
  translatedKeysIn,
  type EnglishStrings,
  type LocaleKeys,
} from './missing-spanish'
import { spanishGapStrings } from './spanish-gap-strings'

/** Namespaces of features this Studio turns off (sanity.config.ts: `releases: { enabled: false }`). */
const unusedNamespaces = new Set(['releases'])

function mergeEnglish(sources: string[]): EnglishStrings {
  const english: EnglishStrings = new Map()
  for (const source of sources.filter((text) => text.includes('defineLocalesResources('))) {
    for (const [namespace, strings] of englishStringsIn(source)) {
      english.set(namespace, new Map([...(english.get(namespace) ?? []), ...strings]))
    }
  }
  return english
}

// Sanity's own bundles (the studio, structure and presentation namespaces among them) and Vision's.
const english = mergeEnglish([
  ...installedBundles('sanity', 'lib').values(),
  ...installedBundles('@sanity/vision', 'lib').values(),
])

// @sanity/locale-es-es builds one file per namespace.
const localeFiles = installedBundles('@sanity/locale-es-es', 'dist/_chunks-es')
const locale: LocaleKeys = new Map(
  [...english.keys()].map((namespace) => [
    namespace,
    translatedKeysIn(localeFiles.get(`${namespace}.js`) ?? ''),
  ]),
)

const projectGaps: LocaleKeys = new Map(
  Object.entries(spanishGapStrings).map(([namespace, strings]) => [
    namespace,
    new Set(Object.keys(strings)),
  ]),
)

const usedNamespaces = [...english.keys()].filter((namespace) => !unusedNamespaces.has(namespace))
const asLines = (strings: { namespace: string; key: string; english: string }[]) =>
  strings.map(({ namespace, key, english }) => `${namespace}: ${key} («${english}»)`)

describe('the Studio in Spanish', () => {
  test('reads the English strings of the installed Sanity, Structure, Presentation and Vision', () => {
    for (const namespace of ['studio', 'structure', 'presentation', 'vision', 'validation']) {
      expect(english.get(namespace)?.size, namespace).toBeGreaterThan(40)
    }
    expect(locale.get('studio')?.size).toBeGreaterThan(900)
  })

  test('has Spanish for every string the installed Sanity defines', () => {
    const missing = missingSpanish(english, mergeKeys(locale, projectGaps), usedNamespaces)
    expect(
      asLines(missing),
      'these strings would show in English: add their Spanish to studio/i18n/spanish-gap-strings.ts',
    ).toEqual([])
  })

  test('keeps no Spanish of its own that the locale now has or Sanity no longer defines', () => {
    const stale = [...projectGaps].flatMap(([namespace, keys]) =>
      [...keys]
        .filter((key) => !english.get(namespace)?.has(key) || locale.get(namespace)?.has(key))
        .map((key) => `${namespace}: ${key}`),
    )
    expect(stale, 'remove these from studio/i18n/spanish-gap-strings.ts').toEqual([])
  })

  test('names a string a newer Sanity adds without Spanish (sanity 6.19: «Show all 8 items»)', () => {
    const newer = englishStringsIn(`const studio = defineLocalesResources("studio", {
      /** The button that shows every item of a long array */
      "inputs.array.action.show-all-items": "Show all {{count}} items",
      "inputs.array.action.add-item": "Add item"
    })`)
    const spanish = translatedKeysIn(`var studio = removeUndefinedLocaleResources({
      "inputs.array.action.add-item": "Agregar elemento",
      "inputs.array.action.show-all-items": void 0
    })`)
    expect(missingSpanish(newer, new Map([['studio', spanish]]), ['studio'])).toEqual([
      {
        namespace: 'studio',
        key: 'inputs.array.action.show-all-items',
        english: 'Show all {{count}} items',
      },
    ])
  })
})
